// Two API processes on one database, one S3 server and one SMTP sink, as a load balancer would
// see them: whatever one instance did, the other must act on, and nothing may happen twice.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTsChild, stopChild, type Child } from '../../bench/processes.ts';
import { createPrismaClient, type Db } from '../../src/db/client.ts';
import { daysBefore } from '../../src/lib/time.ts';
import { TEST_JWT_SECRET } from '../helpers/app.ts';
import { listeningOrigin } from '../helpers/child-output.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { createCategory, createOrder, createProduct } from '../helpers/factories.ts';
import { multipartFile, TINY_PNG } from '../helpers/multipart.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

const METRICS_TOKEN = 'metrics-token-for-the-cluster-test';

interface Instance {
  child: Child;
  url: string;
  dir: string;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-instance-'));
  const child = startTsChild(`api:${path.basename(dir)}`, 'src/server.ts', {
    ...env,
    HOST: '127.0.0.1',
    // The server binds a port the system picks and prints it.
    PORT: '0',
    // Each instance has its own disk: nothing may depend on what another wrote locally.
    DATA_DIR: dir,
    WEB_DIST_DIR: path.join(dir, 'no-web'),
  });
  const url = await listeningOrigin(child, 45_000);
  // It listens only after migrating, so it is ready at once.
  const ready = await fetch(`${url}/api/ready`);
  if (!ready.ok) throw new Error(`${url} is not ready: ${ready.status} ${await ready.text()}`);
  return { child, url, dir };
}

