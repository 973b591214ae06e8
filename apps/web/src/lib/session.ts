// The browser session as the spec stores it: authToken, isGuest ('true' | 'false') and userInfo.
// The account feature writes it; the API client only reads it to pick the auth header.
export const SESSION_KEYS = { token: 'authToken', isGuest: 'isGuest', user: 'userInfo' } as const;

export interface StoredSession {
  token: string;
  isGuest: boolean;
}

export function readStoredSession(storage: Storage | undefined = globalThis.localStorage): StoredSession | null {
  try {
    const token = storage?.getItem(SESSION_KEYS.token);
    if (!token) return null;
    return { token, isGuest: storage?.getItem(SESSION_KEYS.isGuest) !== 'false' };
  } catch {
    // Storage can throw in private modes; browsing still works without a session.
    return null;
  }
}
