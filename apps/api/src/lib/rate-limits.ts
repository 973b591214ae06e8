import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tooManyRequests, type PlainErrorId } from './errors.ts';

interface Limit {
  max: number;
  timeWindow: string;
  message: PlainErrorId;
}

/** Route config for a per-IP limit through @fastify/rate-limit's Postgres-backed store. */
export function perIpLimit(limit: Limit) {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindow,
      errorResponseBuilder: () => tooManyRequests(limit.message),
    },
  };
}

/** Routes that check a signed-in shopper's password (changing it, deleting the account). */
export const passwordAttemptsLimit = () =>
  perIpLimit({
    max: 10,
    timeWindow: '15 minutes',
    message: 'requests.tooManyAttempts',
  });

const bodyEmail = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : '';
};

/**
 * A second, per-account limit on the same store, keyed by the validated (lower-cased) email of
 * the body, or by what `emailOf` says the request is for. It runs as a preHandler because the
 * body is parsed only after onRequest.
 */
export function perEmailLimit(
  fastify: FastifyInstance,
  name: string,
  limit: Limit,
  emailOf: (request: FastifyRequest) => string = bodyEmail,
): preHandlerAsyncHookHandler {
  const check = fastify.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (request: FastifyRequest) => `${name}:email:${emailOf(request)}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      void reply.header('retry-after', result.ttlInSeconds);
      throw tooManyRequests(limit.message);
    }
  };
}
