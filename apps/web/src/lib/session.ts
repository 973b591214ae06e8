// The browser session as the spec stores it: authToken, isGuest ('true' | 'false') and userInfo.
// The account feature writes it; the API client only reads it to pick the auth header.
import type { User } from '@jangbogi/contracts/users';

export const SESSION_KEYS = { token: 'authToken', isGuest: 'isGuest', user: 'userInfo' } as const;

export interface StoredSession {
  token: string;
  isGuest: boolean;
}

const defaultStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

export function readStoredSession(
  storage: Storage | undefined = defaultStorage(),
): StoredSession | null {
  try {
    const token = storage?.getItem(SESSION_KEYS.token);
    if (!token) return null;
    return { token, isGuest: storage?.getItem(SESSION_KEYS.isGuest) !== 'false' };
  } catch {
    // Storage can throw in private modes; browsing still works without a session.
    return null;
  }
}

/** The stored user of a logged-in session, or null when missing or unreadable. */
export function readStoredUser(storage: Storage | undefined = defaultStorage()): User | null {
  try {
    const raw = storage?.getItem(SESSION_KEYS.user);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && '_id' in parsed ? (parsed as User) : null;
  } catch {
    return null;
  }
}

/** The raw guest flag, as the checkout button reads it ('true' sends a shopper to guest checkout). */
export function readGuestFlag(storage: Storage | undefined = defaultStorage()): string | null {
  try {
    return storage?.getItem(SESSION_KEYS.isGuest) ?? null;
  } catch {
    return null;
  }
}

function write(entries: Record<string, string | null>, storage: Storage | undefined) {
  try {
    for (const [key, value] of Object.entries(entries)) {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    }
  } catch {
    // Without storage the session lives only in memory for this page view.
  }
}

export function storeUserSession(
  token: string,
  user: User,
  storage: Storage | undefined = defaultStorage(),
) {
  write(
    {
      [SESSION_KEYS.token]: token,
      [SESSION_KEYS.isGuest]: 'false',
      [SESSION_KEYS.user]: JSON.stringify(user),
    },
    storage,
  );
}

export function storeUser(user: User, storage: Storage | undefined = defaultStorage()) {
  write({ [SESSION_KEYS.user]: JSON.stringify(user) }, storage);
}

export function storeUserToken(token: string, storage: Storage | undefined = defaultStorage()) {
  write({ [SESSION_KEYS.token]: token }, storage);
}

export function storeGuestSession(token: string, storage: Storage | undefined = defaultStorage()) {
  write(
    { [SESSION_KEYS.token]: token, [SESSION_KEYS.isGuest]: 'true', [SESSION_KEYS.user]: null },
    storage,
  );
}

export function clearStoredSession(storage: Storage | undefined = defaultStorage()) {
  write(
    { [SESSION_KEYS.token]: null, [SESSION_KEYS.isGuest]: null, [SESSION_KEYS.user]: null },
    storage,
  );
}
