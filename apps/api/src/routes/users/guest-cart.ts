import type { FastifyRequest } from 'fastify';

/**
 * The guest session a login or registration comes from, if its guest-token is valid. A stale
 * guest token must never make a login fail, so errors mean "no guest cart to merge".
 */
export function guestSessionOf(request: FastifyRequest): string | null {
  try {
    const caller = request.caller();
    return caller?.kind === 'guest' ? caller.guestId : null;
  } catch {
    return null;
  }
}
