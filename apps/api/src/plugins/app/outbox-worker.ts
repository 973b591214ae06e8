import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer } from '../../domain/email/mailer.ts';
import { startOutboxWorker, type OutboxWorker } from '../../domain/email/worker.ts';

// Sends queued emails in the background when BACKGROUND_JOBS is on (tests run it explicitly).
async function outboxWorker(fastify: FastifyInstance) {
  if (!fastify.config.BACKGROUND_JOBS) return;
  const mailer = createMailer(fastify.config, fastify.log);
  let worker: OutboxWorker | undefined;
  fastify.addHook('onReady', async () => {
    const deliveries = fastify.metrics.emailsSent;
    worker = startOutboxWorker(fastify.db, mailer.send, {
      log: fastify.log,
      onPass: (result) => {
        if (result.sent) deliveries.inc({ outcome: 'sent' }, result.sent);
        if (result.failed) deliveries.inc({ outcome: 'failed' }, result.failed);
      },
    });
  });
  // preClose runs before the database plugin's onClose, so the batch in flight can finish.
  fastify.addHook('preClose', async () => {
    await worker?.stop();
    mailer.close();
  });
}

export default fp(outboxWorker, {
  name: 'outbox-worker',
  dependencies: ['env', 'prisma', 'metrics'],
});
