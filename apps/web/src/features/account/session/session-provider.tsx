import type { User } from '@jangbogi/contracts/users';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ApiError } from '@/lib/api-client';
import { tokenExpiresAt } from '@/lib/jwt';
import {
  clearStoredSession,
  readStoredSession,
  readStoredUser,
  SESSION_KEYS,
  storeGuestSession,
  storeUser,
  storeUserSession,
  storeUserToken,
} from '@/lib/session';
import { getGuestToken, refreshToken, validateToken } from '../api/session';
import {
  SessionContext,
  SessionReaderContext,
  type Session,
  type SessionReader,
  type SessionState,
} from '@/lib/session-context';

/** A user token is refreshed this long before it expires. */
export const REFRESH_MARGIN_MS = 60_000;
// setTimeout overflows past about 24.8 days; a longer token is simply refreshed then.
const MAX_TIMER_MS = 2_147_483_647;

export function localGuestToken(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return `${LOCAL_GUEST_PREFIX}${random}`;
}

const LOCAL_GUEST_PREFIX = 'guest_';
const isLocalGuestToken = (token: string) => token.startsWith(LOCAL_GUEST_PREFIX);

/** A guest token from the API, or a local one when the API cannot give one (spec section 4). */
async function requestGuestToken(): Promise<string> {
  try {
    return (await getGuestToken()).token;
  } catch (error) {
    console.warn('Could not get a guest token; using a local one', error);
    return localGuestToken();
  }
}

/** What the stored session says before any request: the spec's first-load rules. */
function storedState(): SessionState {
  const stored = readStoredSession();
  const user = readStoredUser();
  if (stored && !stored.isGuest && user)
    return { authReady: false, isGuest: false, user, token: stored.token };
  // A local token was made when the API gave none (it was down, or the page was left while the
  // request was on its way); the API refuses it, so a new page asks for a real one first.
  if (stored?.isGuest && !isLocalGuestToken(stored.token))
    return { authReady: true, isGuest: true, user: null, token: stored.token };
  return { authReady: false, isGuest: true, user: null, token: null };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(storedState);
  // The token for callbacks that outlive a render (a refresh, a guest token on its way).
  const tokenRef = useRef(state.token);
  useLayoutEffect(() => {
    tokenRef.current = state.token;
  }, [state.token]);

  /** Session-owned cache entries carry the token in their key; a finished session's go with it. */
  const dropQueriesOf = useCallback(
    (token: string | null) => {
      if (token)
        queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(token) });
    },
    [queryClient],
  );

  const adoptGuestToken = useCallback((token: string) => {
    storeGuestSession(token);
    setState({ authReady: true, isGuest: true, user: null, token });
  }, []);
  const startGuestSession = useCallback(
    async () => adoptGuestToken(await requestGuestToken()),
    [adoptGuestToken],
  );

  const logout = useCallback(async () => {
    const previous = tokenRef.current;
    clearStoredSession();
    setState({ authReady: false, isGuest: true, user: null, token: null });
    dropQueriesOf(previous);
    await startGuestSession();
  }, [dropQueriesOf, startGuestSession]);

  const login = useCallback(
    (token: string, user: User) => {
      const previous = tokenRef.current;
      storeUserSession(token, user);
      setState({ authReady: true, isGuest: false, user, token });
      // The guest cart was merged into the account by the server; its cached copy is stale.
      if (previous !== token) dropQueriesOf(previous);
    },
    [dropQueriesOf],
  );

  const updateUser = useCallback((user: User) => {
    storeUser(user);
    setState((current) => (current.isGuest ? current : { ...current, user }));
  }, []);

  const renewGuestSession = useCallback(
    async (rejectedToken: string) => {
      if (tokenRef.current !== rejectedToken || readStoredSession()?.isGuest === false) return;
      dropQueriesOf(rejectedToken);
      await startGuestSession();
    },
    [dropQueriesOf, startGuestSession],
  );

  const refresh = useCallback(
    async (token: string) => {
      try {
        const fresh = await refreshToken(token);
        if (tokenRef.current !== token) return;
        storeUserToken(fresh.token);
        setState((current) => ({ ...current, authReady: true, token: fresh.token }));
      } catch (error) {
        console.warn('Token refresh failed; logging out', error);
        if (tokenRef.current === token) await logout();
      }
    },
    [logout],
  );

  // First load: a stored user token is checked, a missing session gets a guest token.
  const initialised = useRef(false);
  useEffect(() => {
    if (initialised.current) return;
    initialised.current = true;
    const initial = storedState();
    if (initial.authReady) return;
    if (initial.isGuest || !initial.token) {
      clearStoredSession();
      void requestGuestToken().then(adoptGuestToken);
      return;
    }
    const token = initial.token;
    validateToken(token)
      .then(async ({ valid }) => {
        if (valid) setState((current) => ({ ...current, authReady: true }));
        else await refresh(token);
      })
      .catch(async (error: unknown) => {
        // A 401 means the token is no good; an outage says nothing about it, so keep the session.
        if (error instanceof ApiError && error.status === 401) await refresh(token);
        else {
          console.warn('Token validation failed', error);
          setState((current) => ({ ...current, authReady: true }));
        }
      });
  }, [refresh, adoptGuestToken]);

  // Refresh a user token shortly before it expires.
  useEffect(() => {
    if (state.isGuest || !state.token || !state.authReady) return;
    const expiresAt = tokenExpiresAt(state.token);
    if (expiresAt === null) return;
    const delay = Math.min(Math.max(0, expiresAt - REFRESH_MARGIN_MS - Date.now()), MAX_TIMER_MS);
    const token = state.token;
    const timer = setTimeout(() => void refresh(token), delay);
    return () => clearTimeout(timer);
  }, [state.isGuest, state.token, state.authReady, refresh]);

  // Another tab logged in or out: follow it once it has stored its new session.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_KEYS.token && event.key !== SESSION_KEYS.isGuest) return;
      const next = storedState();
      if (!next.token || next.token === tokenRef.current) return;
      setState({ ...next, authReady: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Each consumer reads this as the server rendered it while it hydrates (useSession).
  const session = useMemo<Session>(
    () => ({ ...state, login, logout, updateUser, renewGuestSession }),
    [state, login, logout, updateUser, renewGuestSession],
  );
  const sessionRef = useRef(session);
  const tokenWaiters = useRef<((session: Session) => void)[]>([]);
  useLayoutEffect(() => {
    sessionRef.current = session;
    if (session.token) for (const resolve of tokenWaiters.current.splice(0)) resolve(session);
  }, [session]);
  const reader = useMemo<SessionReader>(
    () => ({
      current: () => sessionRef.current,
      withToken: () =>
        sessionRef.current.token
          ? Promise.resolve(sessionRef.current)
          : new Promise((resolve) => tokenWaiters.current.push(resolve)),
    }),
    [],
  );
  return (
    <SessionReaderContext value={reader}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </SessionReaderContext>
  );
}
