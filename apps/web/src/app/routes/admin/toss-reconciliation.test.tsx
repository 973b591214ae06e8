import type { TossReconciliation } from '@jangbogi/contracts/payments';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import TossReconciliationRoute from './toss-reconciliation';

const URL_PATH = '/api/admin/payments/toss/reconciliation';

const report = (overrides: Partial<TossReconciliation> = {}): TossReconciliation => ({
  date: '2026-11-26',
  checked_at: '2026-11-27T03:10:00.000Z',
  toss_transactions: 5,
  matched: 3,
  mismatches: [
    {
      kind: 'amount_differs',
      toss_order_id: 'order-1',
      order_number: '20261126-0007',
      payment_key: 'tviva20261126',
      shop_amount: 54_000,
      toss_amount: 49_000,
    },
    {
      kind: 'missing_in_shop',
      toss_order_id: 'stranger-order-0001',
      order_number: null,
      payment_key: 'tviva20261126b',
      shop_amount: 0,
      toss_amount: 12_300,
    },
  ],
  ...overrides,
});

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

describe('Toss reconciliation page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the day's matched count and every mismatch, Toss beside the shop", async () => {
    const fetchMock = mockFetch({ [`GET ${URL_PATH}`]: () => json(200, report()) });
    renderWithProviders(<TossReconciliationRoute />, {
      path: '/admin/payments/toss?date=2026-11-26',
    });

    const link = await screen.findByRole('link', { name: '20261126-0007' });
    expect(link).toHaveAttribute('href', '/admin/orders/order-1');
    expect(screen.getByText(/3 matched, 2 mismatches, out of 5 Toss transactions/)).toBeVisible();
    const differs = rowOf('20261126-0007');
    expect(differs).toHaveTextContent('Amounts differ');
    expect(differs).toHaveTextContent(/₩49,000.*₩54,000.*Amounts differ/);
    const stranger = rowOf('stranger-order-0001');
    expect(stranger).toHaveTextContent('Not a shop order');
    expect(stranger).toHaveTextContent('Toss moved money the shop has not recorded');
    expect(stranger).toHaveTextContent(/₩12,300.*₩0/);
    expect(callsTo(fetchMock, 'GET', URL_PATH)[0]?.[0]).toContain('date=2026-11-26');
  });

  it('says so when every payment matched', async () => {
    mockFetch({ [`GET ${URL_PATH}`]: () => json(200, report({ mismatches: [], matched: 5 })) });
    renderWithProviders(<TossReconciliationRoute />, {
      path: '/admin/payments/toss?date=2026-11-26',
    });
    expect(
      await screen.findByText("Every payment of this day matches Toss Payments' transactions."),
    ).toBeVisible();
    expect(screen.getByText(/5 matched, 0 mismatches/)).toBeVisible();
  });

  it("shows the server's reason when Toss did not answer, and checks another day", async () => {
    const fetchMock = mockFetch({
      [`GET ${URL_PATH}`]: (_init, url) =>
        url.includes('2026-11-20')
          ? json(200, report({ date: '2026-11-20', mismatches: [], matched: 1 }))
          : json(502, {
              code: 'PAYMENT_GATEWAY_UNAVAILABLE',
              message: 'Toss Payments did not answer. Please try again.',
            }),
    });
    renderWithProviders(<TossReconciliationRoute />, {
      path: '/admin/payments/toss?date=2026-11-26',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Toss Payments did not answer. Please try again.',
    );

    fireEvent.change(screen.getByLabelText('Day (Korea time)'), {
      target: { value: '2026-11-20' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', URL_PATH).at(-1)?.[0]).toContain('date=2026-11-20'),
    );
    expect(await screen.findByText(/1 matched, 0 mismatches/)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads in Korean on a Korean page', async () => {
    mockFetch({ [`GET ${URL_PATH}`]: () => json(200, report()) });
    renderWithProviders(<TossReconciliationRoute />, {
      path: '/admin/payments/toss?date=2026-11-26',
      locale: 'ko',
    });
    expect(await screen.findByText(/일치 3건, 불일치 2건/)).toBeVisible();
    expect(screen.getByRole('heading', { name: '토스페이먼츠 거래 대사' })).toBeVisible();
    expect(rowOf('20261126-0007')).toHaveTextContent('금액 불일치');
    expect(rowOf('20261126-0007')).toHaveTextContent('49,000원');
  });
});
