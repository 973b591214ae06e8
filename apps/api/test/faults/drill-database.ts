// A PostgreSQL of the test's own, to be restarted and to have its backends terminated under a
// running shop, the way a managed database's failover or an operator does it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, withDatabase, type EmbeddedServer } from '../../src/db/embedded.ts';
import { ensureDatabase, migrate } from '../../src/db/migrate.ts';

export interface DrillDatabase {
  /** The shop's database on the drill's server. */
  url: string;
  /**
   * Waits until a backend of the shop's database is inside a transaction (unless told not to),
   * then terminates every backend of that database (pg_terminate_backend). Answers how many
   * were mid-transaction.
   */
  terminateBackends: (options?: {
    waitForTransaction?: boolean;
  }) => Promise<{ terminated: number; midTransaction: number }>;
  /** A fast shutdown: every session gets 57P01, then connections are refused. */
  stopServer: () => Promise<void>;
  /** The same server again, on the same port. */
  startServer: () => Promise<void>;
  stop: () => Promise<void>;
}

// Long enough for a loaded 2-core machine to have a transaction open at some point.
const WAIT_FOR_TRANSACTION_MS = 5_000;

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  // The drill's own connection goes down with the server too; its queries report it.
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startDrillDatabase(name: string): Promise<DrillDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-drill-'));
  const dataDir = path.join(dir, 'pg');
  let server: EmbeddedServer = await startEmbeddedPostgres({ dataDir, ephemeral: true });
  const url = withDatabase(server.url, name);
  await ensureDatabase(url);
  await migrate(url);

  const terminateBackends = ({ waitForTransaction = true } = {}) =>
    withAdmin(server.url, async (client) => {
      const deadline = Date.now() + (waitForTransaction ? WAIT_FOR_TRANSACTION_MS : 0);
      for (;;) {
        // One statement, so the backends counted as mid-transaction are the ones terminated.
        const { rows } = await client.query<{ terminated: number; mid_transaction: number }>(
          `WITH backends AS (
             SELECT pid, xact_start FROM pg_stat_activity
              WHERE datname = $1 AND pid <> pg_backend_pid())
           SELECT count(*)::int AS terminated,
                  count(*) FILTER (WHERE xact_start IS NOT NULL)::int AS mid_transaction
             FROM backends
            WHERE ($2 OR EXISTS (SELECT 1 FROM backends WHERE xact_start IS NOT NULL))
              AND pg_terminate_backend(pid)`,
          [name, Date.now() >= deadline],
        );
        const [row] = rows;
        if (row && (row.terminated > 0 || Date.now() >= deadline))
          return { terminated: row.terminated, midTransaction: row.mid_transaction };
      }
    });

  return {
    url,
    terminateBackends,
    stopServer: () => server.stop(),
    startServer: async () => {
      server = await startEmbeddedPostgres({ dataDir, port: server.port, ephemeral: true });
    },
    stop: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
