import { errorResponse } from '@jangbogi/contracts/common';
import { refreshTokenBody, tokenResponse, validateTokenResponse } from '@jangbogi/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createGuestSession, currentRole } from '../../domain/sessions/sessions.ts';
import { unauthorized } from '../../lib/errors.ts';

// The spec writes these three with /api already: /api/guest-token, not /api/sessions/guest-token (D1).
export const autoPrefix = '/';

function bearer(header: string | undefined): string | null {
  const [scheme, token] = (header ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

const sessions: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/guest-token',
    {
      schema: { tags: ['session'], summary: 'Start a guest session (owns a guest cart)', response: { 200: tokenResponse } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async () => {
      const guestId = await createGuestSession(fastify.db);
      return { token: fastify.signGuestToken(guestId) };
    },
  );

  fastify.get(
    '/validate-token',
    {
      schema: {
        tags: ['session'],
        summary: 'Whether the bearer token is a valid, unexpired user token of an existing account',
        response: { 200: validateTokenResponse },
      },
    },
    async (request) => {
      const token = bearer(request.headers.authorization);
      const payload = token ? fastify.verifyUserToken(token) : null;
      if (!payload) return { valid: false };
      return { valid: (await currentRole(fastify.db, payload.sub)) !== null };
    },
  );

  fastify.post(
    '/refresh-token',
    {
      schema: {
        tags: ['session'],
        summary: 'Exchange a valid user token for a fresh one',
        body: refreshTokenBody,
        response: { 200: tokenResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const payload = fastify.verifyUserToken(request.body.token);
      const role = payload ? await currentRole(fastify.db, payload.sub) : null;
      if (!payload || !role) throw unauthorized('Your session has expired. Please log in again.', 'INVALID_TOKEN');
      return { token: fastify.signUserToken({ id: payload.sub, role }) };
    },
  );
};

export default sessions;
