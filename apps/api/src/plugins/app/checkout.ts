// Checkout's bound: at most CHECKOUT_CONCURRENCY orders are placed at once, each on one of the
// shared pool's connections, so a flash sale cannot take the connections that catalogue reads
// need; the gate refuses checkouts beyond a short queue with 503 + Retry-After.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CheckoutDb } from '../../domain/orders/checkout.ts';
import { ConcurrencyGate } from '../../lib/concurrency-gate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutDb;
  }
}

async function checkout(fastify: FastifyInstance) {
  const { CHECKOUT_CONCURRENCY, CHECKOUT_MAX_WAITING, DATABASE_POOL_SIZE } = fastify.config;
  if (CHECKOUT_CONCURRENCY >= DATABASE_POOL_SIZE) {
    throw new Error(
      'CHECKOUT_CONCURRENCY must be below DATABASE_POOL_SIZE, to leave connections to the other requests',
    );
  }
  const gate = new ConcurrencyGate({
    concurrency: CHECKOUT_CONCURRENCY,
    maxWaiting: CHECKOUT_MAX_WAITING,
    message: 'checkout.busy',
    retryAfterSeconds: 1,
  });
  fastify.decorate('checkout', { transaction: fastify.sqlTransaction, gate });
}

export default fp(checkout, { name: 'checkout', dependencies: ['env', 'prisma'] });
