// Markdown for docs/benchmarks.md. Each generated part sits between markers so that reruns
// replace it and leave the hand-written analysis around it untouched.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { LoadResult } from './load.ts';
import type { Plan } from './plans.ts';

export const DOC = fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url));

interface Comparison {
  name: string;
  connections: number;
  api: LoadResult;
  floor: LoadResult;
}

interface ApiReport {
  machine: Record<string, string | number>;
  comparisons: Comparison[];
  plans: Plan[];
  /** The checkout table and audits (bench/checkout.ts checkoutTable). */
  checkout: string;
  seconds: number;
  poolSize: string;
}

const n = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (r: LoadResult) => `${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} / ${r.p99.toFixed(1)}`;

export function apiReport(report: ApiReport): string {
  const { machine } = report;
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`pnpm bench\`: ${machine.products} products, ` +
      `nproc ${machine.nproc} (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, PostgreSQL ${machine.postgres}, ` +
      `pool ${report.poolSize}, ${report.seconds} s per run after a 2 s warm-up, load average at the end ${machine.loadAverage}. ` +
      'API, floor, database and load generator share the same cores.',
    '',
    '| Case | Conns | API req/s | API p50 / p95 / p99 ms | Floor req/s | Floor p50 / p95 / p99 ms | API / floor | API non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...report.comparisons.map(({ name, connections, api, floor }) =>
      `| ${name} | ${connections} | ${n(api.perSecond)} | ${ms(api)} | ${n(floor.perSecond)} | ` +
      `${ms(floor)} | ${((api.perSecond / floor.perSecond) * 100).toFixed(0)}% | ${api.non2xx + api.errors} |`),
    '',
    report.checkout,
    '',
    '| Query plan | Execution ms | Seq Scan on products |',
    '| --- | ---: | --- |',
    ...report.plans.map((p) => `| ${p.name} | ${p.executionMs} | ${p.seqScanOnProducts ? '**yes**' : 'no'} |`),
    '',
    '<details><summary>EXPLAIN (ANALYZE, BUFFERS) plans</summary>',
    '',
    ...report.plans.flatMap((p) => [`${p.name}:`, '', '```', p.text, '```', '']),
    '</details>',
  ];
  return lines.join('\n');
}

export async function writeSection(name: string, markdown: string): Promise<void> {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  let doc = existsSync(DOC) ? await readFile(DOC, 'utf8') : '# Benchmarks\n';
  const block = `${start}\n${markdown}\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  doc = from >= 0 && to > from ? doc.slice(0, from) + block + doc.slice(to + end.length) : `${doc.trimEnd()}\n\n${block}\n`;
  await writeFile(DOC, doc);
}
