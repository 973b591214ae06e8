import type { DbOrTx } from '../../db/client.ts';

/** A new guest session; its id is the subject of the guest token and owns the guest cart (D6). */
export async function createGuestSession(db: DbOrTx): Promise<string> {
  const session = await db.guestSession.create({ data: {}, select: { id: true } });
  return session.id;
}

/** The user's current role, or null when the account no longer exists. */
export async function currentRole(db: DbOrTx, userId: string) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { role: true } });
  return user?.role ?? null;
}
