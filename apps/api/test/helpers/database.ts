import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createCollatedDatabase, type CollationProvider } from '../../src/db/collated-database.ts';
import { withDatabase } from '../../src/db/embedded.ts';
import { migrate } from '../../src/db/migrate.ts';

/** A fresh, migrated database copied from the template; drop it when done. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = inject('postgresUrl');
  const name = `jangbogi_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  } finally {
    await admin.end();
  }
  return { url: withDatabase(serverUrl, name), drop: () => dropDatabase(serverUrl, name) };
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database with a libc or ICU collation, as managed PostgreSQL services create
 * them (the template uses the builtin C.UTF-8 one, which the planner treats like C). A database
 * cannot change collation when copied, so this one is built from template0 and migrated. Answers
 * undefined when the server offers no such collation. `serverUrl`: another server than the tests' own.
 */
export async function createCollatedTestDatabase(
  provider: CollationProvider,
  serverUrl = inject('postgresUrl'),
): Promise<{ url: string; collation: string; drop: () => Promise<void> } | undefined> {
  const name = `jangbogi_test_${provider}_${randomBytes(6).toString('hex')}`;
  const database = await createCollatedDatabase(serverUrl, name, provider);
  if (!database) return undefined;
  const drop = () => dropDatabase(serverUrl, name);
  try {
    await migrate(database.url);
  } catch (error) {
    await drop();
    throw error;
  }
  return { ...database, drop };
}
