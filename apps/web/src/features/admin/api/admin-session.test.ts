import { describe, expect, it } from 'vitest';
import { readStoredSession, SESSION_KEYS } from '@/lib/session';
import { json, mockFetch } from '@/testing/fetch';
import { NO_ACCESS_MESSAGE, signInAdmin, signOutAdmin } from './admin-session';

const loginAnswer = (role: 'admin' | 'customer') =>
  json(200, {
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
  });

describe('back office sign-in', () => {
  it('turns a customer away without touching the stored session', async () => {
    localStorage.setItem(SESSION_KEYS.token, 'guest-token');
    localStorage.setItem(SESSION_KEYS.isGuest, 'true');
    mockFetch({ 'POST /api/users/login': () => loginAnswer('customer') });
    await expect(signInAdmin('demo@jangbogi.kr', 'pw')).rejects.toThrow(NO_ACCESS_MESSAGE);
    expect(readStoredSession()).toEqual({ token: 'guest-token', isGuest: true });
  });

  it('stores an admin session the shop shares, and signs out', async () => {
    mockFetch({ 'POST /api/users/login': () => loginAnswer('admin') });
    await signInAdmin('admin@jangbogi.kr', 'pw');
    expect(readStoredSession()).toEqual({ token: 'jwt-token', isGuest: false });
    signOutAdmin();
    expect(readStoredSession()).toBeNull();
  });
});
