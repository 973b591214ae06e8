// Migrations that build or drop indexes CONCURRENTLY (ADR 0043). PostgreSQL refuses those inside a
// transaction block, and a script of several statements sent at once runs as one implicit
// transaction, so such a migration runs statement by statement, outside any transaction. It may
// hold only concurrent index statements: anything else would lose the all-or-nothing of an
// ordinary migration. A build that failed leaves an INVALID index behind; the next run drops it
// (concurrently too) before building it again, so a failed migration can simply be run again.
import type pg from 'pg';

const CONCURRENTLY = /\bCONCURRENTLY\b/i;
const STATEMENT =
  /^(?:CREATE\s+(?:UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)"?|DROP\s+INDEX\s+CONCURRENTLY\s+(?:IF\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)"?)\s/i;

const withoutComments = (sql: string) => sql.replace(/--[^\n]*/g, '');

/** True when the migration builds or drops an index concurrently, so it cannot run in a transaction. */
export const isConcurrentMigration = (sql: string) => CONCURRENTLY.test(withoutComments(sql));

export interface ConcurrentStatement {
  sql: string;
  /** The index a CREATE INDEX CONCURRENTLY builds; undefined for a DROP. */
  builds?: string;
}

/** The migration's statements, each a concurrent index build or drop, or an error saying why not. */
export function concurrentStatements(name: string, sql: string): ConcurrentStatement[] {
  const statements = withoutComments(sql)
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  return statements.map((statement) => {
    const match = STATEMENT.exec(statement);
    if (!match) {
      throw new Error(
        `Migration ${name} builds an index CONCURRENTLY, so it runs outside a transaction and ` +
          `may hold only CREATE INDEX CONCURRENTLY and DROP INDEX CONCURRENTLY statements; ` +
          `put this one in a migration of its own: ${statement.slice(0, 80)}`,
      );
    }
    return { sql: statement, builds: match[1]?.toLowerCase() };
  });
}

const INVALID_INDEX = `
SELECT 1 FROM pg_index ix JOIN pg_class c ON c.oid = ix.indexrelid
 WHERE c.relname = $1 AND c.relnamespace = current_schema()::regnamespace AND NOT ix.indisvalid`;

/** Runs each statement on its own (autocommit), dropping what an earlier failed build left. */
export async function runConcurrentMigration(
  client: pg.Client,
  statements: ConcurrentStatement[],
): Promise<void> {
  for (const statement of statements) {
    if (statement.builds) {
      const leftover = await client.query(INVALID_INDEX, [statement.builds]);
      if (leftover.rowCount) {
        await client.query(`DROP INDEX CONCURRENTLY IF EXISTS "${statement.builds}"`);
      }
    }
    await client.query(statement.sql);
  }
}
