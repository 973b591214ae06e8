import { describe, expect, it } from 'vitest';
import { enqueueEmail } from '../src/domain/email/outbox.ts';
import { useTestApp } from './helpers/app.ts';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

describe('liveness and readiness', () => {
  const ctx = useTestApp();

  it('answers liveness without asking the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers and every migration is applied', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode, res.body).toBe(200);
    const applied = await ctx.db.$queryRaw<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM "_prisma_migrations"`;
    expect(res.json()).toEqual({ status: 'ready', database: 'up', migrations: applied[0]!.n });
  });

  it('is not ready while a shipped migration is missing from the database', async () => {
    const [latest] = await ctx.db.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1`;
    await ctx.db
      .$executeRaw`UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = ${latest!.migration_name}`;
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'MIGRATIONS_PENDING',
        message: expect.stringContaining(latest!.migration_name),
      });
    } finally {
      await ctx.db
        .$executeRaw`UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE migration_name = ${latest!.migration_name}`;
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  const ctx = useTestApp();

  it('returns a fresh id on every response, errors included', async () => {
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
  });

  it("keeps a proxy's sane id and replaces anything else", async () => {
    const id = (value: string) =>
      ctx.app
        .inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': value } })
        .then((r) => r.headers['x-request-id']);
    expect(await id('edge-7f3a9c01:42')).toBe('edge-7f3a9c01:42');
    for (const bad of [
      'short',
      'x'.repeat(200),
      'has space and\u00e9',
      '<script>alert(1)</script>',
    ]) {
      const answered = await id(bad);
      expect(answered).not.toBe(bad);
      expect(answered).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('metrics without a token', () => {
  const ctx = useTestApp();

  it('reports request histograms by route, the outbox backlog, job runs and the pool', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/products' });
    await ctx.app.inject({
      method: 'GET',
      url: '/api/products/00000000-0000-4000-8000-000000000000',
    });
    await enqueueEmail(ctx.db, { kind: 'test', to: 'a@example.com', subject: 'Hello', text: 'x' });
    await ctx.db.emailOutbox.create({
      data: {
        kind: 'test',
        toAddress: 'b@example.com',
        subject: 'Gone',
        textBody: '',
        status: 'failed',
      },
    });

    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/products",status_code="200"\} 1/,
    );
    // Labelled by the route pattern, not the URL, so ids do not explode the series.
    expect(text).toContain('route="/api/products/:id"');
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toContain('jangbogi_outbox_emails{status="pending"} 1');
    expect(text).toContain('jangbogi_outbox_emails{status="failed"} 1');
    expect(text).toMatch(/jangbogi_outbox_oldest_pending_seconds \d/);
    expect(text).toContain('# TYPE jangbogi_orders_placed_total counter');
    expect(text).toContain('# TYPE jangbogi_job_runs_total counter');
    expect(text).toContain(
      `jangbogi_db_pool_connections{state="max"} ${ctx.config.DATABASE_POOL_SIZE}`,
    );
    expect(text).toMatch(/jangbogi_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('reports the Node.js the project pins (24 LTS), which runs the tests too', async () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).toMatch(/^nodejs_version_info\{[^}]*major="24"/m);
  });
});

describe('metrics behind a token', () => {
  const ctx = useTestApp({ METRICS_TOKEN });

  it('answers only the bearer of METRICS_TOKEN', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('http_request_duration_seconds');
  });
});
