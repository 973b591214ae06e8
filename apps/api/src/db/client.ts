import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient;
/** Either the client or an interactive transaction's client. */
export type DbOrTx = Omit<
  PrismaClient,
  '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'
>;

// When the database is down, a request should fail fast (503) rather than wait for a connection.
const CONNECTION_TIMEOUT_MS = 5_000;

export function createPrismaClient(databaseUrl: string, poolSize = 10): PrismaClient {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS });
  return new PrismaClient({ adapter });
}
