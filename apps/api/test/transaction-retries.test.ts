// Postgres may abort a sound transaction with a serialization failure (40001) or a deadlock
// (40P01). The business transactions run again a few times, then answer 503 with Retry-After;
// never a 500. The failures here are real ones, raised by a trigger inside the transaction.
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TRANSACTION_ATTEMPTS } from '../src/db/transaction.ts';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { guestCheckout, guestShopper, loggedInShopper, placeOrder } from './helpers/checkout.ts';
import { addCartLine, createOrder, createProduct } from './helpers/factories.ts';

describe('transaction retries', () => {
  const ctx = useTestApp();
  let client: pg.Client;
  beforeEach(async () => {
    client = new pg.Client({ connectionString: ctx.databaseUrl });
    await client.connect();
  });
  afterEach(async () => {
    await client.query('DROP TRIGGER IF EXISTS forced_conflict ON order_events');
    await client.query('DROP SEQUENCE IF EXISTS forced_conflict_attempts');
    await client.end();
  });

  /** The first `failures` transactions that write an order event abort with `code`. */
  async function failFirst(failures: number, code: '40001' | '40P01') {
    // A sequence, because it does not roll back with the failed transaction.
    await client.query('CREATE SEQUENCE forced_conflict_attempts');
    await client.query(`
      CREATE OR REPLACE FUNCTION forced_conflict() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('forced_conflict_attempts') <= ${failures} THEN
          RAISE EXCEPTION 'forced conflict' USING ERRCODE = '${code}';
        END IF;
        RETURN NEW;
      END $$`);
    await client.query(
      'CREATE TRIGGER forced_conflict BEFORE INSERT ON order_events FOR EACH ROW EXECUTE FUNCTION forced_conflict()',
    );
  }
  const attempts = async () =>
    Number(
      (
        await client.query<{ last_value: string }>(
          'SELECT last_value FROM forced_conflict_attempts',
        )
      ).rows[0]?.last_value,
    );

  async function userCheckout(productId: string) {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, productId, 1);
    return placeOrder(ctx.app, shopper);
  }

  it('a checkout hit by a serialization failure runs again and succeeds', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 5 });
    await failFirst(1, '40001');
    const res = await userCheckout(product.id);
    expect(res.statusCode).toBe(201);
    expect(await attempts()).toBe(2);
    const { stockQuantity } = await ctx.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(stockQuantity).toBe(4);
  });

  it('a guest checkout hit by deadlocks runs again and succeeds', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 5 });
    const guest = await guestShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, guest.owner, product.id, 1);
    await failFirst(2, '40P01');
    const res = await guestCheckout(ctx.app, guest);
    expect(res.statusCode).toBe(201);
    expect(await attempts()).toBe(3);
    expect(await ctx.db.order.count({ where: { guestSessionId: guest.session.id } })).toBe(1);
  });

  it('answers 503 with Retry-After when every attempt fails, and changes nothing', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 5 });
    await failFirst(1_000, '40001');
    const res = await userCheckout(product.id);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({
      code: 'BUSY',
      message: expect.stringContaining('please try again'),
    });
    expect(await attempts()).toBe(TRANSACTION_ATTEMPTS);
    const { stockQuantity } = await ctx.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(stockQuantity).toBe(5);
  });

  it('an admin cancel hit by a deadlock runs again; when it keeps failing, 503', async () => {
    const admin = await adminSession(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, { stockQuantity: 5 });
    const cancel = async () => {
      const order = await createOrder(ctx.db, {
        orderNumber: `20261101-${Math.random().toString().slice(2, 8)}`,
        items: [{ product, quantity: 2 }],
      });
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/actions`,
        headers: admin.headers,
        payload: { action: 'cancel' },
      });
      return res;
    };
    await failFirst(1, '40P01');
    expect((await cancel()).statusCode).toBe(200);
    await client.query('DROP TRIGGER forced_conflict ON order_events');
    await client.query('DROP SEQUENCE forced_conflict_attempts');

    await failFirst(1_000, '40P01');
    const refused = await cancel();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    const { stockQuantity } = await ctx.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(stockQuantity).toBe(7);
  });
});
