// Who is asking, as the domain sees it: a logged-in user or a guest session. The auth plugin
// turns tokens into a Caller; nothing here knows about HTTP.

export type UserRole = 'customer' | 'admin';

export type Caller =
  { kind: 'user'; userId: string; role: UserRole } | { kind: 'guest'; guestId: string };

/** What a user or a guest session owns (carts, orders) is found through one of these two columns. */
export type Owner = { userId: string } | { guestSessionId: string };

/** The owner filter for a caller's carts and orders. */
export function ownerOf(caller: Caller): Owner {
  return caller.kind === 'user' ? { userId: caller.userId } : { guestSessionId: caller.guestId };
}
