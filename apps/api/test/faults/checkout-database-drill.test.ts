// The database goes away under a checkout rush, several times: every backend of the shop's
// database is terminated while checkouts are inside their transactions, and the server is
// restarted (fast shutdown, connections refused, start). The real server, as a child process,
// must stay up, answer every checkout 201, 409 or 503 with Retry-After in the shopper's language,
// say it is not ready while the database is away, and serve again by itself. Afterwards every
// checkout retried with its Idempotency-Key returns its one order, the stock moved by exactly
// the units sold, and every confirmation email was sent once.
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '../../src/db/client.ts';
import { TEST_JWT_SECRET } from '../helpers/app.ts';
import { craftToken } from '../helpers/accounts.ts';
import { guestPayload } from '../helpers/checkout.ts';
import { createProduct } from '../helpers/factories.ts';
import { startDrillDatabase } from './drill-database.ts';
import { filesDir, startServerChild, stopChild } from './server-child.ts';

const SHOPPERS = 120;
const CLIENTS = 20;
const STOCK = 100_000;
/** Orders placed between two rounds of the drill. */
const ORDERS_PER_ROUND = 12;
// A hurried client: it comes back sooner than Retry-After asks, to keep the rush on the drill.
const CLIENT_RETRY_MS = 100;

interface Shopper {
  token: string;
  key: string;
  body: string;
  language: 'en' | 'ko';
}

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { _id?: string; code?: string; message?: string };
  language: 'en' | 'ko';
}

async function checkout(baseUrl: string, shopper: Shopper): Promise<Answer> {
  const response = await fetch(`${baseUrl}/api/orders/guest-checkout`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': shopper.language,
      'guest-token': shopper.token,
      'idempotency-key': shopper.key,
    },
    body: shopper.body,
    signal: AbortSignal.timeout(20_000),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Answer['body'],
    language: shopper.language,
  };
}

const ready = (baseUrl: string) =>
  fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(10_000) }).then((r) => r.status);

