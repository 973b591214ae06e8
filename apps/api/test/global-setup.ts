// One PostgreSQL for the whole run: TEST_DATABASE_URL when set, a testcontainers container when
// a Docker engine answers, otherwise an embedded server in a temporary folder. A template
// database is migrated once; each test file then copies it (see helpers/database.ts).
// The tests create and force-drop databases on that server, so they never take it from
// DATABASE_URL, which names the shop's own server; they do not even see that variable, so no
// child process they start can reach it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, withDatabase } from '../src/db/embedded.ts';
import { migrate } from '../src/db/migrate.ts';

export const TEMPLATE_DATABASE = 'jangbogi_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    templateDatabase: string;
  }
}

async function dockerAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await Promise.race([
      getContainerRuntimeClient(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000)),
    ]);
    return true;
  } catch {
    return false;
  }
}

/** The server the tests may use as their own, from the environment: never DATABASE_URL's. */
export function testServerUrl(env: NodeJS.ProcessEnv): string | undefined {
  return env.TEST_DATABASE_URL || undefined;
}

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const given = testServerUrl(process.env);
  if (given) return { url: given, stop: async () => {} };
  if (await dockerAnswers()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:18-alpine')
      .withCommand(['postgres', '-c', 'fsync=off', '-c', 'max_connections=300'])
      .start();
    return {
      url: withDatabase(container.getConnectionUri(), 'postgres'),
      stop: async () => void (await container.stop()),
    };
  }
  // Under /tmp rather than a mode-700 folder, so the `postgres` OS user can enter it when run as root.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-test-pg-'));
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), ephemeral: true });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  // Before the test workers start, so they inherit an environment without it.
  delete process.env.DATABASE_URL;
  const server = await startServer();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE} ENCODING 'UTF8' TEMPLATE template0`);
  await admin.end();
  await migrate(withDatabase(server.url, TEMPLATE_DATABASE));

  project.provide('postgresUrl', server.url);
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  return async () => {
    await server.stop();
  };
}
