// Three years of orders on Debian's PostgreSQL 15 in a libc-collated (C.UTF-8) database, as the
// search bench does (debian-search.ts): a throwaway server on a socket with the same products and
// history, its own API, and the orders bench against it.
import pg from 'pg';
import { createCollatedDatabase } from '../src/db/collated-database.ts';
import { debianPostgresInstalled, startDebianPostgres } from '../test/helpers/debian-postgres.ts';
import { serverVersion } from './debian-search.ts';
import { ensureOrderHistory, ordersBench } from './orders-bench.ts';
import { historyCases } from './orders-history-cases.ts';
import { log } from './settings.ts';

interface DebianOrdersBench {
  start: (
    name: string,
    env: Record<string, string>,
  ) => Promise<{ baseUrl: string; pid: number; stop: () => Promise<void> }>;
  /** Migrates and seeds the products. */
  prepareDatabase: (url: string) => Promise<number | undefined>;
}

/** The table rows of the PostgreSQL 15 run, and the seconds its history took to write. */
export async function debianOrders(
  env: Record<string, string>,
  bench: DebianOrdersBench,
): Promise<{ rows: string[]; historySeconds?: number | undefined }> {
  if (!debianPostgresInstalled) {
    log(
      "Debian's PostgreSQL 15 is not installed (scripts/ensure-debian-postgres.sh): no orders run on it",
    );
    return { rows: [] };
  }
  log("starting Debian's PostgreSQL 15 for the orders bench ...");
  const server = await startDebianPostgres();
  const stops: (() => Promise<void>)[] = [];
  try {
    const created = await createCollatedDatabase(server.url, 'jangbogi_pg15_orders', 'libc');
    if (!created) throw new Error("Debian's PostgreSQL 15 offers no libc collation");
    await bench.prepareDatabase(created.url);
    const historySeconds = await ensureOrderHistory(created.url);
    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    stops.push(() => client.end());
    const api = await bench.start('api-pg15-orders', { ...env, DATABASE_URL: created.url });
    stops.push(api.stop);
    const label = `PostgreSQL ${await serverVersion(client)} (${created.collation})`;
    const apiEnv = { ...env, DATABASE_URL: created.url };
    const rows = await ordersBench(client, {
      label,
      databaseUrl: created.url,
      env: apiEnv,
      apiUrl: api.baseUrl,
      apiPid: api.pid,
    });
    // The bank statement, and the checkout rush beside the history against a new shop on the
    // same server and collation.
    const newShop = await createCollatedDatabase(server.url, 'jangbogi_pg15_new_shop', 'libc');
    if (newShop)
      rows.push(
        ...(await historyCases(
          client,
          { ...bench, url: created.url, env: apiEnv, apiUrl: api.baseUrl },
          label,
          newShop.url,
        )),
      );
    return { rows, historySeconds };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await server.stop();
  }
}
