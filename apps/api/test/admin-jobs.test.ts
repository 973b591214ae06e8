import { afterAll, describe, expect, it, vi } from 'vitest';
import { startTestApp } from './helpers/app.ts';
import { daysBefore, MINUTE_MS } from '../src/lib/time.ts';
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
      const stale = await createOrder(context.db, { placedAt: daysBefore(new Date(), 4) });
      const staleCash = await createOrder(context.db, {
        paymentMethod: 'cash',
        placedAt: daysBefore(new Date(), 3),
      });
      await context.db.idempotencyKey.create({
        data: {
          scope: 'user:x',
          key: 'old',
          requestHash: 'h',
          createdAt: daysBefore(new Date(), 2),
        },
      });
      // An hour: every job's period, housekeeping's included, so each runs after the rows exist
      // even when its first pass (soon after start) came before them on a slow machine.
      await vi.advanceTimersByTimeAsync(60 * MINUTE_MS);
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
      // No job is scheduled at all, so no amount of time runs one.
      expect(vi.getTimerCount()).toBe(0);
      const stale = await createOrder(context.db, { placedAt: daysBefore(new Date(), 4) });
      await vi.advanceTimersByTimeAsync(30 * MINUTE_MS);
      expect((await context.db.order.findUniqueOrThrow({ where: { id: stale.id } })).status).toBe(
        'pending',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
