// Checkouts beyond the bound are refused at once with 503 + Retry-After instead of queueing
// until the client gives up; the ones already running finish normally.
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { loggedInShopper, placeOrder } from './helpers/checkout.ts';
import { addCartLine, createProduct } from './helpers/factories.ts';
import { lockWaiters } from './helpers/locks.ts';

describe('checkout bound', () => {
  const ctx = useTestApp({ CHECKOUT_CONCURRENCY: '1', CHECKOUT_MAX_WAITING: '1' });
  let blocker: pg.Client;
  beforeEach(async () => {
    blocker = new pg.Client({ connectionString: ctx.databaseUrl });
    await blocker.connect();
  });
  afterEach(async () => {
    await blocker.end();
  });

  async function shopperWithCart(productId: string) {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, productId, 1);
    return () => placeOrder(ctx.app, shopper);
  }

  it('runs one, queues one and refuses the next with 503 and Retry-After', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 10 });
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => shopperWithCart(product.id)),
    );
    // Hold the product row so that the first checkout stays in its transaction.
    await blocker.query('BEGIN');
    await blocker.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [product.id]);
    const running = first!();
    await expect.poll(() => lockWaiters(blocker), { timeout: 10_000, interval: 25 }).toBe(1);
    // One of the next two waits for a turn, the other finds the queue full.
    const next = [second!(), third!()];
    const refused = await Promise.race(next);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ code: 'BUSY' });

    await blocker.query('COMMIT');
    expect((await running).statusCode).toBe(201);
    expect((await Promise.all(next)).map((res) => res.statusCode).sort()).toEqual([201, 503]);
    const { stockQuantity } = await ctx.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(stockQuantity).toBe(8);
  });
});
