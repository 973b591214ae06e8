// The orders floor: plain Fastify + pg answering the back office's order screens and My Orders
// with the statements of orders-floor-sql.ts, on the API's own paths, with no validation,
// serialization schemas, auth or Prisma client. The orders bench reports the API beside it.
import Fastify from 'fastify';
import pg from 'pg';
import { koreanDateOf, koreanDayRange } from '@jangbogi/contracts/korea-time';
import {
  DASHBOARD_SQL,
  listStatements,
  MY_ORDERS_SQL,
  REVIEW_QUEUE_SQL,
  type OrdersQuery,
} from './orders-floor-sql.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const pool = new pg.Pool({
  connectionString: databaseUrl,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const app = Fastify({ logger: false });

app.get<{ Querystring: OrdersQuery }>('/api/admin/orders', async (request) => {
  const list = listStatements(request.query);
  const counted = await pool.query<{ n: number }>(list.count.text, list.count.values);
  let total = counted.rows[0]?.n ?? 0;
  if (total > list.exactLimit) {
    const plan = await pool.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      list.estimate.text,
      list.estimate.values,
    );
    total = Math.max(total, Math.round(plan.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0));
  }
  const limit = Number(request.query.limit ?? 20);
  const { statement, reversed } = list.page(
    (Number(request.query.page ?? 1) - 1) * limit,
    limit,
    total,
  );
  const { rows } = await pool.query(statement.text, statement.values);
  return { orders: reversed ? rows.reverse() : rows, total };
});

app.get('/api/admin/review-queue', async () => ({
  orders: (await pool.query(REVIEW_QUEUE_SQL)).rows,
}));

app.get('/api/admin/dashboard', async () => {
  const { start, end } = koreanDayRange(koreanDateOf(new Date()));
  return (await pool.query(DASHBOARD_SQL, [start, end])).rows[0];
});

// The shopper is the token's subject, read without checking the signature: the floor has no auth.
app.get('/api/orders', async (request) => {
  const token = (request.headers.authorization ?? '').split('.')[1] ?? '';
  const { sub } = JSON.parse(Buffer.from(token, 'base64url').toString()) as { sub: string };
  return { orders: (await pool.query(MY_ORDERS_SQL, [sub])).rows };
});

app.get('/health', async () => ({ status: 'ok' }));

const shutdown = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
