import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, fakeJwt, json, mockFetch } from '@/testing/fetch';
import { testUser } from '@/testing/session';
import { SESSION_KEYS, storeGuestSession, storeUserSession } from '@/lib/session';
import { useSession, useSessionReader, type SessionReader } from '@/lib/session-context';
import { SessionProvider } from './session-provider';

function Probe() {
  const session = useSession();
  return (
    <div>
      <p data-testid="ready">{String(session.authReady)}</p>
      <p data-testid="guest">{String(session.isGuest)}</p>
      <p data-testid="token">{session.token ?? ''}</p>
      <p data-testid="user">{session.user?.email ?? ''}</p>
      <button type="button" onClick={() => session.login('user-token', testUser)}>
        login
      </button>
      <button type="button" onClick={() => void session.logout()}>
        logout
      </button>
    </div>
  );
}

function renderSession() {
  const queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

function ReaderProbe({ onReader }: { onReader: (reader: SessionReader) => void }) {
  onReader(useSessionReader());
  return null;
}

describe('SessionProvider', () => {
  it('lets a click made before the first guest token arrives wait for it', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch({
      'GET /api/guest-token': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    let reader: SessionReader | undefined;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <ReaderProbe onReader={(value) => (reader = value)} />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(reader?.current().token).toBeNull();
    const withToken = reader?.withToken();
    await act(async () => answer(json(200, { token: 'late-guest' })));
    await expect(withToken).resolves.toMatchObject({ token: 'late-guest', isGuest: true });
  });

  it('starts a guest session from GET /api/guest-token when nothing is stored', async () => {
    const fetch = mockFetch({ 'GET /api/guest-token': () => json(200, { token: 'server-guest' }) });
    renderSession();
    expect(text('ready')).toBe('false');
    await waitFor(() => expect(text('ready')).toBe('true'));
    expect(text('token')).toBe('server-guest');
    expect(text('guest')).toBe('true');
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('server-guest');
    expect(localStorage.getItem(SESSION_KEYS.isGuest)).toBe('true');
    expect(callsTo(fetch, 'GET', '/api/guest-token')).toHaveLength(1);
  });

  it("makes a local 'guest_' token when the guest-token request fails", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({
      'GET /api/guest-token': () => json(503, { message: 'down', code: 'UNAVAILABLE' }),
    });
    renderSession();
    await waitFor(() => expect(text('ready')).toBe('true'));
    expect(text('token')).toMatch(/^guest_.{8,}/);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe(text('token'));
  });

  it('asks the API for a real token when the stored one is local, before any request uses it', async () => {
    storeGuestSession('guest_made-while-the-api-was-away');
    const fetch = mockFetch({ 'GET /api/guest-token': () => json(200, { token: 'api-guest' }) });
    renderSession();
    expect(text('ready')).toBe('false');
    await waitFor(() => expect(text('token')).toBe('api-guest'));
    expect(text('ready')).toBe('true');
    expect(callsTo(fetch, 'GET', '/api/guest-token')).toHaveLength(1);
  });

  it('keeps a stored guest token without asking for a new one', async () => {
    storeGuestSession('stored-guest');
    const fetch = mockFetch({});
    renderSession();
    expect(text('ready')).toBe('true');
    expect(text('token')).toBe('stored-guest');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('restores a stored user once the token validates', async () => {
    const token = fakeJwt(3600);
    storeUserSession(token, testUser);
    const fetch = mockFetch({ 'GET /api/validate-token': () => json(200, { valid: true }) });
    renderSession();
    expect(text('guest')).toBe('false');
    await waitFor(() => expect(text('ready')).toBe('true'));
    expect(text('user')).toBe(testUser.email);
    const [, init] = callsTo(fetch, 'GET', '/api/validate-token')[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('login stores token, user and guest flag false', async () => {
    storeGuestSession('stored-guest');
    mockFetch({});
    renderSession();
    await userEvent.click(screen.getByRole('button', { name: 'login' }));
    expect(text('guest')).toBe('false');
    expect(localStorage.getItem(SESSION_KEYS.isGuest)).toBe('false');
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('user-token');
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? '{}')).toMatchObject({
      email: testUser.email,
    });
  });

  it('logout clears the stored user and requests a new guest token', async () => {
    storeUserSession(fakeJwt(3600), testUser);
    const fetch = mockFetch({
      'GET /api/validate-token': () => json(200, { valid: true }),
      'GET /api/guest-token': () => json(200, { token: 'fresh-guest' }),
    });
    renderSession();
    await waitFor(() => expect(text('ready')).toBe('true'));
    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(text('token')).toBe('fresh-guest'));
    expect(text('guest')).toBe('true');
    expect(text('user')).toBe('');
    expect(localStorage.getItem(SESSION_KEYS.user)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.isGuest)).toBe('true');
    expect(callsTo(fetch, 'GET', '/api/guest-token')).toHaveLength(1);
  });

  it('logs out when validation fails and the refresh fails too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeUserSession(fakeJwt(3600), testUser);
    const fetch = mockFetch({
      'GET /api/validate-token': () => json(200, { valid: false }),
      'POST /api/refresh-token': () =>
        json(401, { message: 'Your session has expired.', code: 'INVALID_TOKEN' }),
      'GET /api/guest-token': () => json(200, { token: 'after-logout' }),
    });
    renderSession();
    await waitFor(() => expect(text('token')).toBe('after-logout'));
    expect(text('guest')).toBe('true');
    expect(text('ready')).toBe('true');
    expect(callsTo(fetch, 'POST', '/api/refresh-token')).toHaveLength(1);
    expect(localStorage.getItem(SESSION_KEYS.user)).toBeNull();
  });

  it('refreshes a user token before it expires', async () => {
    const soon = fakeJwt(30);
    const later = fakeJwt(7200);
    storeUserSession(soon, testUser);
    const fetch = mockFetch({
      'GET /api/validate-token': () => json(200, { valid: true }),
      'POST /api/refresh-token': () => json(200, { token: later }),
    });
    renderSession();
    await waitFor(() => expect(text('token')).toBe(later));
    const [, init] = callsTo(fetch, 'POST', '/api/refresh-token')[0]!;
    expect(JSON.parse(init?.body as string)).toEqual({ token: soon });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe(later);
    expect(text('guest')).toBe('false');
    await act(() => Promise.resolve());
  });
});
