// Checkout's own transaction runner and its bound. With the pg driver, checkouts use a small
// pool of their own, so a flash sale cannot take the connections that catalogue reads need;
// the gate refuses checkouts beyond a short queue with 503 + Retry-After.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pgRunner, prismaRunner } from '../../db/sql.ts';
import { ConcurrencyGate } from '../../lib/concurrency-gate.ts';
import { CHECKOUT_TX_OPTIONS, type CheckoutDb } from '../../domain/orders/checkout.ts';

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutDb;
  }
}

async function checkout(fastify: FastifyInstance) {
  const { DATABASE_URL, CHECKOUT_CONCURRENCY, CHECKOUT_MAX_WAITING, CHECKOUT_DRIVER } =
    fastify.config;
  if (!DATABASE_URL) throw new Error('DATABASE_URL must be resolved before the app is built');
  const orders =
    CHECKOUT_DRIVER === 'pg'
      ? pgRunner(DATABASE_URL, CHECKOUT_CONCURRENCY)
      : prismaRunner(fastify.db, CHECKOUT_TX_OPTIONS);
  const gate = new ConcurrencyGate({
    concurrency: CHECKOUT_CONCURRENCY,
    maxWaiting: CHECKOUT_MAX_WAITING,
    message:
      'Checkout is very busy right now. Nothing was charged or reserved; please try again in a moment.',
    retryAfterSeconds: 1,
  });
  fastify.decorate('checkout', { orders, gate });
  fastify.addHook('onClose', async () => {
    await orders.close();
  });
}

export default fp(checkout, { name: 'checkout', dependencies: ['env', 'prisma'] });
