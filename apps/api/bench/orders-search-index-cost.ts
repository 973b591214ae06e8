// What one new order costs the back office's order search index (orders_search_idx), beside a
// million orders and on an empty table, with the index as it was (ADR 0043/0049: the phone as
// typed and as digits, the whole email) and as it is (ADR 0058: the phone's digits, the email's
// part before its @). `npx tsx bench/orders-search-index-cost.ts` on a throwaway embedded server:
// the five searched columns in the history seeder's shapes, 1,700 single-row inserts as the
// guest rush writes them (a bench guest's email, then an address on a common domain), the index
// pages each touched read from pg_statio_user_indexes. Pages, not times: they do not depend on
// the machine's load.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, withDatabase } from '../src/db/embedded.ts';
import { log } from './settings.ts';

const HISTORY = Number(process.env.BENCH_HISTORY_ORDERS ?? 1_000_000);
const RUSH = 1_700;

const COLUMNS = {
  before: `order_number gin_trgm_ops, customer_name gin_trgm_ops, customer_email gin_trgm_ops,
           customer_phone gin_trgm_ops, depositor_name gin_trgm_ops,
           (regexp_replace(customer_phone, '[^0-9]', '', 'g')) gin_trgm_ops`,
  after: `order_number gin_trgm_ops, customer_name gin_trgm_ops,
          (split_part(customer_email, '@', 1)) gin_trgm_ops, depositor_name gin_trgm_ops,
          (regexp_replace(customer_phone, '[^0-9]', '', 'g')) gin_trgm_ops`,
};

const SETUP = `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE TABLE history (order_number text, customer_name text, customer_email text,
                      customer_phone text, depositor_name text);
INSERT INTO history
SELECT to_char(date '2023-11-28' + (i / 913), 'YYYYMMDD') || '-' || lpad((i % 913 + 1)::text, 4, '0'),
       (ARRAY['김','이','박','최','정','강','조','윤','장','임'])[1 + i % 10] ||
         (ARRAY['민준','서연','도윤','하은','지호','수아','예준','지우','시우','서윤','주원','하린'])[1 + (i / 10) % 12],
       'cust' || (i % 200000) ||
         (ARRAY['@naver.com','@gmail.com','@daum.net','@kakao.com','@seed.jangbogi.kr'])[1 + (i / 7) % 5],
       '010-' || lpad(((i::bigint * 7919) % 10000)::text, 4, '0') || '-' || lpad(((i::bigint * 104729) % 10000)::text, 4, '0'),
       CASE WHEN i % 3 = 0 THEN '입금' || (i % 1000) END
  FROM generate_series(1, $1::int) i;
CREATE FUNCTION rush_into(t regclass, start int, bench_email boolean) RETURNS void
LANGUAGE plpgsql AS $f$
BEGIN
  FOR i IN start .. start + ${RUSH - 1} LOOP
    EXECUTE format('INSERT INTO %s VALUES ($1, $2, $3, $4, NULL)', t)
      USING '20261128-' || lpad(i::text, 4, '0'), 'Park Jisoo',
            CASE WHEN bench_email THEN 'bench-' || gen_random_uuid() || '@example.com'
                 ELSE 'shopper' || (i * 37 % 100000) || '@naver.com' END,
            '010-' || lpad((i * 13 % 10000)::text, 4, '0') || '-' || lpad((i * 71 % 10000)::text, 4, '0');
  END LOOP;
END $f$;`;

async function indexBlocks(client: pg.Client, index: string): Promise<number> {
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ n: string }>(
    `SELECT idx_blks_hit + idx_blks_read AS n FROM pg_statio_user_indexes WHERE indexrelname = $1`,
    [index],
  );
  return Number(rows[0]?.n ?? 0);
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-search-index-'));
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') });
  const client = new pg.Client({ connectionString: withDatabase(server.url, 'postgres') });
  try {
    await client.connect();
    await client.query("SET maintenance_work_mem = '512MB'");
    // The multi-statement setup takes no parameters: the history's size goes in as text.
    await client.query(SETUP.replace('$1::int', String(HISTORY)));
    for (const [variant, columns] of Object.entries(COLUMNS))
      for (const table of [`history_${variant}`, `empty_${variant}`]) {
        const source = table.startsWith('history') ? 'history' : 'history WHERE false';
        await client.query(`CREATE TABLE ${table} AS SELECT * FROM ${source}`);
        await client.query(
          `CREATE INDEX ${table}_search ON ${table} USING gin (${columns}) WITH (fastupdate = off)`,
        );
      }
    await client.query('VACUUM ANALYZE');
    const sizes = await client.query<{ name: string; size: string }>(
      `SELECT relname AS name, pg_size_pretty(pg_relation_size(oid)) AS size FROM pg_class
        WHERE relname LIKE 'history_%_search'`,
    );
    for (const row of sizes.rows) log(`${row.name}: ${row.size}`);
    let start = 1;
    for (const benchEmail of [true, false])
      for (const round of [1, 2])
        for (const table of ['empty_before', 'empty_after', 'history_before', 'history_after']) {
          const before = await indexBlocks(client, `${table}_search`);
          await client.query('SELECT rush_into($1, $2, $3)', [table, start, benchEmail]);
          // The statistics of a backend reach the shared ones when it is idle or asked to.
          await client.query('SELECT pg_stat_force_next_flush()');
          await client.query('SELECT 1');
          const blocks = (await indexBlocks(client, `${table}_search`)) - before;
          log(
            `${table}, ${benchEmail ? "the bench's guest emails" : 'emails on a common domain'}, round ${round}: ${(blocks / RUSH).toFixed(0)} index blocks an order`,
          );
          start += RUSH;
        }
  } finally {
    await client.end().catch(() => undefined);
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
