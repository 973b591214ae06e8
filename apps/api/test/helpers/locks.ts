import type pg from 'pg';

/**
 * How many statements of the client's database are waiting for a lock right now. Inside a
 * transaction pg_stat_activity is a snapshot taken at its first read, so that snapshot is
 * dropped first: a client holding locks can watch others queue behind them.
 */
export async function lockWaiters(client: pg.Client): Promise<number> {
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0]?.n ?? 0;
}
