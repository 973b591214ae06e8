import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient, type Prisma } from '../generated/prisma/client.ts';

export type Db = PrismaClient;
/** Either the client or an interactive transaction's client. */
export type DbOrTx = Omit<
  PrismaClient,
  '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'
>;

// When the database is down, a request should fail fast (503) rather than wait for a connection.
const CONNECTION_TIMEOUT_MS = 5_000;

/** A Prisma client on a pool of its own; disconnecting the client ends the pool. */
export function createPrismaClient(databaseUrl: string, poolSize = 10): PrismaClient {
  const adapter = new PrismaPg({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  });
  return new PrismaClient({ adapter });
}

/** Typed raw SQL straight through the pool (no Prisma layer): the hot catalogue reads only. */
export type Sql = Pick<pg.Pool, 'query'>;

/**
 * The app's one Prisma client and, sharing its connection pool, the `Sql` the hot catalogue reads
 * use: on the product page and the list pages Prisma's raw-query layer cost more time than the
 * query itself (docs/benchmarks.md). The pool itself is exposed for its usage figures (metrics).
 */
export function createDatabase(databaseUrl: string, poolSize = 10) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  });
  // An idle connection dropped by a database restart must not crash the process; the next query
  // gets a fresh connection (or fails with 503 while the database is down).
  pool.on('error', () => {});
  const db = new PrismaClient({ adapter: new PrismaPg(pool) });
  const close = async () => {
    await db.$disconnect();
    if (!pool.ended) await pool.end();
  };
  return { db, pool, sql: pool as Sql, close };
}

/** Rows of a Prisma.sql query run through `sql`; `name` prepares it once per connection. */
export async function queryRows<T extends pg.QueryResultRow>(
  sql: Sql,
  query: Prisma.Sql,
  name?: string,
): Promise<T[]> {
  const result = await sql.query<T>({
    text: query.text,
    values: query.values,
    ...(name ? { name } : {}),
  });
  return result.rows;
}
