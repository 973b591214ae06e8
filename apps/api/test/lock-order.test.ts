// Transactions that touch several products lock them in one order (by id), before any promo
// row, so a checkout and a cancellation of an order on the same products can never deadlock; the
// order is stated once, in prisma/functions/open_checkout.sql. The interleaving is forced: a
// third connection holds the first product row while the cancel and then the checkout queue
// behind it, holding whatever each locks before that row. On the embedded PostgreSQL 18 and on
// Debian's 15, the oldest the shop supports, in a database with a libc collation.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminSession } from './helpers/admin.ts';
import { startTestApp, type TestContext } from './helpers/app.ts';
import { createCollatedTestDatabase } from './helpers/database.ts';
import {
  debianPostgresInstalled,
  startDebianPostgres,
  type DebianPostgres,
} from './helpers/debian-postgres.ts';
import { loggedInShopper, placeOrder } from './helpers/checkout.ts';
import {
  addCartLine,
  createOrder,
  createProduct,
  createPromo,
  usePromo,
} from './helpers/factories.ts';
import { lockWaiters } from './helpers/locks.ts';

const servers = [
  { label: 'embedded PostgreSQL 18', debian: false },
  { label: "Debian's PostgreSQL 15", debian: true },
];

describe.each(servers)('lock order on $label', ({ debian }) => {
  if (debian && !debianPostgresInstalled) {
    it.skip("needs Debian's postgresql-15 package (/usr/lib/postgresql/15/bin)", () => {});
    return;
  }
  const ctx = {} as TestContext;
  const cleanUps: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (debian) {
      const server: DebianPostgres = await startDebianPostgres();
      cleanUps.push(server.stop);
      const database = await createCollatedTestDatabase('libc', server.url);
      if (!database) throw new Error("Debian's PostgreSQL offers no libc collation");
      cleanUps.push(database.drop);
      databaseUrl = database.url;
    }
    const started = await startTestApp(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
    cleanUps.push(started.stop);
    Object.assign(ctx, started.context);
  }, 60_000);
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });
  let blocker: pg.Client;
  let observer: pg.Client;
  beforeEach(async () => {
    blocker = new pg.Client({ connectionString: ctx.databaseUrl });
    observer = new pg.Client({ connectionString: ctx.databaseUrl });
    await Promise.all([blocker.connect(), observer.connect()]);
  });
  afterEach(async () => {
    await Promise.all([blocker.end(), observer.end()]);
  });

  /** Resolves once `count` statements of this database are waiting for a lock. */
  const waitForLockWaiters = (count: number) =>
    expect
      .poll(() => lockWaiters(observer), { timeout: 10_000, interval: 25 })
      .toBeGreaterThanOrEqual(count);

  const deadlocks = async () =>
    (
      await observer.query<{ n: number }>(
        'SELECT deadlocks::int AS n FROM pg_stat_database WHERE datname = current_database()',
      )
    ).rows[0]?.n ?? 0;

  it('a cancel and a checkout on the same products and promo both go through, without a deadlock', async () => {
    const [first, second] = (
      await Promise.all([
        createProduct(ctx.db, { stockQuantity: 50 }),
        createProduct(ctx.db, { stockQuantity: 50 }),
      ])
    ).sort((a, b) => (a.id < b.id ? -1 : 1));
    const promo = await createPromo(ctx.db, { type: 'flat', value: 1_000 });
    const placed = await createOrder(ctx.db, {
      orderNumber: '20261101-9001',
      items: [
        { product: second, quantity: 2 },
        { product: first, quantity: 1 },
      ],
      promoCode: promo.code,
      discount: 1_000,
    });
    await usePromo(ctx.db, promo.id, placed, 1_000);
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, first.id, 1);
    await addCartLine(ctx.db, shopper.owner, second.id, 1);
    const admin = await adminSession(ctx.app, ctx.db);
    const deadlocksBefore = await deadlocks();

    await blocker.query('BEGIN');
    await blocker.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [first.id]);
    const cancel = ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.id}/actions`,
      headers: admin.headers,
      payload: { action: 'cancel' },
    });
    await waitForLockWaiters(1);
    const checkout = placeOrder(ctx.app, shopper, { promo_code: promo.code });
    await waitForLockWaiters(2);
    await blocker.query('COMMIT');

    const [cancelled, ordered] = await Promise.all([cancel, checkout]);
    expect(cancelled.statusCode).toBe(200);
    expect(ordered.statusCode).toBe(201);
    expect(await deadlocks()).toBe(deadlocksBefore);

    const stock = await ctx.db.product.findMany({
      where: { id: { in: [first.id, second.id] } },
      select: { id: true, stockQuantity: true },
    });
    expect(Object.fromEntries(stock.map((p) => [p.id, p.stockQuantity]))).toEqual({
      [first.id]: 50,
      [second.id]: 51,
    });
    const { usedCount } = await ctx.db.promo.findUniqueOrThrow({
      where: { id: promo.id },
      select: { usedCount: true },
    });
    expect(usedCount).toBe(1);
  });

  it('a checkout locks its products only after writing the order, for the end of the statement and the commit', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 50 });
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, product.id, 1);
    // The order's first event waits on an advisory lock the blocker holds, in the middle of the
    // order statement: the product row must still be free then.
    await ctx.db.$executeRawUnsafe(`
      CREATE FUNCTION hold_order_events() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_advisory_xact_lock(424242); RETURN NEW; END $$`);
    await ctx.db.$executeRawUnsafe(`
      CREATE TRIGGER hold_order_events BEFORE INSERT ON order_events
      FOR EACH ROW EXECUTE FUNCTION hold_order_events()`);
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT pg_advisory_xact_lock(424242)');
      const checkout = placeOrder(ctx.app, shopper);
      await waitForLockWaiters(1);
      await observer.query('BEGIN');
      // NOWAIT fails at once on a locked row; either way the blocker lets the checkout go on.
      const free = await observer
        .query('SELECT id FROM products WHERE id = $1 FOR NO KEY UPDATE NOWAIT', [product.id])
        .then(
          (result) => result.rowCount,
          () => 0,
        );
      await observer.query('ROLLBACK');
      await blocker.query('COMMIT');
      expect(free).toBe(1);
      expect((await checkout).statusCode).toBe(201);
      const { stockQuantity } = await ctx.db.product.findUniqueOrThrow({
        where: { id: product.id },
        select: { stockQuantity: true },
      });
      expect(stockQuantity).toBe(49);
    } finally {
      await ctx.db.$executeRawUnsafe('DROP TRIGGER hold_order_events ON order_events');
      await ctx.db.$executeRawUnsafe('DROP FUNCTION hold_order_events()');
    }
  });
});
