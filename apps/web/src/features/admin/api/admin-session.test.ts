import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredSession, SESSION_KEYS } from '@/lib/session';
import { NO_ACCESS_MESSAGE, signInAdmin, signOutAdmin } from './admin-session';

const loginAnswer = (role: 'admin' | 'customer') =>
  new Response(
    JSON.stringify({
      token: 'jwt-token',
      user: {
        _id: 'u1',
        firstName: 'Ji',
        lastName: 'Kim',
        email: 'a@b.kr',
        phoneNumber: '01012345678',
        profileImageUrl: null,
        role,
      },
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );

describe('back office sign-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns a customer away without touching the stored session', async () => {
    localStorage.setItem(SESSION_KEYS.token, 'guest-token');
    localStorage.setItem(SESSION_KEYS.isGuest, 'true');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(loginAnswer('customer'))),
    );
    await expect(signInAdmin('demo@jangbogi.kr', 'pw')).rejects.toThrow(NO_ACCESS_MESSAGE);
    expect(readStoredSession()).toEqual({ token: 'guest-token', isGuest: true });
  });

  it('stores an admin session the shop shares, and signs out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(loginAnswer('admin'))),
    );
    await signInAdmin('admin@jangbogi.kr', 'pw');
    expect(readStoredSession()).toEqual({ token: 'jwt-token', isGuest: false });
    signOutAdmin();
    expect(readStoredSession()).toBeNull();
  });
});
