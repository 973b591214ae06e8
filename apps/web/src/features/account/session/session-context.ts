import type { User } from '@jangbogi/contracts/users';
import { createContext, useContext } from 'react';

export interface SessionState {
  /** True once the first load has settled who the visitor is (spec section 4). */
  authReady: boolean;
  isGuest: boolean;
  user: User | null;
  /** The user's bearer token or the guest token; null only while a guest token is being fetched. */
  token: string | null;
}

export interface Session extends SessionState {
  /** Stores a logged-in session (token, user, guest flag false). */
  login: (token: string, user: User) => void;
  /** Clears the stored session, then starts a new guest session. */
  logout: () => Promise<void>;
  /** Keeps the stored user in step after a profile change. */
  updateUser: (user: User) => void;
  /**
   * Replaces a guest token the server no longer accepts (expired, or made locally while the API was
   * down) with a fresh one. Does nothing when the session has moved on from `rejectedToken`.
   */
  renewGuestSession: (rejectedToken: string) => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

/**
 * The visitor's session. Query keys of data that belongs to a session include its token, so the
 * data refetches when the token changes and is dropped at logout.
 */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/**
 * The session for event handlers, read when they run: a component that only needs the session when
 * clicked (every product card's Add to Cart button) does not re-render each time it settles.
 */
export interface SessionReader {
  /** The session as it is now. */
  current: () => Session;
  /** The session once it has a token: at once, or when a first visit's guest token arrives. */
  withToken: () => Promise<Session>;
}

export const SessionReaderContext = createContext<SessionReader | null>(null);

export function useSessionReader(): SessionReader {
  const reader = useContext(SessionReaderContext);
  if (!reader) throw new Error('useSessionReader must be used inside <SessionProvider>');
  return reader;
}
