// The export of a month, timed to its first byte and its last, and its memory read from outside
// the API: a server of its own for the downloads, started as `pnpm start` starts it plus
// --trace-gc, whose log gives the heap used before each collection (the peak between two), and
// its RSS read every 50 ms beside it. The heap is what the API's limit
// (--max-old-space-size) bounds; RSS adds the code, the native buffers (zlib's among them) and
// what the allocator has not given back yet.
import { readFileSync } from 'node:fs';
import getPort from 'get-port';
import { startFlags, startNodeChild, stopChild, waitUntilAnswering } from './processes.ts';
import { log } from './settings.ts';

export interface ExportFigure {
  name: string;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  /** Heap used at its highest (before a collection), MB, as --trace-gc logs it. */
  peakHeapMb: number;
  peakRssMb: number;
  status: number;
}

/** The API's heap limit in MB (--max-old-space-size of apps/api's start script). */
export const HEAP_LIMIT_MB = Number(
  /--max-old-space-size=(\d+)/.exec(startFlags().join(' '))?.[1] ?? NaN,
);

// `[pid:0x…]  1234 ms: Scavenge 45.2 (60.1) -> 40.3 (62.1) MB, …`: used (committed) before -> after.
const GC_LINE =
  /ms: [A-Za-z -]+?(?: \([a-z ]+\))? ([\d.]+) \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB/;

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/** One export downloaded whole from the API at `apiUrl` whose process is `pid`. */
async function download(
  name: string,
  url: string,
  headers: Record<string, string>,
  pid: number,
  heap: { peak: number },
): Promise<ExportFigure> {
  heap.peak = 0;
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let firstByteMs = 0;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += value.byteLength;
    }
    const figure = {
      name,
      firstByteMs,
      totalMs: performance.now() - started,
      bytes,
      peakHeapMb: heap.peak,
      peakRssMb: peak,
      status: response.status,
    };
    log(
      `${name}: ${response.status}, first byte ${firstByteMs.toFixed(0)} ms, whole ${figure.totalMs.toFixed(0)} ms, ${(bytes / 2 ** 20).toFixed(1)} MiB, API heap used peak ${heap.peak.toFixed(0)} MB (limit ${HEAP_LIMIT_MB} MB), RSS peak ${peak.toFixed(0)} MB`,
    );
    return figure;
  } finally {
    clearInterval(sampler);
  }
}

/** Each export (path and name) through a fresh API with --trace-gc, one after the other. */
export async function exportFiles(
  env: Record<string, string>,
  exports: { name: string; path: string }[],
  headers: Record<string, string>,
): Promise<ExportFigure[]> {
  const port = await getPort({ host: '127.0.0.1' });
  const child = startNodeChild(
    'api-exports',
    'dist/server.js',
    { ...env, PORT: String(port), HOST: '127.0.0.1' },
    ['--trace-gc'],
  );
  const heap = { peak: 0 };
  let pending = '';
  child.process.stdout?.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const used = GC_LINE.exec(line)?.[1];
      if (used !== undefined) heap.peak = Math.max(heap.peak, Number(used));
    }
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(child, `${baseUrl}/api/health`, 60_000, 10);
    const figures: ExportFigure[] = [];
    for (const { name, path } of exports)
      figures.push(
        await download(name, `${baseUrl}${path}`, headers, child.process.pid ?? 0, heap),
      );
    return figures;
  } finally {
    await stopChild(child);
  }
}
