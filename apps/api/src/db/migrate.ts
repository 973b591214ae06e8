// Applies prisma/migrations the way `prisma migrate deploy` does, without Prisma's schema
// engine binary (which cannot be downloaded everywhere): same folder layout, same
// `_prisma_migrations` bookkeeping and checksums, so either tool can take over a database.
// Then, under the same lock, the current definitions of the database's functions
// (prisma/functions, see functions.ts and ADR 0029).
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { DbOrTx } from './client.ts';
import { ownConnection } from './connection-errors.ts';
import {
  concurrentStatements,
  isConcurrentMigration,
  runConcurrentMigration,
} from './concurrent-migration.ts';
import { applyFunctions, FUNCTIONS_DIR } from './functions.ts';

export const MIGRATIONS_DIR = fileURLToPath(
  new URL('../../../../prisma/migrations', import.meta.url),
);

// Any constant works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK_KEY = 72_616_829;

// How often a second process asks again for the migration lock while another one migrates.
const LOCK_RETRY_MS = 200;

/**
 * Waits for the migration lock by asking again rather than in one waiting statement: a statement
 * that waits holds a snapshot all the while, and a CREATE INDEX CONCURRENTLY in the process that
 * holds the lock waits for every older snapshot to go, which would be a deadlock (ADR 0043).
 */
async function takeMigrationLock(client: pg.Client): Promise<void> {
  for (;;) {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [MIGRATION_LOCK_KEY],
    );
    if (rows[0]?.locked) return;
    await delay(LOCK_RETRY_MS);
  }
}

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

const BOOKKEEPING_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export interface MigrateResult {
  applied: string[];
  skipped: string[];
  /** The functions of prisma/functions (re)applied after the migrations. */
  functions: string[];
}

export async function migrate(
  databaseUrl: string,
  dir = MIGRATIONS_DIR,
  functionsDir = FUNCTIONS_DIR,
): Promise<MigrateResult> {
  const migrations = await readMigrations(dir);
  const client = ownConnection(databaseUrl);
  await client.connect();
  const result: MigrateResult = { applied: [], skipped: [], functions: [] };
  try {
    await takeMigrationLock(client);
    await client.query(BOOKKEEPING_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations"
       WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    for (const migration of migrations) {
      const appliedChecksum = done.get(migration.name);
      if (appliedChecksum !== undefined) {
        if (appliedChecksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.name} was changed after it was applied (checksum mismatch). ` +
              'Add a new migration instead of editing an applied one.',
          );
        }
        result.skipped.push(migration.name);
        continue;
      }
      if (isConcurrentMigration(migration.sql)) {
        await applyConcurrently(client, migration);
      } else {
        await applyInTransaction(client, migration);
      }
      result.applied.push(migration.name);
    }
    result.functions = await applyFunctions(client, functionsDir);
    return result;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

const RECORD_APPLIED = `
INSERT INTO "_prisma_migrations"
  (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
VALUES ($1, $2, $3, $4, now(), 1)`;

async function applyInTransaction(client: pg.Client, migration: Migration): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query(migration.sql);
    await client.query(RECORD_APPLIED, [
      randomUUID(),
      migration.checksum,
      migration.name,
      new Date(),
    ]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * A migration of concurrent index builds (ADR 0043): statement by statement, with no
 * transaction, so the shop keeps writing to the table while the index builds. It is recorded
 * once every statement succeeded; until then a run starts it again.
 */
async function applyConcurrently(client: pg.Client, migration: Migration): Promise<void> {
  const statements = concurrentStatements(migration.name, migration.sql);
  const startedAt = new Date();
  try {
    await runConcurrentMigration(client, statements);
  } catch (error) {
    throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
  await client.query(RECORD_APPLIED, [randomUUID(), migration.checksum, migration.name, startedAt]);
}

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = ownConnection(admin.toString());
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await client
        .query(`CREATE DATABASE "${name.replaceAll('"', '""')}" ENCODING 'UTF8' TEMPLATE template0`)
        .catch((error: { code?: string }) => {
          // Another process created it in the meantime.
          if (error.code !== '42P04') throw error;
        });
    }
  } finally {
    await client.end();
  }
}

/** The shipped migrations (by name) that the database has not applied yet. */
export async function pendingMigrations(db: DbOrTx, shipped: string[]): Promise<string[]> {
  const [table] = await db.$queryRaw<{ present: boolean }[]>`
    SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS present`;
  if (!table?.present) return shipped;
  const rows = await db.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  const applied = new Set(rows.map((r) => r.migration_name));
  return shipped.filter((name) => !applied.has(name));
}
