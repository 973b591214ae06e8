// The database goes away under a running app: DB-backed requests answer 503 with the JSON
// error (rather than hanging until the test times out), and once Postgres is back on the same port they succeed again
// without restarting the app.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { startEmbeddedPostgres, withDatabase, type EmbeddedServer } from '../../src/db/embedded.ts';
import { ensureDatabase, migrate } from '../../src/db/migrate.ts';
import { TEST_JWT_SECRET } from '../helpers/app.ts';

describe('fault: the database restarts under a running app', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it('answers 503 fast while it is down and recovers by itself', { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-db-restart-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const dataDir = path.join(dir, 'pg');
    let server: EmbeddedServer = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    cleanup.push(() => server.stop());
    const url = withDatabase(server.url, 'jangbogi_restart');
    await ensureDatabase(url);
    await migrate(url);

    const app = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: url,
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: dir,
        WEB_DIST_DIR: path.join(dir, 'no-web'),
        BACKGROUND_JOBS: 'false',
        RATE_LIMIT_ENABLED: 'false',
        SMTP_URL: '',
      }),
    );
    cleanup.push(() => app.close());
    const products = () => app.inject({ method: 'GET', url: '/api/products' });
    expect((await products()).statusCode).toBe(200);

    await server.stop();
    for (let i = 0; i < 3; i++) {
      const down = await products();
      expect(down.statusCode, down.body).toBe(503);
      expect(down.json()).toMatchObject({ code: 'UNAVAILABLE', message: expect.any(String) });
    }
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('jangbogi_database_up 0');

    server = await startEmbeddedPostgres({ dataDir, port: server.port, ephemeral: true });
    await expect
      .poll(async () => (await products()).statusCode, { timeout: 15_000, interval: 200 })
      .toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
