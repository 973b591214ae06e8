// The database going away, as node-postgres and Prisma's adapter report it: a restart or a
// failover (57P01, 57P02, then 57P03 while it starts), a terminated backend, a dropped socket, a
// refused or timed-out connection. Such a failure says nothing about the request: it is answered
// 503 with Retry-After (plugins/app/error-handler.ts), and the background jobs wait for the next
// pass. Everything else stays an error that is logged and answered 500.
import pg from 'pg';
import { errorChain } from './transaction.ts';

// Postgres SQLSTATEs, Node's socket codes and Prisma's engine codes for an unreachable database.
const CONNECTION_CODES = new Set([
  '57P01', // admin_shutdown: fast shutdown or pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'P1001',
  'P1002',
  'P1017',
]);

// What @prisma/adapter-pg calls these failures (its DriverAdapterError kinds).
const CONNECTION_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);

// node-postgres reports some of them by message only.
const CONNECTION_MESSAGE =
  /Connection terminated|terminating connection|is not queryable|Can't reach database server|connection (?:refused|timeout)|the database system is (?:shutting down|starting up|in recovery mode)|timeout exceeded when trying to connect/i;

/** The database could not be reached or dropped the connection: nothing about the work itself. */
export function isConnectionError(error: unknown): boolean {
  for (const e of errorChain(error)) {
    for (const code of [e.code, e.originalCode]) {
      if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    }
    if (typeof e.kind === 'string' && CONNECTION_KINDS.has(e.kind)) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/**
 * A connection of its own, outside the pool (migrations, creating the database). node-postgres
 * announces a connection that breaks with an 'error' event, and an 'error' event nobody listens
 * to ends the process; the statement in flight, or the next one, fails with the error anyway,
 * so the listener only has to exist.
 */
export function ownConnection(connectionString: string): pg.Client {
  const client = new pg.Client({ connectionString });
  client.on('error', () => {});
  return client;
}
