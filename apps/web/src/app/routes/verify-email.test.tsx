import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { testSession, testUser } from '@/testing/session';
import { storeUserSession } from '@/lib/session';
import { MyOrdersRoute } from './my-orders';
import { VerifyEmailRoute } from './verify-email';

const renderPage = (session = testSession(), locale: 'en' | 'ko' = 'en') =>
  renderWithProviders(<></>, {
    path: '/verify-email/tok-123',
    session,
    locale,
    routes: [{ path: 'verify-email/:token', element: <VerifyEmailRoute /> }],
  });

describe('VerifyEmailRoute', () => {
  it('confirms on a click, not on load, and then points to My Orders', async () => {
    const fetch = mockFetch({
      'POST /api/users/verify-email/tok-123': () =>
        json(200, { message: 'Thank you: your email is confirmed.' }),
    });
    storeUserSession('user-token', testUser);
    renderPage(testSession({ user: testUser }));
    const button = await screen.findByRole('button', { name: 'Confirm My Email' });
    expect(callsTo(fetch, 'POST', '/api/users/verify-email/tok-123')).toHaveLength(0);
    await userEvent.click(button);
    expect(await screen.findByText('Thank you: your email is confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See My Orders' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
  });

  it('speaks Korean on a Korean page', async () => {
    mockFetch({});
    renderPage(testSession(), 'ko');
    expect(await screen.findByRole('heading', { name: '이메일 인증' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이메일 인증하기' })).toBeInTheDocument();
  });

  it("shows the server's message for a dead link", async () => {
    const message = 'This confirmation link is invalid or has expired. Please ask for a new one.';
    mockFetch({
      'POST /api/users/verify-email/tok-123': () =>
        json(400, { message, code: 'INVALID_CONFIRM_TOKEN' }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm My Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Confirm My Email' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Log in to ask for a new link' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

describe('MyOrdersRoute for an unconfirmed email', () => {
  it('explains where guest orders are and sends a new link', async () => {
    const fetch = mockFetch({
      'GET /api/users/me': () => json(200, { ...testUser, emailVerified: false }),
      'GET /api/orders': () => json(200, { orders: [] }),
      'POST /api/users/me/verify-email': () =>
        json(200, { message: 'We sent a new confirmation link. Please check your email.' }),
    });
    storeUserSession('user-token', testUser);
    renderWithProviders(<MyOrdersRoute />, {
      path: '/my-orders',
      session: testSession({ user: testUser, token: 'user-token' }),
    });
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(
      screen.getByText(/Orders you placed as a guest with minji@example.kr appear here/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(
      await screen.findByText('We sent a new confirmation link. Please check your email.'),
    ).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/users/me/verify-email')).toHaveLength(1);
  });

  it('says nothing once the email is confirmed', async () => {
    mockFetch({
      'GET /api/users/me': () => json(200, testUser),
      'GET /api/orders': () => json(200, { orders: [] }),
    });
    storeUserSession('user-token', testUser);
    renderWithProviders(<MyOrdersRoute />, {
      path: '/my-orders',
      session: testSession({ user: testUser, token: 'user-token' }),
    });
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Confirm your email' })).not.toBeInTheDocument();
  });
});
