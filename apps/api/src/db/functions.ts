// The database's functions as source (ADR 0029): one file per function under prisma/functions,
// holding its current definition. The migrate step applies them after the migrations, like
// Flyway's repeatable migrations: a file is applied again when its checksum changes, and also
// when the function it defines is no longer what was applied (dropped, or replaced by hand), so
// every database ends with the files' definitions. Migrations keep only history.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

export const FUNCTIONS_DIR = fileURLToPath(
  new URL('../../../../prisma/functions', import.meta.url),
);

export interface DatabaseFunction {
  /** The function's name, which is also its file's name. */
  name: string;
  sql: string;
  checksum: string;
}

const DEFINES = /^CREATE OR REPLACE FUNCTION\s+("?)([a-z_][a-z0-9_]*)\1\s*\(/gim;

/** The files in name order; each must define exactly the function it is named after. */
export async function readFunctions(dir = FUNCTIONS_DIR): Promise<DatabaseFunction[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const name = file.slice(0, -'.sql'.length);
      const sql = await readFile(path.join(dir, file), 'utf8');
      const defined = [...sql.matchAll(DEFINES)].map((match) => match[2]);
      if (defined.length !== 1 || defined[0] !== name) {
        throw new Error(
          `prisma/functions/${file} must hold one CREATE OR REPLACE FUNCTION ${name}(...), ` +
            `found: ${defined.join(', ') || 'none'}`,
        );
      }
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

const BOOKKEEPING_TABLE = `
CREATE TABLE IF NOT EXISTS "_database_functions" (
  "name" TEXT PRIMARY KEY,
  "checksum" VARCHAR(64) NOT NULL,
  "definition_md5" VARCHAR(32) NOT NULL,
  "applied_at" TIMESTAMPTZ NOT NULL DEFAULT now()
)`;

/** What each function of the current schema is now, as one hash per name (all its overloads). */
const DEFINITIONS = `
SELECT p.proname AS name,
       md5(string_agg(pg_get_functiondef(p.oid), E'\\n' ORDER BY p.oid)) AS definition_md5
  FROM pg_proc p
 WHERE p.pronamespace = (SELECT n.oid FROM pg_namespace n WHERE n.nspname = current_schema())
   AND p.prokind = 'f' AND p.proname = ANY($1::text[])
 GROUP BY p.proname`;

/**
 * Applies the files that changed or whose function changed since, in one transaction, on a
 * client that holds the migration lock. Answers the names applied.
 */
export async function applyFunctions(client: pg.Client, dir = FUNCTIONS_DIR): Promise<string[]> {
  const functions = await readFunctions(dir);
  const names = functions.map((f) => f.name);
  await client.query(BOOKKEEPING_TABLE);
  const recorded = await client.query<{ name: string; checksum: string; definition_md5: string }>(
    'SELECT name, checksum, definition_md5 FROM "_database_functions"',
  );
  const current = await client.query<{ name: string; definition_md5: string }>(DEFINITIONS, [
    names,
  ]);
  const now = new Map(current.rows.map((row) => [row.name, row.definition_md5]));
  const due = functions.filter((f) => {
    const applied = recorded.rows.find((row) => row.name === f.name);
    return applied?.checksum !== f.checksum || applied.definition_md5 !== now.get(f.name);
  });
  if (due.length === 0) return [];

  await client.query('BEGIN');
  try {
    for (const f of due) {
      try {
        await client.query(f.sql);
      } catch (error) {
        throw new Error(`prisma/functions/${f.name}.sql failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
    const applied = await client.query<{ name: string; definition_md5: string }>(DEFINITIONS, [
      due.map((f) => f.name),
    ]);
    for (const f of due) {
      await client.query(
        `INSERT INTO "_database_functions" (name, checksum, definition_md5, applied_at)
         VALUES ($1, $2, $3, now())
         ON CONFLICT (name) DO UPDATE
           SET checksum = EXCLUDED.checksum, definition_md5 = EXCLUDED.definition_md5,
               applied_at = EXCLUDED.applied_at`,
        [f.name, f.checksum, applied.rows.find((row) => row.name === f.name)?.definition_md5],
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  return due.map((f) => f.name);
}
