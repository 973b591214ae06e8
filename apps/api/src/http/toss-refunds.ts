// After a route changed an order in a way that may owe money back (a refund, a cancel, packing
// short, an account named), the Toss side follows once the change has committed: the refunds go
// out through Toss, and a cancelled order's unpaid virtual account is closed.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sendTossRefunds } from '../domain/payments/toss/refunds.ts';
import { closeUnpaidVirtualAccount } from '../domain/payments/toss/virtual-account-close.ts';

export async function followThroughToss(
  fastify: FastifyInstance,
  orderId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!fastify.toss) return;
  const options = { now: new Date(), log };
  await closeUnpaidVirtualAccount(fastify.db, fastify.toss.client, orderId, options);
  await sendTossRefunds(fastify.db, fastify.toss.client, { orderId }, options);
}
