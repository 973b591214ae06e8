// The README's working commands that build, start or measure the shop, run as real processes from
// the repository root the way a newcomer runs them on a clean clone: pnpm build, pnpm start,
// pnpm dev and a short pnpm bench. (The db:* commands have db-commands.test.ts; pnpm check is the
// CI run itself.) Each server is started in a process group of its own and stopped with SIGTERM.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import net, { type AddressInfo, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNNING_AT, waitForOutput } from './helpers/child-output.ts';
import { PNPM } from './helpers/pinned-pnpm.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The metric of the Node.js that runs the server: the project's (the root's node devDependency). */
const NODE_24 = /^nodejs_version_info\{[^}]*major="24"/m;

/** A fresh machine's environment: no database configured, no test mode, quiet logs. */
function readmeEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', NO_COLOR: '1', ...extra };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  return env;
}

/**
 * Runs a pnpm command to its end, in a process group of its own: when it outlives `timeout`, the
 * whole group is stopped (pnpm, the script it runs and every server or database that started),
 * not only pnpm, so no process of it outlives the test.
 */
async function pnpm(args: string[], env: NodeJS.ProcessEnv, timeout: number): Promise<string> {
  const command = startPnpm(args, env);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void command.stop();
  }, timeout);
  const { code, signal } = await command.closed.finally(() => clearTimeout(timer));
  if (timedOut || code !== 0) {
    const why = timedOut ? `timed out after ${timeout / 1000} s` : `exit ${code ?? signal}`;
    throw new Error(`pnpm ${args.join(' ')} failed: ${why}\n${command.output()}`);
  }
  return command.output();
}

interface Running {
  /** Resolves with the match once the output shows `pattern`. */
  waitFor: (pattern: RegExp, timeoutMs: number) => Promise<RegExpMatchArray>;
  /** SIGTERM to the whole process group; resolves when all of it has gone (SIGKILL after 30 s). */
  stop: () => Promise<void>;
  /** Resolves when the output has closed, i.e. every process of the group has gone. */
  closed: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

function startPnpm(args: string[], env: NodeJS.ProcessEnv): Running {
  const child = spawn(PNPM, args, {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // 'close' rather than 'exit': the leader (the shell script of the pnpm or node bin) dies by the
  // signal at once, while the server is still draining; the output closes only when every
  // process writing to it, the server included, has gone.
  const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // The group has already gone.
    }
  };
  const watched = { name: `pnpm ${args.join(' ')}`, process: child, output: () => output };
  return {
    output: () => output,
    closed,
    waitFor: (pattern, timeoutMs) => waitForOutput(watched, pattern, timeoutMs),
    stop: async () => {
      signalGroup('SIGTERM');
      const killed = setTimeout(() => signalGroup('SIGKILL'), 30_000);
      try {
        await closed;
      } finally {
        clearTimeout(killed);
      }
    },
  };
}

/** Every postmaster.pid under `dir`: a PostgreSQL still running there. */
async function runningPostgres(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => path.basename(entry) === 'postmaster.pid');
}

/** The server stops its database after it exits: give PostgreSQL its shutdown. */
async function expectNoPostgres(dir: string): Promise<void> {
  await expect.poll(() => runningPostgres(dir), { timeout: 10_000 }).toEqual([]);
}

/**
 * A TCP relay on a port the system picks, to a port given later: Vite's proxy needs the API's
 * address when it starts, and the API, started with PORT=0, says its own only once it listens.
 */
