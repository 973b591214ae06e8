import { afterAll, describe, expect, it, vi } from 'vitest';
import { startTestApp } from './helpers/app.ts';
import { createOrder } from './helpers/factories.ts';

describe('background jobs', () => {
  const stops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const stop of stops) await stop();
  });

  it('cancel stale unpaid transfers every few minutes when BACKGROUND_JOBS is on', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { context, stop } = await startTestApp({ BACKGROUND_JOBS: 'true' });
      stops.push(stop);
      const stale = await createOrder(context.db, { placedAt: new Date(Date.now() - 4 * 24 * 3600_000) });
      await vi.advanceTimersByTimeAsync(5 * 60 * 1000);
      await vi.waitFor(async () => {
        expect((await context.db.order.findUniqueOrThrow({ where: { id: stale.id } })).status).toBe('cancelled');
      }, { timeout: 15_000, interval: 100 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('stay off when BACKGROUND_JOBS is off', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { context, stop } = await startTestApp({ BACKGROUND_JOBS: 'false' });
      stops.push(stop);
      const stale = await createOrder(context.db, { placedAt: new Date(Date.now() - 4 * 24 * 3600_000) });
      await vi.advanceTimersByTimeAsync(30 * 60 * 1000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await context.db.order.findUniqueOrThrow({ where: { id: stale.id } })).status).toBe('pending');
    } finally {
      vi.useRealTimers();
    }
  });
});
