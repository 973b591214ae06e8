// Starts one shop per worker (e2e/shops.ts), all at once, and stops them after the run, with the
// fake Toss Payments server their API confirms and cancels card payments against.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeToss } from '../../api/test/fakes/toss-server';
import { publishShops, SHOP_COUNT, TOSS_TEST_KEYS, type Shop } from './shops';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const apiDir = path.resolve(webDir, '..', 'api');
const STARTUP_MS = 180_000;

/** The line a server prints once it listens, with the address the system gave it. */
const RUNNING_AT = /Jangbogi is running at (http:\/\/\S+?)\/ /;

interface Running {
  process: ChildProcess;
  exited: Promise<void>;
  /** The shop, once its server says where it runs. */
  shop: Promise<Shop>;
}

function startShop(index: number, toss: Record<string, string>): Running {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jangbogi-e2e-'));
  // PostgreSQL runs as another OS user when started as root, so the folder must be enterable.
  chmodSync(dataDir, 0o755);
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: webDir,
    env: {
      ...process.env,
      ...toss,
      E2E_PORT: '0',
      E2E_DATA_DIR: dataDir,
      E2E_API_BUILT: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const shop = new Promise<Shop>((resolve, reject) => {
    const prefix = `[shop ${index + 1}] `;
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n')) {
          if (!line) continue;
          console.log(prefix + line);
          const running = RUNNING_AT.exec(line);
          if (running?.[1]) resolve({ url: running[1], dataDir, tossUrl: toss.TOSS_API_URL ?? '' });
        }
      });
    }
    void exited.then(() => reject(new Error(`Shop ${index + 1} exited while starting`)));
    setTimeout(
      () => reject(new Error(`Shop ${index + 1} did not start within ${STARTUP_MS / 1000} s`)),
      STARTUP_MS,
    ).unref();
  });
  return { process: child, exited, shop };
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

  // A fake Toss per shop: a day's transactions at Toss are then that shop's alone.
  const fakes = await Promise.all(
    Array.from({ length: SHOP_COUNT }, () =>
      startFakeToss({ secretKey: TOSS_TEST_KEYS.TOSS_SECRET_KEY }),
    ),
  );
  const running = fakes.map((fake, index) =>
    startShop(index, { ...TOSS_TEST_KEYS, TOSS_API_URL: fake.url }),
  );
  const stopAll = () =>
    Promise.all(running.map(stopShop)).then(async () => {
      await Promise.all(fakes.map((fake) => fake.close()));
    });
  try {
    publishShops(await Promise.all(running.map((r) => r.shop)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