async function startRelay() {
  let targetPort: number | undefined;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = net.createServer((socket) => {
    track(socket);
    if (targetPort === undefined) return void socket.destroy();
    const upstream = net.connect(targetPort, '127.0.0.1');
    track(upstream);
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    relayTo: (port: number) => {
      targetPort = port;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('the README commands that build, start and measure the shop', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-readme-'));
    // Run as root, the embedded PostgreSQL runs as the `postgres` user, which must enter it.
    await chmod(dir, 0o755);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('pnpm build compiles the API to JavaScript and builds the web app', async () => {
    await pnpm(['build'], readmeEnv({}), 240_000);
    expect(existsSync(path.join(REPO_ROOT, 'apps/api/dist/server.js'))).toBe(true);
    expect(existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))).toBe(true);
    expect(existsSync(path.join(REPO_ROOT, 'apps/web/dist/server/entry-server.js'))).toBe(true);
  }, 300_000);

  it('pnpm start runs the shop on an embedded PostgreSQL it creates and seeds, and stops on SIGTERM', async () => {
    const dataDir = path.join(dir, 'start');
    const shop = startPnpm(
      ['start'],
      readmeEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }),
    );
    try {
      const [, origin] = await shop.waitFor(RUNNING_AT, 240_000);
      const url = `${origin}/`;
      expect((await fetch(`${url}api/health`)).status).toBe(200);
      const listed = (await (await fetch(`${url}api/products?page=1`)).json()) as {
        products: { name_kr: string }[];
      };
      const first = listed.products[0];
      expect(first).toBeDefined();
      // The storefront is served from the same port, rendered on the server with the catalogue.
      const shopPage = await fetch(`${url}shop`);
      expect(shopPage.status).toBe(200);
      expect(await shopPage.text()).toContain(first?.name_kr);
      // On the Node.js the project pins, whatever Node.js runs pnpm.
      expect(await (await fetch(`${url}metrics`)).text()).toMatch(NODE_24);
    } finally {
      await shop.stop();
    }
    // The server drained and stopped its database itself (pnpm dies by the signal).
    expect(shop.output()).toContain('SIGTERM received: finishing in-flight requests');
    await expectNoPostgres(dataDir);
  }, 300_000);

  // On the database `pnpm start` made and seeded, as a newcomer's second command meets it: the
  // start again keeps the data (and skips a second initdb, migration and seed, about 10 CPU-s).
  it('pnpm dev serves the web app with Vite, proxying /api to the API it reloads', async () => {
    const dataDir = path.join(dir, 'start');
    const relay = await startRelay();
    const dev = startPnpm(
      ['dev'],
      readmeEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, API_PROXY_TARGET: relay.url }),
    );
    try {
      const [, apiOrigin] = await dev.waitFor(RUNNING_AT, 180_000);
      relay.relayTo(Number(new URL(apiOrigin!).port));
      const [, viteUrl] = await dev.waitFor(/Local:\s+(http:\/\/\S+\/)/, 60_000);
      const page = await fetch(viteUrl as string);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('/@vite/client');
      expect((await fetch(`${viteUrl}api/health`)).status).toBe(200);
      expect(await (await fetch(`${apiOrigin}/metrics`)).text()).toMatch(NODE_24);
      expect(dev.output()).not.toContain('Creating an embedded PostgreSQL database');
      expect(dev.output()).not.toContain('Seeded the catalogue');
    } finally {
      await dev.stop();
      await relay.stop();
    }
    await expectNoPostgres(dataDir);
  }, 300_000);

  it('pnpm bench runs a short checkout load with its stock audit', async () => {
    const output = await pnpm(
      ['bench'],
      readmeEnv({
        BENCH_PRODUCTS: '100',
        BENCH_CASES: 'checkout',
        BENCH_ORDERS: '60',
        BENCH_SECONDS: '1',
      }),
      240_000,
    );
    expect(output).toMatch(/\| logged-in: .*\| 60 \| [\d,]+ \| \d+% \|/);
    expect(output).toMatch(/\| guest \(new account each\):.*\| 60 \| [\d,]+ \| \d+% \|/);
    // The floor needs PostgreSQL's pgbench (the test command installs Debian's where it can).
    expect(output).toMatch(
      pgbenchInstalled()
        ? /checkout floor \(pgbench, 6 connections\): \d+ orders\/s/
        : /checkout floor: pgbench is not installed/,
    );
    expect(output).toContain('Stock audit (initial = sold + left)');
    expect(output).toMatch(/Session check .*Prisma `findUnique` \d+ µs/);
    expect(output).not.toContain('problems:');
  }, 300_000);
});

function pgbenchInstalled(): boolean {
  try {
    execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
