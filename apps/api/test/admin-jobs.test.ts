import { afterAll, describe, expect, it, vi } from 'vitest';
import { startTestApp } from './helpers/app.ts';
import { createOrder } from './helpers/factories.ts';

describe('background jobs', () => {
  const stops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const stop of stops) await stop();
  });

  it('cancel stale unpaid transfers and unconfirmed cash orders, and clean up, when BACKGROUND_JOBS is on', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { context, stop } = await startTestApp({ BACKGROUND_JOBS: 'true' });
      stops.push(stop);
      const stale = await createOrder(context.db, {
        placedAt: new Date(Date.now() - 4 * 24 * 3600_000),
      });
      const staleCash = await createOrder(context.db, {
        paymentMethod: 'cash',
        placedAt: new Date(Date.now() - 3 * 24 * 3600_000),
      });
      await context.db.idempotencyKey.create({
        data: {
          scope: 'user:x',
          key: 'old',
          requestHash: 'h',
          createdAt: new Date(Date.now() - 2 * 24 * 3600_000),
        },
      });
      await vi.advanceTimersByTimeAsync(5 * 60 * 1000);
      await vi.waitFor(
        async () => {
          expect(
            (await context.db.order.findUniqueOrThrow({ where: { id: stale.id } })).status,
          ).toBe('cancelled');
          expect(
            (await context.db.order.findUniqueOrThrow({ where: { id: staleCash.id } })).status,
          ).toBe('cancelled');
          expect(await context.db.idempotencyKey.count()).toBe(0);
        },
        { timeout: 15_000, interval: 100 },
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('stay off when BACKGROUND_JOBS is off', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { context, stop } = await startTestApp({ BACKGROUND_JOBS: 'false' });
      stops.push(stop);
      const stale = await createOrder(context.db, {
        placedAt: new Date(Date.now() - 4 * 24 * 3600_000),
      });
      await vi.advanceTimersByTimeAsync(30 * 60 * 1000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await context.db.order.findUniqueOrThrow({ where: { id: stale.id } })).status).toBe(
        'pending',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
