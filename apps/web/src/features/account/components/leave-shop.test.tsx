import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { testSession, testUser } from '@/testing/session';
import { DeleteAccount } from './leave-shop';
import { ProfileMenu } from './profile-menu';

vi.mock('@/lib/toast', () => ({ notify: vi.fn(), TOAST_MS: 3000 }));

const REFUSAL = {
  code: 'ACCOUNT_HAS_OPEN_ORDERS',
  message:
    '주문번호 20261127-0003 주문이 아직 끝나지 않았습니다. 배송이 완료되거나 주문이 취소된 뒤에 탈퇴할 수 있습니다.',
  details: { order_number: '20261127-0003', reason: 'open_order' },
};

describe('DeleteAccount', () => {
  it('says what happens, and sends nothing until the password is given and the box ticked', async () => {
    const fetch = mockFetch({});
    renderWithProviders(<DeleteAccount />, { session: testSession({ user: testUser }) });
    expect(screen.getByText(/kept apart from any account, then anonymised/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Please confirm that you understand.')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', '/users/me')).toHaveLength(0);
  });

  it('shows the refusal naming the order, in Korean', async () => {
    const session = testSession({ user: testUser });
    mockFetch({ 'DELETE /api/users/me': () => json(409, REFUSAL) });
    renderWithProviders(<DeleteAccount />, { session, locale: 'ko' });
    await userEvent.type(screen.getByLabelText(/현재 비밀번호/), 'correct horse 123');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    expect(await screen.findByText(REFUSAL.message)).toBeInTheDocument();
    expect(session.logout).not.toHaveBeenCalled();
  });

  it('leads to the home page, whose header menu ends the session', async () => {
    const session = testSession({ user: testUser });
    const fetch = mockFetch({ 'DELETE /api/users/me': () => json(200, { message: 'ok' }) });
    const { router } = renderWithProviders(<DeleteAccount />, { session, path: '/my-data' });
    await userEvent.type(screen.getByLabelText(/Current Password/i), 'correct horse 123');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ signOut: 'account_deleted' });
    const [call] = callsTo(fetch, 'DELETE', '/users/me');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ password: 'correct horse 123' });
  });
});

describe('the header menu after a deletion', () => {
  it('ends the session once, and forgets the mark', async () => {
    const session = testSession({ user: testUser });
    const { router } = renderWithProviders(<ProfileMenu />, {
      session,
      state: { signOut: 'account_deleted' },
    });
    await waitFor(() => expect(session.logout).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('leaves other pages alone', async () => {
    const session = testSession({ user: testUser });
    renderWithProviders(<ProfileMenu />, { session });
    expect(await screen.findByRole('button', { name: 'Profile' })).toBeInTheDocument();
    expect(session.logout).not.toHaveBeenCalled();
  });
});

describe('Logout in the header menu', () => {
  it('goes home and ends the session there, so a private page never asks to log in', async () => {
    const session = testSession({ user: testUser });
    const { router } = renderWithProviders(<ProfileMenu />, { session, path: '/my-orders' });
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(session.logout).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });
});
