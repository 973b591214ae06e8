// Typed raw SQL for the checkout, the one hot path that writes. The same statements run either
// through Prisma's interactive transaction or straight on a node-postgres client from a small
// pool of its own; bench/run.ts measures both (docs/benchmarks.md).
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, DbOrTx } from './client.ts';
import { retryConflicts, type TransactionOptions } from './transaction.ts';

/** Runs one statement with $1.. placeholders and answers its rows. */
export interface Sql {
  query<Row>(text: string, values?: readonly unknown[]): Promise<Row[]>;
}

/** Statements inside a Prisma interactive transaction. */
export function prismaSql(tx: DbOrTx): Sql {
  return {
    query: <Row>(text: string, values: readonly unknown[] = []) =>
      tx.$queryRawUnsafe<Row[]>(text, ...values),
  };
}

const statementNames = new Map<string, string>();

/** A name per statement text; node-postgres prepares a named statement once per connection. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `checkout_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Statements on a node-postgres client, prepared: PostgreSQL parses and plans each checkout
 * statement once per connection instead of on every order (parsing and planning were most of
 * its CPU in the checkout profile, docs/benchmarks.md). Every text here is a constant with $n
 * placeholders, so the set of names stays small.
 */
export function pgSql(client: pg.PoolClient): Sql {
  return {
    query: async <Row>(text: string, values: readonly unknown[] = []) =>
      (
        await client.query<Row & pg.QueryResultRow>({
          name: statementName(text),
          text,
          values: values as unknown[],
        })
      ).rows,
  };
}

export interface SqlTransactionRunner {
  /** Runs `work` in a transaction, again after a serialization failure or deadlock (then 503). */
  run<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Prisma's interactive transaction. */
export function prismaRunner(db: Db, options: TransactionOptions = {}): SqlTransactionRunner {
  const { attempts, ...prismaOptions } = options;
  return {
    run: (work) =>
      retryConflicts(() => db.$transaction((tx) => work(prismaSql(tx)), prismaOptions), attempts),
    close: async () => undefined,
  };
}

// Same fail-fast rule as the main pool (src/db/client.ts).
const CONNECTION_TIMEOUT_MS = 5_000;

/** BEGIN ... COMMIT on a client of a pool of its own, so checkouts cannot take every connection. */
export function pgRunner(
  databaseUrl: string,
  poolSize: number,
  options: Pick<TransactionOptions, 'attempts'> = {},
): SqlTransactionRunner {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return {
    run: (work) =>
      retryConflicts(async () => {
        const client = await pool.connect();
        let broken = false;
        try {
          await client.query('BEGIN');
          const result = await work(pgSql(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {
            broken = true;
          });
          throw error;
        } finally {
          client.release(broken);
        }
      }, options.attempts),
    close: () => pool.end(),
  };
}
