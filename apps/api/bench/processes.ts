// Child processes for benchmarks and fault tests: start a server, wait until it answers, stop it
// by PID (SIGTERM, then SIGKILL after a grace period).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface Child {
  name: string;
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs a TypeScript entry point of apps/api with tsx, output kept for error reports. */
export function startTsChild(name: string, entry: string, env: Record<string, string>): Child {
  // FASTIFY_AUTOLOAD_TYPESCRIPT tells @fastify/autoload that .ts route files can be imported.
  return startChild(name, ['--import', 'tsx', entry], { FASTIFY_AUTOLOAD_TYPESCRIPT: '1', ...env });
}

/** Runs a built JavaScript entry point of apps/api (dist/) with plain node, as `pnpm start` does. */
export function startNodeChild(
  name: string,
  entry: string,
  env: Record<string, string>,
  /** More node flags after the start script's (e.g. --trace-gc). */
  extraFlags: string[] = [],
): Child {
  // BENCH_CPU_PROF=<folder> writes a V8 CPU profile of the server when it exits, for finding
  // where a figure's time goes (docs/benchmarks.md).
  const profile = process.env.BENCH_CPU_PROF;
  const profileFlags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  return startChild(name, [...startFlags(), ...extraFlags, ...profileFlags, entry], env);
}

/**
 * The node flags `pnpm start` gives the server (the `start` script of apps/api: `node <flags>
 * dist/server.js`), so that benchmarks and fault tests run it with the same memory limits.
 */
export function startFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = manifest.scripts.start.trim().split(/\s+/);
  if (words[0] !== 'node') throw new Error('The start script of apps/api must run node');
  return words.slice(1, -1);
}

function startChild(name: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { name, process: child, output: () => output, exited };
}

export async function waitUntilAnswering(
  child: Child,
  url: string,
  timeoutMs = 60_000,
  pollMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) {
      throw new Error(`${child.name} exited with ${child.process.exitCode}:\n${child.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs} ms:\n${child.output()}`);
}

export async function stopChild(child: Child, graceMs = 10_000): Promise<number | null> {
  const { pid } = child.process;
  if (child.process.exitCode !== null || child.process.signalCode !== null || pid === undefined)
    return child.exited;
  process.kill(pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.process.exitCode === null && child.process.signalCode === null)
      process.kill(pid, 'SIGKILL');
  }, graceMs);
  try {
    return await child.exited;
  } finally {
    clearTimeout(timer);
  }
}
