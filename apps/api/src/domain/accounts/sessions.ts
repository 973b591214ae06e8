import type { DbOrTx } from '../../db/client.ts';
import type { Sql } from '../../db/sql.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { UserRole } from '../caller.ts';

export const SESSION_EXPIRED = 'sessions.expired';
const DAY_SECONDS = 24 * 60 * 60;

/** What a user token says about its session. */
export interface SessionClaims {
  userId: string;
  /** The account's session version when the token was issued; a password change raises it. */
  sessionVersion: number;
  /** When the user logged in (seconds since the epoch); refreshes keep it. */
  authTime: number;
}

export interface LiveSession {
  userId: string;
  role: UserRole;
  sessionVersion: number;
  authTime: number;
}

/** A new guest session; its id is the subject of the guest token and owns the guest cart. */
export async function createGuestSession(db: DbOrTx): Promise<string> {
  const session = await db.guestSession.create({ data: {}, select: { id: true } });
  return session.id;
}

/**
 * The session behind a user token while it still holds: the account exists and its password
 * has not changed since the token was issued. The role is the account's current one.
 *
 * Every signed-in request asks this, so it runs on the pool directly, prepared once per
 * connection: `db.user.findUnique({ where: { id }, select: { role: true, sessionVersion: true } })`
 * cost about five times the API CPU (docs/benchmarks.md, "Session check").
 */
export async function liveSession(sql: Sql, claims: SessionClaims): Promise<LiveSession | null> {
  const [user] = await sql.query<{ role: UserRole; session_version: number }>(
    Prisma.sql`SELECT role::text AS role, session_version FROM users WHERE id = ${claims.userId}::uuid`,
  );
  if (!user || user.session_version !== claims.sessionVersion) return null;
  return {
    userId: claims.userId,
    role: user.role,
    sessionVersion: user.session_version,
    authTime: claims.authTime,
  };
}

/**
 * The session a refresh may continue: live, and younger than the absolute lifetime counted
 * from the login, so refreshing cannot keep a session going forever.
 */
export async function refreshableSession(
  sql: Sql,
  claims: SessionClaims,
  maxAgeDays: number,
  now = Date.now(),
): Promise<LiveSession> {
  const session = await liveSession(sql, claims);
  const endsAt = (claims.authTime + maxAgeDays * DAY_SECONDS) * 1000;
  if (!session || now >= endsAt) throw unauthorized(SESSION_EXPIRED, 'INVALID_TOKEN');
  return session;
}
