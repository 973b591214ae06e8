import type { User } from '@jangbogi/contracts/users';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileRoute } from '@/app/routes/profile';
import { notify } from '@/lib/toast';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { testSession, testUser } from '@/testing/session';

vi.mock('@/lib/toast', () => ({ notify: vi.fn(), CART_TOAST_MS: 1500, TOAST_MS: 3000 }));

// 2026-11-27 18:30 in Korea.
const AGREED_AT = '2026-11-27T09:30:00.000Z';

/** My Account, served by an API that keeps the consent the switch sends. */
function renderProfile(locale: 'en' | 'ko', consentAt: string | null) {
  let user: User = { ...testUser, marketing_consent_at: consentAt };
  const fetch = mockFetch({
    'GET /api/users/me': () => json(200, user),
    'PUT /api/users/me': (init) => {
      const body = JSON.parse(init?.body as string) as { marketing_consent: boolean };
      user = { ...user, marketing_consent_at: body.marketing_consent ? AGREED_AT : null };
      return json(200, user);
    },
  });
  renderWithProviders(<ProfileRoute />, {
    locale,
    session: testSession({ user: testUser, token: 'user-token' }),
  });
  return fetch;
}

describe('the marketing consent switch in My Account', () => {
  it('agrees in Korean and says since when', async () => {
    const fetch = renderProfile('ko', null);
    const toggle = await screen.findByRole('switch', {
      name: '할인·이벤트 소식 이메일 받기 (선택)',
    });
    expect(screen.getByRole('heading', { name: '광고성 정보 수신 동의' })).toBeVisible();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      expect.stringContaining('수신 동의하지 않으셨습니다.') as string,
    );

    await userEvent.click(toggle);
    expect(
      await screen.findByText('2026년 11월 27일 오후 6:30에 수신 동의하셨습니다.'),
    ).toBeVisible();
    expect(toggle).toBeChecked();
    const [[, init]] = callsTo(fetch, 'PUT', '/api/users/me') as [[string, RequestInit]];
    expect(JSON.parse(init.body as string)).toEqual({ marketing_consent: true });
    expect(notify).toHaveBeenCalledWith('success', '할인·이벤트 소식을 이메일로 보내 드립니다.');
  });

  it('withdraws in English, saving nothing else of the profile', async () => {
    const fetch = renderProfile('en', AGREED_AT);
    const toggle = await screen.findByRole('switch', {
      name: 'Email me offers and news (optional)',
    });
    expect(screen.getByText('Agreed on Nov 27th 2026, 6:30 PM.')).toBeVisible();
    expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    expect(await screen.findByText('Not agreed: we send you no offers or news.')).toBeVisible();
    expect(toggle).not.toBeChecked();
    const calls = callsTo(fetch, 'PUT', '/api/users/me');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]?.[1]?.body as string)).toEqual({ marketing_consent: false });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('keeps the switch as it was and says so when the change is refused', async () => {
    mockFetch({
      'GET /api/users/me': () => json(200, { ...testUser, marketing_consent_at: null }),
      'PUT /api/users/me': () => json(502, {}),
    });
    renderWithProviders(<ProfileRoute />, {
      session: testSession({ user: testUser, token: 'user-token' }),
    });
    const toggle = await screen.findByRole('switch');
    await userEvent.click(toggle);
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'Your choice could not be saved. Please try again.',
      ),
    );
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
  });
});
