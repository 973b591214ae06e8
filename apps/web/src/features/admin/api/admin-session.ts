// The back office signs in through the shop's own login and keeps the result in the shop's stored
// session (authToken, isGuest, userInfo), so one sign-in serves the shop and the back office.
import type { User } from '@jangbogi/contracts/users';
import { useSyncExternalStore } from 'react';
import { answer, apiClient, ApiError } from '@/lib/api-client';
import { readStoredSession, SESSION_KEYS } from '@/lib/session';

export const NO_ACCESS_MESSAGE = 'This account has no access to the back office.';

/** A customer account's sign-in to the back office: refused as the API refuses its calls. */
export class NoAccessError extends ApiError {
  constructor() {
    super(403, { message: NO_ACCESS_MESSAGE, code: 'NO_ACCESS' });
    this.name = 'NoAccessError';
  }
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function readAdminUser(): User | null {
  const session = readStoredSession();
  if (!session || session.isGuest) return null;
  try {
    const user = JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? 'null') as User | null;
    return user?.role === 'admin' ? user : null;
  } catch {
    return null;
  }
}

// useSyncExternalStore needs a stable snapshot: re-read only when storage may have changed.
let snapshot: { raw: string | null; user: User | null } = { raw: null, user: null };
function getSnapshot(): User | null {
  const raw = `${localStorage.getItem(SESSION_KEYS.token)}|${localStorage.getItem(SESSION_KEYS.user)}`;
  if (raw !== snapshot.raw) snapshot = { raw, user: readAdminUser() };
  return snapshot.user;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The signed-in shop team member, or null. */
export const useAdminUser = () => useSyncExternalStore(subscribe, getSnapshot, () => null);

/** Logs in; a customer account is turned away without touching the stored session. */
export async function signInAdmin(email: string, password: string): Promise<User> {
  const { token, user } = await answer(
    apiClient.POST('/api/users/login', { body: { email, password } }),
  );
  if (user.role !== 'admin') throw new NoAccessError();
  localStorage.setItem(SESSION_KEYS.token, token);
  localStorage.setItem(SESSION_KEYS.isGuest, 'false');
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  notify();
  return user;
}

export function signOutAdmin() {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
  notify();
}
