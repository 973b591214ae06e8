// A migration that adds an index to orders builds it CONCURRENTLY (ADR 0043), and the shop keeps
// taking orders meanwhile. A transaction that wrote to orders and stays open holds the build at
// its first wait (for the writers before it); checkouts then go through while the build is still
// waiting. The same index built without CONCURRENTLY queues behind that transaction and every
// checkout queues behind it: the stall the concurrent build avoids.
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { concurrentStatements } from '../src/db/concurrent-migration.ts';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate.ts';
import { useTestApp } from './helpers/app.ts';
import { loggedInShopper, placeOrder, type LoggedInShopper } from './helpers/checkout.ts';
import { addCartLine, createProduct } from './helpers/factories.ts';
import { lockWaiters } from './helpers/locks.ts';

const SEARCH_INDEX_MIGRATION = '20261127110000_orders_search_index';

describe('a live migration', () => {
  const ctx = useTestApp();
  let holder: pg.Client;
  let observer: pg.Client;
  let shopper: LoggedInShopper;

  beforeEach(async () => {
    holder = new pg.Client({ connectionString: ctx.databaseUrl });
    observer = new pg.Client({ connectionString: ctx.databaseUrl });
    await Promise.all([holder.connect(), observer.connect()]);
    shopper ??= await loggedInShopper(ctx.app, ctx.db);
  });
  afterEach(async () => {
    await Promise.all([holder.end(), observer.end()]);
  });

  async function checkout() {
    await addCartLine(ctx.db, shopper.owner, (await createProduct(ctx.db)).id, 1);
    return placeOrder(ctx.app, shopper);
  }

  /** An order that a transaction has written to and keeps open. */
  async function holdAWriteOnOrders() {
    const placed = await checkout();
    expect(placed.statusCode).toBe(201);
    await holder.query('BEGIN');
    await holder.query("UPDATE orders SET note = 'held' WHERE id = $1", [
      placed.json<{ _id: string }>()._id,
    ]);
  }

  /** The index build's backend while it waits for a lock, as pg_stat_activity shows it. */
  async function waitingBuild(pattern: string): Promise<string | undefined> {
    await observer.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await observer.query<{ wait_event: string }>(
      `SELECT wait_event FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE $1`,
      [pattern],
    );
    return rows[0]?.wait_event;
  }

  it('builds the search index CONCURRENTLY while checkouts go through', async () => {
    // A shop migrated before this index: drop it and forget the migration.
    await observer.query('DROP INDEX orders_search_idx');
    await observer.query('DELETE FROM _prisma_migrations WHERE migration_name = $1', [
      SEARCH_INDEX_MIGRATION,
    ]);
    await holdAWriteOnOrders();

    const migrating = migrate(ctx.databaseUrl);
    await expect
      .poll(() => waitingBuild('CREATE INDEX CONCURRENTLY%orders_search_idx%'), {
        timeout: 20_000,
        interval: 25,
      })
      .toBe('virtualxid');

    const orders = [await checkout(), await checkout(), await checkout()];
    expect(orders.map((o) => o.statusCode)).toEqual([201, 201, 201]);
    // The orders went through while the build was still waiting.
    expect(await waitingBuild('CREATE INDEX CONCURRENTLY%orders_search_idx%')).toBe('virtualxid');

    await holder.query('ROLLBACK');
    expect((await migrating).applied).toEqual([SEARCH_INDEX_MIGRATION]);
    const { rows } = await observer.query<{ valid: boolean }>(
      `SELECT ix.indisvalid AS valid FROM pg_index ix
         JOIN pg_class c ON c.oid = ix.indexrelid WHERE c.relname = 'orders_search_idx'`,
    );
    expect(rows).toEqual([{ valid: true }]);
  });

  it('without CONCURRENTLY, the same build would hold every checkout behind it', async () => {
    await holdAWriteOnOrders();
    const builder = new pg.Client({ connectionString: ctx.databaseUrl });
    await builder.connect();
    try {
      const building = builder.query(
        'CREATE INDEX orders_blocking_idx ON orders USING gin (customer_name gin_trgm_ops)',
      );
      await expect
        .poll(() => waitingBuild('CREATE INDEX orders_blocking_idx%'), { timeout: 10_000 })
        .toBe('relation');
      const placing = checkout();
      await expect
        .poll(() => lockWaiters(observer), { timeout: 10_000, interval: 25 })
        .toBeGreaterThanOrEqual(2);
      await holder.query('ROLLBACK');
      await building;
      expect((await placing).statusCode).toBe(201);
    } finally {
      await builder.query('DROP INDEX IF EXISTS orders_blocking_idx');
      await builder.end();
    }
  });

  it('builds again an index whose concurrent build failed, once the data allows it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-migrations-'));
    try {
      await cp(MIGRATIONS_DIR, dir, { recursive: true });
      const unique = path.join(dir, '99990101000000_unique_notes');
      await mkdir(unique);
      await writeFile(
        path.join(unique, 'migration.sql'),
        'CREATE UNIQUE INDEX CONCURRENTLY "orders_unique_note_idx" ON "orders" ("note");\n',
      );
      await observer.query("UPDATE orders SET note = 'same'");
      await expect(migrate(ctx.databaseUrl, dir)).rejects.toThrow(
        /99990101000000_unique_notes failed/,
      );
      // PostgreSQL leaves the failed build behind as an INVALID index of that name.
      const leftover = await observer.query(
        `SELECT 1 FROM pg_index ix JOIN pg_class c ON c.oid = ix.indexrelid
          WHERE c.relname = 'orders_unique_note_idx' AND NOT ix.indisvalid`,
      );
      expect(leftover.rowCount).toBe(1);

      await observer.query('UPDATE orders SET note = id::text');
      expect((await migrate(ctx.databaseUrl, dir)).applied).toEqual([
        '99990101000000_unique_notes',
      ]);
      await observer.query('DROP INDEX orders_unique_note_idx');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a concurrent migration that holds anything but concurrent index statements', () => {
    expect(() =>
      concurrentStatements(
        'mixed',
        'ALTER TABLE orders ADD COLUMN x int; CREATE INDEX CONCURRENTLY "x_idx" ON orders (x);',
      ),
    ).toThrow(/may hold only CREATE INDEX CONCURRENTLY/);
    expect(
      concurrentStatements(
        'fine',
        '-- why\nDROP INDEX CONCURRENTLY IF EXISTS "a_idx";\nCREATE INDEX CONCURRENTLY "b_idx" ON t (c);',
      ).map((s) => s.builds),
    ).toEqual([undefined, 'b_idx']);
  });
});
