import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { StockAlertConfirmRoute, StockAlertUnsubscribeRoute } from './stock-alert-link';

const renderPage = (path: string, locale: 'en' | 'ko' = 'en') =>
  renderWithProviders(<></>, {
    path,
    locale,
    routes: [
      { path: 'stock-alerts/confirm/:token', element: <StockAlertConfirmRoute /> },
      { path: 'stock-alerts/unsubscribe/:token', element: <StockAlertUnsubscribeRoute /> },
    ],
  });

describe('the back-in-stock link pages', () => {
  it('confirms the email on a click, not on load', async () => {
    const fetch = mockFetch({
      'POST /api/stock-alerts/confirm/tok.sig': () =>
        json(200, { email: 'mina@example.com', message: 'ok' }),
    });
    renderPage('/stock-alerts/confirm/tok.sig');
    const button = await screen.findByRole('button', { name: 'Confirm my email' });
    expect(callsTo(fetch, 'POST', '/api/stock-alerts/confirm/tok.sig')).toHaveLength(0);
    await userEvent.click(button);
    expect(
      await screen.findByText(
        'Thank you: mina@example.com is confirmed. We will write when what you asked for is back in stock.',
      ),
    ).toBeInTheDocument();
  });

  it('unsubscribes in one click, in Korean', async () => {
    mockFetch({
      'POST /api/stock-alerts/unsubscribe/tok.sig': () =>
        json(200, { email: 'mina@example.com', message: 'ok' }),
    });
    renderPage('/stock-alerts/unsubscribe/tok.sig', 'ko');
    await userEvent.click(await screen.findByRole('button', { name: '수신 거부' }));
    expect(
      await screen.findByText(
        '수신 거부되었습니다. mina@example.com 주소로 더 이상 재입고 알림을 보내지 않습니다.',
      ),
    ).toBeInTheDocument();
  });

  it('says when a link is not valid', async () => {
    mockFetch({
      'POST /api/stock-alerts/unsubscribe/bad': () =>
        json(400, {
          code: 'INVALID_ALERT_LINK',
          message: 'This link is not valid or has expired.',
        }),
    });
    renderPage('/stock-alerts/unsubscribe/bad');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This link is not valid or has expired.')).toBeInTheDocument();
  });
});
