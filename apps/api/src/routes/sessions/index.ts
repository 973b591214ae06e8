import { errorResponse } from '@jangbogi/contracts/common';
import {
  refreshTokenBody,
  tokenResponse,
  validateTokenResponse,
} from '@jangbogi/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createGuestSession,
  liveSession,
  refreshableSession,
  SESSION_EXPIRED,
} from '../../domain/accounts/sessions.ts';
import { unauthorized } from '../../lib/errors.ts';

// The spec writes these three with /api already: /api/guest-token, not /api/sessions/guest-token.
export const autoPrefix = '/';

function bearer(header: string | undefined): string | null {
  const [scheme, token] = (header ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

const sessions: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/guest-token',
    {
      schema: {
        tags: ['session'],
        summary: 'Start a guest session (owns a guest cart)',
        response: { 200: tokenResponse },
      },
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
        summary:
          'Whether the bearer token is a valid, unexpired user token of an existing account whose password has not changed since',
        response: { 200: validateTokenResponse },
      },
    },
    async (request) => {
      const token = bearer(request.headers.authorization);
      const claims = token ? fastify.verifyUserToken(token) : null;
      if (!claims) return { valid: false };
      return { valid: (await liveSession(fastify.sql, claims)) !== null };
    },
  );

  fastify.post(
    '/refresh-token',
    {
      schema: {
        tags: ['session'],
        summary:
          'Exchange a valid user token for a fresh one, up to SESSION_MAX_AGE_DAYS after the login',
        body: refreshTokenBody,
        response: { 200: tokenResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const claims = fastify.verifyUserToken(request.body.token);
      if (!claims) throw unauthorized(SESSION_EXPIRED, 'INVALID_TOKEN');
      const session = await refreshableSession(
        fastify.sql,
        claims,
        fastify.config.SESSION_MAX_AGE_DAYS,
      );
      return {
        token: fastify.signUserToken(
          { id: session.userId, role: session.role, sessionVersion: session.sessionVersion },
          session.authTime,
        ),
      };
    },
  );
};

export default sessions;
