// Hand-written SQL, the one way (ADR 0022): a statement is a `Prisma.sql` tagged template, each
// value a named interpolation that travels as a parameter, and it runs through an `Sql`, which is
// the shared pool or one transaction's connection. The model-shaped work stays on Prisma's client,
// which sits on the same pool (client.ts).
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Prisma } from '../generated/prisma/client.ts';
import type { DbOrTx } from './client.ts';
import { isConnectionError } from './connection-errors.ts';
import { retryConflicts } from './transaction.ts';

/** A statement: its text with $n placeholders and the values interpolated into it. */
export type Statement = Prisma.Sql;

export interface QueryOptions {
  /**
   * false: plan the statement for each call's values. For the searches, whose LIKE patterns
   * can use the prefix indexes only in a plan made for the pattern itself.
   */
  prepare?: boolean;
}

/** Runs statements on the pool or inside one transaction. */
export interface Sql {
  query<Row>(statement: Statement, options?: QueryOptions): Promise<Row[]>;
  /** Runs a statement for its effect; answers how many rows it changed. */
  execute(statement: Statement): Promise<number>;
}

const statementNames = new Map<string, string>();

// Statements are prepared once per connection under a name made from its text: parsing and
// planning were most of PostgreSQL's CPU on the hot paths (docs/benchmarks.md). Values are always
// parameters, so the set of texts is the set of statements in the code and stays small.
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

/** Statements on the pool (each on whichever connection is free) or on one client. */
export function pgSql(target: Queryable): Sql {
  const run = <Row>(statement: Statement, options: QueryOptions = {}) =>
    target.query<Row & pg.QueryResultRow>({
      ...(options.prepare === false ? {} : { name: statementName(statement.text) }),
      text: statement.text,
      values: statement.values,
    });
  return {
    query: async <Row>(statement: Statement, options?: QueryOptions) =>
      (await run<Row>(statement, options)).rows,
    execute: async (statement) => (await run(statement)).rowCount ?? 0,
  };
}

/** Statements inside a Prisma interactive transaction, for domain code that runs in one. */
export function prismaSql(tx: DbOrTx): Sql {
  return {
    query: <Row>(statement: Statement) => tx.$queryRaw<Row[]>(statement),
    execute: (statement) => tx.$executeRaw(statement),
  };
}

/**
 * BEGIN ... COMMIT on one connection of `pool`, run again after a serialization failure or a
 * deadlock (transaction.ts). `work` must have no effect outside the database. A connection that
 * breaks on the way (a restart, a terminated backend) fails the transaction with an error that
 * isConnectionError() knows, and is destroyed rather than handed to the next caller.
 */
export function sqlTransaction<T>(
  pool: pg.Pool,
  work: (tx: Sql) => Promise<T>,
  attempts?: number,
): Promise<T> {
  return retryConflicts(async () => {
    const client = await pool.connect();
    // While a client is out of the pool, node-postgres announces its connection breaking with
    // an 'error' event on it, even between two statements, and an 'error' event nobody listens
    // to ends the process. The statement in flight fails with the same error, so the listener
    // only remembers that this connection is done for.
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken ??= error;
    };
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await work(pgSql(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      // The server rolls back a transaction whose connection is gone; a ROLLBACK would only wait
      // on a dead socket.
      if (!broken && isConnectionError(error)) broken = error as Error;
      if (!broken) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken =
            rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
      }
      throw error;
    } finally {
      client.off('error', onError);
      // With an error, the pool closes the connection and opens a fresh one when needed.
      client.release(broken);
    }
  }, attempts);
}
