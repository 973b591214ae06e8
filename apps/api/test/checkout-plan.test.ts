// A flash sale puts one product in thousands of carts. Reading one shopper's cart at checkout
// must still go through that cart's own lines, never through every line holding the product.
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateProducts } from '../src/db/seed/generate-products.ts';
import { seedShop } from '../src/db/seed/seed.ts';
import { pgSql, sqlTransaction } from '../src/db/sql.ts';
import { Prisma } from '../src/generated/prisma/client.ts';
import { openCheckout } from '../src/domain/orders/open.ts';
import { useTestApp } from './helpers/app.ts';
import { addCartLine, createProduct, createUser } from './helpers/factories.ts';

describe('checkout query plan', () => {
  const ctx = useTestApp();
  let shopperId = '';

  beforeAll(async () => {
    await seedShop(ctx.db, ctx.config);
    await generateProducts(ctx.db, 3_000);
    const hot = await Promise.all(
      Array.from({ length: 5 }, () => createProduct(ctx.db, { stockQuantity: 100_000 })),
    );
    const hotIds = hot.map((product) => product.id);
    // 3,000 other shoppers with two of the five hot products each, as in a flash sale.
    await ctx.db.$executeRaw`
      WITH u AS (
        INSERT INTO users (email, first_name, last_name, phone_number)
        SELECT 'crowd-' || g || '@example.com', 'Minji', 'Kim', '010-1234-5678'
          FROM generate_series(1, 3000) g
        RETURNING id
      ), c AS (
        INSERT INTO carts (user_id) SELECT id FROM u RETURNING id
      ), numbered AS (
        SELECT id, row_number() OVER () AS n FROM c
      )
      INSERT INTO cart_items (cart_id, product_id, quantity)
      SELECT numbered.id, (${hotIds}::uuid[])[((numbered.n + line) % 5) + 1], 1
        FROM numbered, generate_series(0, 1) line`;
    const shopper = await createUser(ctx.db);
    shopperId = shopper.id;
    await addCartLine(ctx.db, { userId: shopper.id }, hotIds[0] as string, 1);
    await addCartLine(ctx.db, { userId: shopper.id }, hotIds[1] as string, 2);
    await ctx.db.$executeRaw`VACUUM ANALYZE`;
  }, 60_000);

  it('reads the cart by its own lines, even where the planner would rather not sort', async () => {
    // Sorting is what the cart's own index saves; the product index offers the same order, so
    // with sorting made costly the planner shows which path the statement leaves open. The
    // statement runs inside open_checkout, so auto_explain reports its plan as a notice.
    const client = new pg.Client({ connectionString: ctx.databaseUrl });
    await client.connect();
    const notices: string[] = [];
    client.on('notice', (notice) => notices.push(notice.message ?? ''));
    try {
      await client.query(`LOAD 'auto_explain'`);
      for (const setting of [
        'auto_explain.log_min_duration = 0',
        'auto_explain.log_nested_statements = on',
        'auto_explain.log_analyze = on',
        'client_min_messages = log',
        'enable_sort = off',
      ]) {
        await client.query(`SET ${setting}`);
      }
      await client.query('BEGIN');
      const opened = await openCheckout(pgSql(client), { cartOwner: { userId: shopperId } });
      await client.query('ROLLBACK');
      if (opened.alreadyClaimed) throw new Error('no key was given');
      expect(opened.lines.map((line) => line.quantity).sort()).toEqual([1, 2]);
    } finally {
      await client.end();
    }
    const cartRead = notices.find((notice) => notice.includes('FROM cart_items ci'));
    expect(cartRead).toContain('cart_items_cart_id_product_id_key');
    expect(cartRead).not.toContain('cart_items_product_id_idx');
  });
});

describe('hand-written statements', () => {
  const ctx = useTestApp();

  it('are prepared once per connection, so PostgreSQL does not parse and plan them per order', async () => {
    const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: 1 });
    try {
      const prepared = await sqlTransaction(pool, async (sql) => {
        for (let i = 0; i < 3; i++) await sql.query(Prisma.sql`SELECT ${i}::int AS n`);
        return sql.query<{ name: string; calls: string }>(
          Prisma.sql`SELECT name, generic_plans + custom_plans AS calls FROM pg_prepared_statements
                      WHERE statement = 'SELECT $1::int AS n'`,
        );
      });
      expect(prepared).toHaveLength(1);
      expect(prepared[0]?.name).toMatch(/^s_/);
      expect(Number(prepared[0]?.calls)).toBe(3);
    } finally {
      await pool.end();
    }
  });
});
