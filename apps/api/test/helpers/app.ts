import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type LogStream } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { createTestDatabase } from './database.ts';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  databaseUrl: string;
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export async function startTestApp(
  overrides: Record<string, string> = {},
  options: { logStream?: LogStream } = {},
) {
  const database = await createTestDatabase();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-test-files-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: database.url,
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dir,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    MAIL_DIR: path.join(dir, 'mail'),
    WEB_DIST_DIR: path.join(dir, 'no-web-build'),
    WEB_ORIGIN: 'http://shop.test',
    BACKGROUND_JOBS: 'false',
    SMTP_URL: '',
    ...overrides,
  });
  const app = await buildApp(config, options);
  const context: TestContext = {
    app,
    db: app.db,
    config,
    databaseUrl: config.DATABASE_URL ?? database.url,
  };
  const stop = async () => {
    await app.close();
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  };
  return { context, stop };
}

/** Builds the app on its own database for the current test file. */
export function useTestApp(
  overrides: Record<string, string> = {},
  options: { logStream?: LogStream } = {},
): TestContext {
  const context = {} as TestContext;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const started = await startTestApp(overrides, options);
    Object.assign(context, started.context);
    stop = started.stop;
  });
  afterAll(async () => {
    await stop?.();
  });
  return context;
}
