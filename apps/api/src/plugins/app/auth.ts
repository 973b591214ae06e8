// Who is calling: a logged-in user (Authorization: Bearer <jwt>) or a guest
// (guest-token: <jwt>). Tokens are HS256 JWTs; no other algorithm is accepted.
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/errors.ts';

export type UserRole = 'customer' | 'admin';
export type Caller =
  | { kind: 'user'; userId: string; role: UserRole }
  | { kind: 'guest'; guestId: string };

interface UserTokenPayload {
  typ: 'user';
  sub: string;
  role: UserRole;
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

declare module 'fastify' {
  interface FastifyInstance {
    signUserToken: (user: { id: string; role: UserRole }) => string;
    signGuestToken: (guestId: string) => string;
    /** Verifies a token string; null when it is invalid, expired or of another kind. */
    verifyUserToken: (token: string) => UserTokenPayload | null;
  }
  interface FastifyRequest {
    /** The caller, or null for an anonymous request. Throws 401 for a bad token. */
    caller: () => Caller | null;
    requireCaller: () => Caller;
    requireUser: () => Extract<Caller, { kind: 'user' }>;
    requireAdmin: () => Extract<Caller, { kind: 'user' }>;
  }
}

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token || token === 'null' || token === 'undefined') return undefined;
  return token;
}

async function auth(fastify: FastifyInstance) {
  const secret = fastify.config.JWT_SECRET;
  if (!secret) throw new Error('JWT_SECRET must be resolved before the app is built');
  await fastify.register(jwt, {
    secret,
    sign: { algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
  });

  fastify.decorate('signUserToken', (user: { id: string; role: UserRole }) =>
    fastify.jwt.sign({ typ: 'user', sub: user.id, role: user.role }, { expiresIn: fastify.config.JWT_EXPIRES_IN }),
  );
  fastify.decorate('signGuestToken', (guestId: string) =>
    fastify.jwt.sign({ typ: 'guest', sub: guestId }, { expiresIn: fastify.config.GUEST_TOKEN_EXPIRES_IN }),
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
    return payload?.typ === 'user' ? payload : null;
  });

  const cache = new WeakMap<FastifyRequest, Caller | null>();
  function resolveCaller(request: FastifyRequest): Caller | null {
    if (cache.has(request)) return cache.get(request)!;
    let caller: Caller | null = null;
    const bearer = bearerToken(request);
    const guestHeader = request.headers['guest-token'];
    const guestToken = typeof guestHeader === 'string' && guestHeader && guestHeader !== 'null' ? guestHeader : undefined;
    if (bearer) {
      const payload = verify(bearer);
      if (payload?.typ !== 'user') throw unauthorized(SESSION_EXPIRED, 'INVALID_TOKEN');
      caller = { kind: 'user', userId: payload.sub, role: payload.role };
    } else if (guestToken) {
      const payload = verify(guestToken);
      if (payload?.typ !== 'guest') throw unauthorized('Your guest session has expired. Please reload the page.', 'INVALID_GUEST_TOKEN');
      caller = { kind: 'guest', guestId: payload.sub };
    }
    cache.set(request, caller);
    return caller;
  }

  fastify.decorateRequest('caller', function (this: FastifyRequest) {
    return resolveCaller(this);
  });
  fastify.decorateRequest('requireCaller', function (this: FastifyRequest) {
    const caller = resolveCaller(this);
    if (!caller) throw unauthorized('A session is required: send a bearer token or a guest-token header.', 'NO_SESSION');
    return caller;
  });
  fastify.decorateRequest('requireUser', function (this: FastifyRequest) {
    const caller = resolveCaller(this);
    if (caller?.kind !== 'user') throw unauthorized('Please log in to continue.');
    return caller;
  });
  fastify.decorateRequest('requireAdmin', function (this: FastifyRequest) {
    const caller = resolveCaller(this);
    if (caller?.kind !== 'user') throw unauthorized('Please log in to continue.');
    if (caller.role !== 'admin') throw forbidden('Only the shop team can do this.');
    return caller;
  });
}

export default fp(auth, { name: 'auth', dependencies: ['env', 'prisma'] });
