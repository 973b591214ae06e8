// The server is killed (SIGKILL) in the middle of a checkout rush. Postgres must hold only whole
// orders with all their stock accounted for, and after a restart the same requests replayed
// with their Idempotency-Keys must return the orders already placed, never second ones.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '../../src/db/client.ts';
import { TEST_JWT_SECRET } from '../helpers/app.ts';
import { craftToken } from '../helpers/accounts.ts';
import { guestPayload } from '../helpers/checkout.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { addCartLine, createGuestSession, createProduct } from '../helpers/factories.ts';
import { filesDir, startServerChild, stopChild, type ServerChild } from './server-child.ts';

const SHOPPERS = 60;
const STOCK = 1_000;

interface Attempt {
  token: string;
  sessionId: string;
  key: string;
  body: string;
}

function checkout(baseUrl: string, attempt: Attempt) {
  return fetch(`${baseUrl}/api/orders/guest-checkout`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'guest-token': attempt.token,
      'idempotency-key': attempt.key,
    },
    body: attempt.body,
    signal: AbortSignal.timeout(20_000),
  }).then(async (r) => ({
    status: r.status,
    id: r.ok ? ((await r.json()) as { _id: string })._id : undefined,
  }));
}

describe('fault: the server is killed mid-checkout', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it(
    'leaves whole orders and exact stock, and replays keep one order per shopper',
    { timeout: 240_000 },
    async () => {
      const database = await createTestDatabase();
      cleanup.push(database.drop);
      const db: Db = createPrismaClient(database.url, 4);
      cleanup.push(() => db.$disconnect());
      const files = await filesDir();
      cleanup.push(files.remove);

      const products = [
        await createProduct(db, { stockQuantity: STOCK }),
        await createProduct(db, { stockQuantity: STOCK }),
      ];
      const attempts: Attempt[] = [];
      for (let i = 0; i < SHOPPERS; i++) {
        const session = await createGuestSession(db);
        for (const product of products)
          await addCartLine(db, { guestSessionId: session.id }, product.id, 1 + (i % 3));
        attempts.push({
          sessionId: session.id,
          token: craftToken({ typ: 'guest', sub: session.id }, { secret: TEST_JWT_SECRET }),
          key: randomUUID(),
          body: JSON.stringify(guestPayload()),
        });
      }

      let server: ServerChild = await startServerChild(database.url, files.dir);
      cleanup.push(() => stopChild(server.child, 2_000));
      const inFlight = attempts.map((attempt) =>
        checkout(server.baseUrl, attempt).catch(() => ({ status: 0, id: undefined })),
      );
      // Kill as soon as the first orders are through, with the rest still running.
      await expect
        .poll(() => db.order.count(), { timeout: 20_000, interval: 10 })
        .toBeGreaterThanOrEqual(3);
      process.kill(server.child.process.pid!, 'SIGKILL');
      const first = await Promise.all(inFlight);
      await server.child.exited;
      expect(
        first.some((r) => r.status === 0),
        'some requests were cut off',
      ).toBe(true);

      // What was committed is whole and consistent.
      const [orphans] = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)`;
      expect(orphans?.n).toBe(0);
      const [wrongTotals] = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM orders o
      WHERE o.subtotal <> (SELECT sum(i.line_total) FROM order_items i WHERE i.order_id = o.id)
         OR o.total <> o.subtotal - o.discount + o.shipping_price + o.remote_area_surcharge`;
      expect(wrongTotals?.n).toBe(0);
      const stockAccounted = async () => {
        for (const product of products) {
          const { stockQuantity } = await db.product.findUniqueOrThrow({
            where: { id: product.id },
          });
          const sold = await db.orderItem.aggregate({
            where: { productId: product.id },
            _sum: { quantity: true },
          });
          expect(stockQuantity + (sold._sum.quantity ?? 0)).toBe(STOCK);
        }
      };
      await stockAccounted();
      const placedBeforeKill = await db.order.count();

      // Restart and replay every request with its own key.
      server = await startServerChild(database.url, files.dir);
      const replayed: Awaited<ReturnType<typeof checkout>>[] = [];
      for (let i = 0; i < attempts.length; i += 10) {
        replayed.push(
          ...(await Promise.all(
            attempts.slice(i, i + 10).map((attempt) => checkout(server.baseUrl, attempt)),
          )),
        );
      }
      for (const [index, result] of replayed.entries()) {
        expect(result.status, `replay ${index}`).toBe(201);
        const before = first[index];
        if (before?.status === 201)
          expect(result.id, 'a replay returns the order placed before').toBe(before.id);
      }
      const perSession = await db.order.groupBy({ by: ['guestSessionId'], _count: { _all: true } });
      expect(perSession.every((row) => row._count._all === 1)).toBe(true);
      expect(await db.order.count()).toBe(SHOPPERS);
      expect(await db.order.count()).toBeGreaterThanOrEqual(placedBeforeKill);
      await stockAccounted();
      expect(await stopChild(server.child)).toBe(0);
    },
  );
});
