import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient;
/** Either the client or an interactive transaction's client. */
export type DbOrTx = Omit<
  PrismaClient,
  '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'
>;

// When the database is down, a request should fail fast (503) rather than wait for a connection.
const CONNECTION_TIMEOUT_MS = 5_000;

/** The client and the pool under it; the pool's counters feed the metrics. Disconnecting ends the pool. */
export function createDatabase(
  databaseUrl: string,
  poolSize = 10,
): { db: PrismaClient; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  });
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  return { db: new PrismaClient({ adapter }), pool };
}

export function createPrismaClient(databaseUrl: string, poolSize = 10): PrismaClient {
  return createDatabase(databaseUrl, poolSize).db;
}
