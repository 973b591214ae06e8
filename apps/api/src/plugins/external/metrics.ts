// Prometheus metrics at /metrics (prom-client), behind METRICS_TOKEN when it is set. Each app
// has its own registry, so several apps in one process (tests) do not collide. Figures that
// belong to the whole shop (the outbox backlog) are read from the database at scrape time, so
// every instance reports the same value; per-instance figures (requests, job runs, the pool)
// are summed or compared across instances by Prometheus.
import { Prisma } from '../../generated/prisma/client.ts';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface ShopMetrics {
  registry: Registry;
  jobRuns: Counter<'job' | 'outcome'>;
  emailsSent: Counter<'outcome'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics;
  }
}

const ORDER_ROUTES = new Set(['/api/orders', '/api/orders/guest-checkout']);

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const sent = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

async function metrics(fastify: FastifyInstance) {
  const registry = new Registry();
  // A scrape while the database is away still answers: the shop-wide gauges keep their last
  // value and jangbogi_database_up says why.
  const databaseUp = new Gauge({
    name: 'jangbogi_database_up',
    help: 'Whether the last scrape could read the database (1) or not (0)',
    registers: [registry],
  });
  async function fromDatabase<T>(query: () => Promise<T>): Promise<T | undefined> {
    try {
      const result = await query();
      databaseUp.set(1);
      return result;
    } catch (error) {
      databaseUp.set(0);
      fastify.log.warn({ err: error }, 'metrics: database not readable');
      return undefined;
    }
  }
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // Counts successful checkout responses, including the rare idempotent replay.
  const ordersPlaced = new Counter({
    name: 'jangbogi_orders_placed_total',
    help: 'Orders placed through this instance (checkout answered 201)',
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'jangbogi_job_runs_total',
    help: 'Background job runs by job and outcome (done, skipped: another instance held the lock, error)',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const emailsSent = new Counter({
    name: 'jangbogi_outbox_deliveries_total',
    help: 'Outbox send attempts by this instance, by outcome (sent, failed)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'jangbogi_outbox_emails',
    help: 'Emails in the outbox waiting to be sent (pending) or given up on (failed), shop-wide',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await fromDatabase(() =>
        fastify.sql.query<{ status: string; count: number }>(Prisma.sql`
          SELECT status::text AS status, count(*)::int AS count FROM email_outbox
           WHERE status IN ('pending', 'failed') GROUP BY status`),
      );
      if (!rows) return;
      this.set({ status: 'pending' }, rows.find((r) => r.status === 'pending')?.count ?? 0);
      this.set({ status: 'failed' }, rows.find((r) => r.status === 'failed')?.count ?? 0);
    },
  });
  new Gauge({
    name: 'jangbogi_outbox_oldest_pending_seconds',
    help: 'Age of the oldest email still waiting to be sent, shop-wide (0 when none)',
    registers: [registry],
    async collect() {
      const rows = await fromDatabase(() =>
        fastify.sql.query<{ age: number | null }>(Prisma.sql`
          SELECT extract(epoch FROM now() - min(created_at))::float8 AS age
            FROM email_outbox WHERE status = 'pending'`),
      );
      if (rows) this.set(rows[0]?.age ?? 0);
    },
  });
  new Gauge({
    name: 'jangbogi_db_pool_connections',
    help: 'Database pool of this instance: open connections (total), idle ones, requests waiting, and the maximum',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = fastify.dbPool;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
      this.set({ state: 'max' }, fastify.config.DATABASE_POOL_SIZE);
    },
  });

  fastify.decorate('metrics', { registry, jobRuns, emailsSent });

  fastify.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === '/metrics') return;
    requestDuration.observe(
      {
        method: request.method,
        route: route ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    if (request.method === 'POST' && reply.statusCode === 201 && route && ORDER_ROUTES.has(route))
      ordersPlaced.inc();
  });

  const token = fastify.config.METRICS_TOKEN;
  fastify.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token && !tokenMatches(request, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'A metrics token is required.', code: 'UNAUTHORIZED' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

export default fp(metrics, { name: 'metrics', dependencies: ['env', 'prisma'] });