describe('fault: the database goes away under a checkout rush', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it(
    'stays up, answers 201, 409 or 503, and keeps one order per key with exact stock',
    { timeout: 240_000 },
    async () => {
      const database = await startDrillDatabase('jangbogi_checkout_drill');
      cleanup.push(database.stop);
      const files = await filesDir();
      cleanup.push(files.remove);
      const db: Db = createPrismaClient(database.url, 4);
      cleanup.push(() => db.$disconnect());

      const products = [
        await createProduct(db, { stockQuantity: STOCK }),
        await createProduct(db, { stockQuantity: STOCK }),
      ];
      // One statement per table: the drill is what takes time, not the shoppers.
      const sessions = await db.guestSession.createManyAndReturn({
        data: Array.from({ length: SHOPPERS }, () => ({})),
        select: { id: true },
      });
      const carts = await db.cart.createManyAndReturn({
        data: sessions.map((session) => ({ guestSessionId: session.id })),
        select: { id: true, guestSessionId: true },
      });
      await db.cartItem.createMany({
        data: carts.flatMap((cart, i) =>
          products.map((product) => ({
            cartId: cart.id,
            productId: product.id,
            quantity: 1 + (i % 3),
          })),
        ),
      });
      const shoppers: Shopper[] = carts.map((cart, i) => ({
        token: craftToken({ typ: 'guest', sub: cart.guestSessionId! }, { secret: TEST_JWT_SECRET }),
        key: randomUUID(),
        body: JSON.stringify(guestPayload()),
        language: i % 2 === 0 ? 'ko' : 'en',
      }));

      const server = await startServerChild(database.url, files.dir, {
        // The outbox writes each email as a file named with its id (no SMTP_URL).
        env: { BACKGROUND_JOBS: 'true' },
      });
      cleanup.push(() => stopChild(server.child, 2_000));
      const stillUp = () => expect(server.child.process.exitCode, server.child.output()).toBeNull();
      // Every wait below ends as soon as the server dies, with what it printed.
      const died = server.child.exited.then((code) => {
        throw new Error(`the server exited (${code}):\n${server.child.output()}`);
      });
      died.catch(() => undefined);
      const unlessDied = <T>(step: Promise<T>) => Promise.race([step, died]);

      // The rush: each client takes the next shopper and sends its checkout again after a 503.
      const answers: Answer[] = [];
      const placed = new Map<number, string>();
      let waitingFor: { count: number; resolve: () => void } | undefined;
      const ordersPlaced = (count: number) =>
        new Promise<void>((resolve) => {
          if (placed.size >= count) resolve();
          else waitingFor = { count, resolve };
        });
      let next = 0;
      const client = async () => {
        while (next < SHOPPERS) {
          const index = next++;
          for (;;) {
            const shopper = shoppers[index]!;
            // No answer at all (status 0) fails the test below.
            const answer = await checkout(server.baseUrl, shopper).catch(
              (error: unknown): Answer => ({
                status: 0,
                retryAfter: null,
                body: { message: String(error) },
                language: shopper.language,
              }),
            );
            answers.push(answer);
            if (answer.status !== 503 || server.child.process.exitCode !== null) {
              if (answer.status === 201) placed.set(index, answer.body._id!);
              if (waitingFor && placed.size >= waitingFor.count) waitingFor.resolve();
              break;
            }
            await sleep(CLIENT_RETRY_MS);
          }
        }
      };
      const rush = Promise.all(Array.from({ length: CLIENTS }, client));
      // Should the shop refuse the checkouts, the drill stops waiting for orders and says why.
      const rushEnded = rush.then(() => {
        const statuses = answers.map((answer) => answer.status).join(' ');
        throw new Error(`the rush ended with ${placed.size} orders placed: ${statuses}`);
      });
      rushEnded.catch(() => undefined);

      // The drill, each round once more orders went through since the last.
      let midTransaction = 0;
      const terminate = async () => {
        midTransaction += (await database.terminateBackends()).midTransaction;
      };
      const restart = async () => {
        await database.stopServer();
        expect(await ready(server.baseUrl)).toBe(503);
        await database.startServer();
      };
      const rounds = [terminate, terminate, restart, terminate, restart];
      for (const [round, drill] of rounds.entries()) {
        await unlessDied(Promise.race([ordersPlaced((round + 1) * ORDERS_PER_ROUND), rushEnded]));
        await unlessDied(drill());
        stillUp();
      }
      await expect.poll(() => ready(server.baseUrl), { timeout: 15_000, interval: 100 }).toBe(200);
      await unlessDied(rush);
      stillUp();
      expect(midTransaction, 'some backends were terminated mid-transaction').toBeGreaterThan(0);

      for (const answer of answers) {
        expect([201, 409, 503], JSON.stringify(answer)).toContain(answer.status);
        if (answer.status !== 503) continue;
        expect(answer.retryAfter, JSON.stringify(answer)).toMatch(/^\d+$/);
        expect(answer.body.code).toMatch(/^(UNAVAILABLE|BUSY)$/);
        if (answer.language === 'ko') expect(answer.body.message).toMatch(/[가-힣]/);
      }
      expect(answers.filter((a) => a.status === 503).length, 'the drill was felt').toBeGreaterThan(
        0,
      );

      // After recovery: every checkout retried with its key answers its one order.
      for (let i = 0; i < SHOPPERS; i += CLIENTS) {
        const batch = shoppers.slice(i, i + CLIENTS);
        const retried = await Promise.all(
          batch.map((shopper) => checkout(server.baseUrl, shopper)),
        );
        for (const [offset, answer] of retried.entries()) {
          expect(answer.status, JSON.stringify(answer)).toBe(201);
          const before = placed.get(i + offset);
          if (before) expect(answer.body._id).toBe(before);
        }
      }
      const perSession = await db.order.groupBy({ by: ['guestSessionId'], _count: { _all: true } });
      expect(perSession).toHaveLength(SHOPPERS);
      expect(perSession.every((row) => row._count._all === 1)).toBe(true);
      for (const product of products) {
        const { stockQuantity } = await db.product.findUniqueOrThrow({ where: { id: product.id } });
        const sold = await db.orderItem.aggregate({
          where: { productId: product.id },
          _sum: { quantity: true },
        });
        expect(stockQuantity + (sold._sum.quantity ?? 0)).toBe(STOCK);
      }

      // Every email queued through the drill is sent, each once.
      await expect
        .poll(() => db.emailOutbox.count({ where: { status: { not: 'sent' } } }), {
          timeout: 20_000,
          interval: 200,
        })
        .toBe(0);
      const queued = await db.emailOutbox.findMany({ select: { id: true } });
      expect(queued.length).toBeGreaterThanOrEqual(SHOPPERS);
      const written = (await readdir(path.join(files.dir, 'mail'))).map((file) =>
        file.replace(/^.*-([0-9a-f-]{36})\.eml$/, '$1'),
      );
      expect(written.sort()).toEqual(queued.map((row) => row.id).sort());
      stillUp();
      expect(await stopChild(server.child)).toBe(0);
    },
  );
});
