// Several features read the session (cart, orders, checkout); the account feature provides it
// (features/account/session/session-provider), so its context lives here, below all of them.
import type { User } from '@jangbogi/contracts/users';
import { createContext, useContext } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

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

/** The server cannot read the browser's storage: it renders every page as a visitor whose session is unknown. */
export const SERVER_SESSION_STATE: SessionState = {
  authReady: false,
  isGuest: true,
  user: null,
  token: null,
};

export const SessionContext = createContext<Session | null>(null);

/**
 * The visitor's session. Query keys of data that belongs to a session include its token, so the
 * data refetches when the token changes and is dropped at logout.
 *
 * While the calling component hydrates it reads as the server rendered it (no session), and the
 * stored session applies from its next render on. This is decided per component, not once for the
 * app: a part whose code arrives after the first render (the floating cart button, a lazy route)
 * hydrates later, when the session has long settled, and must still match the server's HTML.
 */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  // A fresh object for the one hydration render only; the next render returns the session itself.
  return useHydrated() ? session : { ...session, ...SERVER_SESSION_STATE };
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
