import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { MarketingUnsubscribeRoute } from './marketing-unsubscribe';

const renderPage = (path: string, locale: 'en' | 'ko' = 'en') =>
  renderWithProviders(<></>, {
    path,
    locale,
    routes: [{ path: 'marketing/unsubscribe/:token', element: <MarketingUnsubscribeRoute /> }],
  });

describe('the marketing unsubscribe page', () => {
  it('unsubscribes on a click, not on load, in Korean', async () => {
    const fetch = mockFetch({
      'POST /api/marketing/unsubscribe/tok.sig': () =>
        json(200, { email: 'mina@example.com', message: 'ok' }),
    });
    renderPage('/marketing/unsubscribe/tok.sig', 'ko');
    expect(await screen.findByRole('heading', { name: '광고성 정보 수신 거부' })).toBeVisible();
    const button = screen.getByRole('button', { name: '수신 거부' });
    expect(callsTo(fetch, 'POST', '/api/marketing/unsubscribe/tok.sig')).toHaveLength(0);
    await userEvent.click(button);
    expect(
      await screen.findByText(
        '수신 거부되었습니다. mina@example.com 주소로 더 이상 광고성 정보를 보내지 않습니다.',
      ),
    ).toBeInTheDocument();
  });

  it('says when a link is not valid', async () => {
    mockFetch({
      'POST /api/marketing/unsubscribe/bad': () =>
        json(400, {
          code: 'INVALID_MARKETING_LINK',
          message: 'This unsubscribe link is not valid.',
        }),
    });
    renderPage('/marketing/unsubscribe/bad');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
  });
});
