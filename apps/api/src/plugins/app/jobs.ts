// Periodic housekeeping. Runs only when BACKGROUND_JOBS is on; every instance may run it,
// the jobs themselves make sure the work is done once.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cancelStaleTransferOrders } from '../../domain/admin/transfer-review.ts';

const STALE_TRANSFER_INTERVAL_MS = 5 * 60 * 1000;

async function jobs(fastify: FastifyInstance) {
  if (!fastify.config.BACKGROUND_JOBS) return;

  let running: Promise<void> | undefined;
  const runStaleTransfers = () => {
    if (running) return;
    running = cancelStaleTransferOrders(fastify.db, new Date(), fastify.config.UNPAID_TRANSFER_CANCEL_DAYS)
      .then((cancelled) => {
        if (cancelled.length > 0) fastify.log.info({ orders: cancelled }, 'cancelled unpaid transfer orders');
      })
      .catch((err: unknown) => fastify.log.error({ err }, 'stale transfer cancellation failed'))
      .finally(() => {
        running = undefined;
      });
  };

  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onReady', async () => {
    timer = setInterval(runStaleTransfers, STALE_TRANSFER_INTERVAL_MS);
    timer.unref();
  });
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(jobs, { name: 'jobs', dependencies: ['env', 'prisma'] });
