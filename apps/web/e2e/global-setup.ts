// Starts one shop per worker (e2e/shops.ts), all at once, and stops them after the run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { publishShops, SHOP_COUNT, type Shop } from './shops';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const apiDir = path.resolve(webDir, '..', 'api');
const STARTUP_MS = 180_000;

interface Running {
  shop: Shop;
  process: ChildProcess;
  exited: Promise<void>;
}

function startShop(index: number, port: number): Running {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jangbogi-e2e-'));
  // PostgreSQL runs as another OS user when started as root, so the folder must be enterable.
  chmodSync(dataDir, 0o755);
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: webDir,
    env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, E2E_API_BUILT: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[shop ${index + 1}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line) console.log(prefix + line);
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { shop: { url: `http://127.0.0.1:${port}`, dataDir }, process: child, exited };
}

async function waitUntilAnswering(running: Running): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  let gone = false;
  void running.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The shop at ${running.shop.url} exited while starting`);
    const healthy = await fetch(`${running.shop.url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop at ${running.shop.url} did not answer within ${STARTUP_MS / 1000} s`);
}

/** SIGTERM, then what the server does on it: drain, stop its PostgreSQL, delete its folder. */
async function stopShop(running: Running): Promise<void> {
  if (running.process.exitCode !== null || running.process.signalCode !== null) return;
  running.process.kill('SIGTERM');
  const killed = setTimeout(() => running.process.kill('SIGKILL'), 30_000);
  await running.exited;
  clearTimeout(killed);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  // One build of the API for every shop (each would otherwise write dist/ at the same time).
  const build = spawnSync(
    path.join(apiDir, 'node_modules/.bin/rolldown'),
    ['-c', 'rolldown.config.ts'],
    {
      cwd: apiDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (build.status !== 0) throw new Error(`Building the API failed (exit ${build.status})`);

  const ports = new Set<number>();
  while (ports.size < SHOP_COUNT) ports.add(await getPort({ host: '127.0.0.1' }));
  const shops = [...ports].map((port, index) => startShop(index, port));
  const stopAll = () => Promise.all(shops.map(stopShop)).then(() => undefined);
  try {
    await Promise.all(shops.map(waitUntilAnswering));
  } catch (error) {
    await stopAll();
    throw error;
  }
  publishShops(shops.map((running) => running.shop));
  return stopAll;
}
