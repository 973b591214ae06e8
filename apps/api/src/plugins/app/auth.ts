// Who is calling: a logged-in user (Authorization: Bearer <jwt>) or a guest
// (guest-token: <jwt>). Tokens are HS256 JWTs; no other algorithm is accepted. A user token
// holds only while its account's session version is the one it was issued under: a password
// change or reset raises the version and so ends every earlier session.
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller, UserRole } from '../../domain/caller.ts';
import {
  liveSession,
  SESSION_EXPIRED,
  type SessionClaims,
} from '../../domain/accounts/sessions.ts';
import { type DomainError, forbidden, unauthorized } from '../../lib/errors.ts';

interface UserTokenPayload {
  typ: 'user';
  sub: string;
  role: UserRole;
  /** Session version (absent in tokens issued before versions existed: 0). */
  ver?: number;
  /** Login time in seconds, kept across refreshes (absent in older tokens: iat). */
  auth_time?: number;
  iat?: number;
}
interface GuestTokenPayload {
  typ: 'guest';
  sub: string;
}
type TokenPayload = UserTokenPayload | GuestTokenPayload;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

interface SignableUser {
  id: string;
  role: UserRole;
  sessionVersion?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A user token; `authTime` (seconds) carries the original login through refreshes. */
    signUserToken: (user: SignableUser, authTime?: number) => string;
    signGuestToken: (guestId: string) => string;
    /** The session claims of a correctly signed, unexpired user token; null for anything else. */
    verifyUserToken: (token: string) => SessionClaims | null;
  }
  interface FastifyRequest {
    /** The caller, or null for an anonymous request. Throws 401 for a bad token. */
    caller: () => Caller | null;
    requireCaller: () => Caller;
    requireUser: () => Extract<Caller, { kind: 'user' }>;
    requireAdmin: () => Extract<Caller, { kind: 'user' }>;
  }
}

type Resolved = { caller: Caller | null } | { error: DomainError };

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token || token === 'null' || token === 'undefined')
    return undefined;
  return token;
}

function guestTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['guest-token'];
  return typeof header === 'string' && header && header !== 'null' ? header : undefined;
}

function claimsOf(payload: UserTokenPayload): SessionClaims {
  return {
    userId: payload.sub,
    sessionVersion: payload.ver ?? 0,
    authTime: payload.auth_time ?? payload.iat ?? 0,
  };
}

async function auth(fastify: FastifyInstance) {
  const secret = fastify.config.JWT_SECRET;
  if (!secret) throw new Error('JWT_SECRET must be resolved before the app is built');
  await fastify.register(jwt, {
    secret,
    sign: { algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
  });

  fastify.decorate('signUserToken', (user: SignableUser, authTime?: number) =>
    fastify.jwt.sign(
      {
        typ: 'user',
        sub: user.id,
        role: user.role,
        ver: user.sessionVersion ?? 0,
        auth_time: authTime ?? Math.floor(Date.now() / 1000),
      },
      { expiresIn: fastify.config.JWT_EXPIRES_IN },
    ),
  );
  fastify.decorate('signGuestToken', (guestId: string) =>
    fastify.jwt.sign(
      { typ: 'guest', sub: guestId },
      { expiresIn: fastify.config.GUEST_TOKEN_EXPIRES_IN },
    ),
  );
  const verify = (token: string): TokenPayload | null => {
    try {
      return fastify.jwt.verify<TokenPayload>(token);
    } catch {
      return null;
    }
  };
  fastify.decorate('verifyUserToken', (token: string) => {
    const payload = verify(token);
    return payload?.typ === 'user' ? claimsOf(payload) : null;
  });

  async function resolve(request: FastifyRequest): Promise<Resolved> {
    const bearer = bearerToken(request);
    if (bearer) {
      const payload = verify(bearer);
      const session =
        payload?.typ === 'user' ? await liveSession(fastify.sql, claimsOf(payload)) : null;
      if (!session) return { error: unauthorized(SESSION_EXPIRED, 'INVALID_TOKEN') };
      return { caller: { kind: 'user', userId: session.userId, role: session.role } };
    }
    const guestToken = guestTokenOf(request);
    if (guestToken) {
      const payload = verify(guestToken);
      if (payload?.typ !== 'guest') {
        return {
          error: unauthorized('sessions.guestExpired', 'INVALID_GUEST_TOKEN'),
        };
      }
      return { caller: { kind: 'guest', guestId: payload.sub } };
    }
    return { caller: null };
  }

  // Resolved once per request, before any handler: a user token costs one primary-key read.
  // A bad token fails only the requests that ask who is calling.
  const resolved = new WeakMap<FastifyRequest, Resolved>();
  fastify.addHook('onRequest', async (request) => {
    if (bearerToken(request) || guestTokenOf(request))
      resolved.set(request, await resolve(request));
  });
  function callerOf(request: FastifyRequest): Caller | null {
    const result = resolved.get(request) ?? { caller: null };
    if ('error' in result) throw result.error;
    return result.caller;
  }

  fastify.decorateRequest('caller', function (this: FastifyRequest) {
    return callerOf(this);
  });
  fastify.decorateRequest('requireCaller', function (this: FastifyRequest) {
    const caller = callerOf(this);
    if (!caller) throw unauthorized('sessions.required', 'NO_SESSION');
    return caller;
  });
  fastify.decorateRequest('requireUser', function (this: FastifyRequest) {
    const caller = callerOf(this);
    if (caller?.kind !== 'user') throw unauthorized('sessions.loginRequired');
    return caller;
  });
  fastify.decorateRequest('requireAdmin', function (this: FastifyRequest) {
    const caller = callerOf(this);
    if (caller?.kind !== 'user') throw unauthorized('sessions.loginRequired');
    if (caller.role !== 'admin') throw forbidden('sessions.adminOnly');
    return caller;
  });
}

export default fp(auth, { name: 'auth', dependencies: ['env', 'prisma'] });