async function json<T>(response: Response): Promise<T> {
  const body = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${body}`);
  return JSON.parse(body) as T;
}

describe('two API instances act as one shop', () => {
  let database: { url: string; drop: () => Promise<void> };
  let db: Db;
  let s3: TestS3Server;
  let smtp: SmtpSink;
  let a: Instance;
  let b: Instance;
  let staleOrders: { id: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createPrismaClient(database.url, 4);
    // A category makes the first start skip the demo seed; the test makes what it needs.
    await createCategory(db);
    staleOrders = await Promise.all(
      [4, 5, 6].map((days) => createOrder(db, { placedAt: daysBefore(new Date(), days) })),
    );
    [s3, smtp] = await Promise.all([startS3Server(), startSmtpSink()]);
    const env = {
      ...s3.env,
      DATABASE_URL: database.url,
      JWT_SECRET: TEST_JWT_SECRET,
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'cluster-admin-password-2026',
      LOG_LEVEL: 'info',
      RATE_LIMIT_ENABLED: 'true',
      BACKGROUND_JOBS: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_URL: 'https://shop.example.kr',
      METRICS_TOKEN,
    };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (!instance) continue;
      await stopChild(instance.child, 5_000);
      await rm(instance.dir, { recursive: true, force: true });
    }
    await smtp?.stop();
    await s3?.stop();
    await db?.$disconnect();
    await database?.drop();
  }, 60_000);

  async function guestWithCart(
    instance: Instance,
    productId: string,
    quantity = 1,
  ): Promise<Record<string, string>> {
    const { token } = await json<{ token: string }>(await fetch(`${instance.url}/api/guest-token`));
    const headers = { 'guest-token': token, 'content-type': 'application/json' };
    await json(
      await fetch(`${instance.url}/api/cart/add`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ product_id: productId, quantity }),
      }),
    );
    return headers;
  }

  const checkoutBody = () =>
    JSON.stringify({
      first_name: 'Jisoo',
      last_name: 'Park',
      email: `guest-${randomUUID().slice(0, 8)}@example.com`,
      phone: '010-9876-5432',
      address: { street: '12 Sejong-daero', city: 'Seoul', postal_code: '04524' },
      payment_method: 'cash',
      privacy_consent: true,
    });

  it("logs every line of a request with the id it returns, a proxy's id included", async () => {
    const proxyId = `edge-${randomUUID()}`;
    const fromProxy = await fetch(`${a.url}/api/products?limit=1`, {
      headers: { 'x-request-id': proxyId },
    });
    expect(fromProxy.headers.get('x-request-id')).toBe(proxyId);
    const fresh = await fetch(`${b.url}/api/no-such-thing`);
    const freshId = fresh.headers.get('x-request-id');
    expect(freshId).toMatch(/^[0-9a-f-]{36}$/);

    const linesAbout = (instance: Instance, id: string) =>
      instance.child
        .output()
        .split('\n')
        .filter((line) => line.includes(id))
        .map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    await expect.poll(() => linesAbout(a, proxyId).length).toBeGreaterThanOrEqual(2);
    expect(linesAbout(a, proxyId).map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    expect(linesAbout(a, proxyId).every((l) => l.reqId === proxyId)).toBe(true);
    await expect.poll(() => linesAbout(b, freshId!).length).toBeGreaterThanOrEqual(2);
    expect(linesAbout(b, freshId!).every((l) => l.reqId === freshId)).toBe(true);
  });

  it('serves a photo uploaded through one instance from the other', async () => {
    const email = `photo-${randomUUID().slice(0, 8)}@example.com`;
    const registered = await json<{ token: string }>(
      await fetch(`${a.url}/api/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Minji',
          lastName: 'Kim',
          email,
          password: 'correct horse 123',
          phoneNumber: '010-1234-5678',
          age_14_or_over: true,
        }),
      }),
    );
    const upload = multipartFile('profileImage', 'me.png', 'image/png', TINY_PNG);
    const user = await json<{ profileImageUrl: string }>(
      await fetch(`${a.url}/api/users/me`, {
        method: 'PUT',
        headers: { ...upload.headers, authorization: `Bearer ${registered.token}` },
        body: upload.payload,
      }),
    );
    expect(user.profileImageUrl).toMatch(/^\/uploads\/profiles\//);
    const fromA = await fetch(`${a.url}${user.profileImageUrl}`);
    const fromB = await fetch(`${b.url}${user.profileImageUrl}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe(fromA.headers.get('content-type'));
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('counts a rate limit over requests sent to both', async () => {
    // Password-reset requests: 5 per 15 minutes per address; distinct emails keep the
    // per-email limit out of it.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const instance = i % 2 === 0 ? a : b;
      const response = await fetch(`${instance.url}/api/users/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `nobody-${i}@example.com` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('returns the same order when an idempotent checkout is replayed to the other instance', async () => {
    const product = await createProduct(db, { stockQuantity: 5 });
    const headers = { ...(await guestWithCart(a, product.id, 2)), 'idempotency-key': randomUUID() };
    const body = checkoutBody();
    const first = await json<{ order_number: string }>(
      await fetch(`${a.url}/api/orders/guest-checkout`, { method: 'POST', headers, body }),
    );
    const replay = await json<{ order_number: string }>(
      await fetch(`${b.url}/api/orders/guest-checkout`, { method: 'POST', headers, body }),
    );
    expect(replay.order_number).toBe(first.order_number);
    expect(await db.order.count({ where: { orderNumber: first.order_number } })).toBe(1);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity).toBe(
      3,
    );
  });

  it('runs the auto-cancel job once although both instances schedule it', async () => {
    const ids = staleOrders.map((o) => o.id);
    await expect
      .poll(async () => db.order.count({ where: { id: { in: ids }, status: 'cancelled' } }), {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(ids.length);
    for (const id of ids) expect(await db.orderEvent.count({ where: { orderId: id } })).toBe(1);
    expect(await db.emailOutbox.count({ where: { kind: 'order_auto_cancel' } })).toBe(ids.length);
  });

  it('loses no order when one instance stops in the middle of the load', async () => {
    const product = await createProduct(db, { stockQuantity: 1_000 });
    const shoppers = await Promise.all(
      Array.from({ length: 24 }, () => guestWithCart(a, product.id)),
    );
    let next = 0;
    let bStopped: Promise<unknown> | undefined;
    const placed: string[] = [];

    // Each shopper is sent to the instances in turn; when one is gone, the shopper retries the
    // same request (same idempotency key) on the other, as a load balancer's retry would.
    async function shop(headers: Record<string, string>, index: number) {
      const withKey = { ...headers, 'idempotency-key': randomUUID() };
      const body = checkoutBody();
      const order = [index % 2 === 0 ? a : b, a];
      for (const instance of order) {
        try {
          const response = await fetch(`${instance.url}/api/orders/guest-checkout`, {
            method: 'POST',
            headers: withKey,
            body,
          });
          if (response.status === 201)
            return placed.push((await json<{ order_number: string }>(response)).order_number);
          if (response.status !== 503)
            throw new Error(`${response.status} ${await response.text()}`);
        } catch (error) {
          if (instance === a) throw error;
        }
      }
      throw new Error('no instance placed the order');
    }
    async function worker() {
      while (next < shoppers.length) {
        const index = next++;
        if (index === 8) bStopped = stopChild(b.child, 10_000);
        await shop(shoppers[index]!, index);
      }
    }
    await Promise.all([worker(), worker(), worker(), worker()]);
    await bStopped;

    expect(new Set(placed).size).toBe(shoppers.length);
    expect(await db.order.count({ where: { orderNumber: { in: placed } } })).toBe(shoppers.length);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity).toBe(
      1_000 - shoppers.length,
    );
  });

  it('sends each outbox email once to the SMTP server', async () => {
    await expect
      .poll(async () => db.emailOutbox.count({ where: { status: { not: 'sent' } } }), {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(0);
    const sent = await db.emailOutbox.findMany({ select: { id: true } });
    expect(sent.length).toBeGreaterThan(20);
    const expected = sent.map((e) => `<${e.id}@jangbogi.outbox>`).sort();
    expect([...smtp.received].sort()).toEqual(expected);

    // Each instance counts its own job runs and deliveries; together they account for all.
    const scrape = async (instance: Instance) =>
      (
        await fetch(`${instance.url}/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        })
      ).text();
    const metrics = await scrape(a);
    expect(metrics).toMatch(
      /jangbogi_job_runs_total\{job="cancel-unpaid-transfers",outcome="done"\} [1-9]/,
    );
    expect(metrics).toMatch(/jangbogi_outbox_deliveries_total\{outcome="sent"\} [1-9]/);
    expect(metrics).toContain('jangbogi_outbox_emails{status="pending"} 0');
  });
});
