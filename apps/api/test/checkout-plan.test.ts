// A flash sale puts one product in thousands of carts. Reading one shopper's cart at checkout
// must still go through that cart's own lines, never through every line holding the product.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateProducts } from '../src/db/seed/generate-products.ts';
import { seedShop } from '../src/db/seed/seed.ts';
import { pgRunner, prismaSql, type Sql } from '../src/db/sql.ts';
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
    // with sorting made costly the planner shows which path the statement leaves open.
    const text = await ctx.db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL enable_sort = off`;
      const statements: { text: string; values: readonly unknown[] }[] = [];
      const recording: Sql = {
        query: (statementText, values = []) => {
          statements.push({ text: statementText, values });
          return prismaSql(tx).query(statementText, values);
        },
      };
      const { lines } = await openCheckout(recording, { cartOwner: { userId: shopperId } });
      expect(lines.map((line) => line.quantity).sort()).toEqual([1, 2]);
      const [statement] = statements;
      const plan = await tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
        `EXPLAIN (ANALYZE, FORMAT TEXT) ${statement?.text}`,
        ...(statement?.values ?? []),
      );
      return plan.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(text).toContain('cart_items_cart_id_product_id_key');
    expect(text).not.toContain('cart_items_product_id_idx');
  });
});

describe('checkout statements', () => {
  const ctx = useTestApp();

  it('are prepared once per connection, so PostgreSQL does not parse and plan them per order', async () => {
    const runner = pgRunner(ctx.databaseUrl, 1);
    try {
      const prepared = await runner.run(async (sql) => {
        for (let i = 0; i < 3; i++) await sql.query('SELECT $1::int AS n', [i]);
        return sql.query<{ name: string; calls: string }>(
          `SELECT name, generic_plans + custom_plans AS calls FROM pg_prepared_statements
            WHERE statement = 'SELECT $1::int AS n'`,
        );
      });
      expect(prepared).toHaveLength(1);
      expect(prepared[0]?.name).toMatch(/^checkout_/);
      expect(Number(prepared[0]?.calls)).toBe(3);
    } finally {
      await runner.close();
    }
  });
});
