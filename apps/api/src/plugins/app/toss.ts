// Toss Payments (ADR 0040): the client the payment routes and jobs call, or null when the shop
// has not set both keys, in which case checkout offers cash and transfer only.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTossClient, type TossClient } from '../../domain/payment-gateway/client.ts';

export interface TossGateway {
  client: TossClient;
  /** The widget's key: public, sent to the browser in the shop settings. */
  clientKey: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    toss: TossGateway | null;
  }
}

async function toss(fastify: FastifyInstance) {
  const { TOSS_CLIENT_KEY, TOSS_SECRET_KEY, TOSS_API_URL } = fastify.config;
  fastify.decorate(
    'toss',
    TOSS_CLIENT_KEY && TOSS_SECRET_KEY
      ? {
          client: createTossClient({ apiUrl: TOSS_API_URL, secretKey: TOSS_SECRET_KEY }),
          clientKey: TOSS_CLIENT_KEY,
        }
      : null,
  );
}

export default fp(toss, { name: 'toss', dependencies: ['env'] });
