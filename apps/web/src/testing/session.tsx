import type { User } from '@jangbogi/contracts/users';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { SessionContext, SessionReaderContext, type Session } from '@/lib/session-context';

export const testUser: User = {
  _id: '6f1c2b9e-4a43-4d1e-9d8a-1f0f8f3a2b11',
  firstName: 'Minji',
  lastName: 'Kim',
  email: 'minji@example.kr',
  phoneNumber: '010-1234-5678',
  profileImageUrl: null,
  role: 'customer',
  emailVerified: true,
  preferred_language: 'en',
  substitution_default: 'refund',
  marketing_consent_at: null,
};

/** A settled session for component tests: a guest by default, or `{ user }` for a logged-in one. */
export function testSession(overrides: Partial<Session> = {}): Session {
  const isGuest = overrides.user ? false : (overrides.isGuest ?? true);
  return {
    authReady: true,
    isGuest,
    user: null,
    token: isGuest ? 'guest-test-token' : 'user-test-token',
    login: vi.fn(),
    logout: vi.fn(() => Promise.resolve()),
    updateUser: vi.fn(),
    renewGuestSession: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

export function TestSessionProvider({
  session,
  children,
}: {
  session: Session;
  children: ReactNode;
}) {
  return (
    <SessionReaderContext
      value={{ current: () => session, withToken: () => Promise.resolve(session) }}
    >
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </SessionReaderContext>
  );
}
