// The cart belongs to a session, so its key carries the session's token: a new token (login,
// logout, refresh) refetches it, and logout drops the old one.
export const cartKeys = {
  all: ['cart'] as const,
  detail: (token: string | null) => [...cartKeys.all, token] as const,
};
