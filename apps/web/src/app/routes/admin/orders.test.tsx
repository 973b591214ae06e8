import type { AdminOrderRow } from '@jangbogi/contracts/admin';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import OrdersRoute from './orders';

const order = (overrides: Partial<AdminOrderRow>): AdminOrderRow => ({
  _id: 'order-1',
  order_number: '20261124-0001',
  customer_name: 'Kim Minji',
  customer_email: 'minji@example.kr',
  customer_phone: '010-1234-5678',
  total: 150_000,
  status: 'confirmed',
  payment_status: 'paid',
  payment_method: 'account_transfer',
  depositor_name: 'Kim Minji',
  placed_at: '2026-11-24T01:00:00.000Z',
  delivery_date: '2026-11-26',
  age_hours: 2,
  has_proof: false,
  ...overrides,
});

const listOf = (orders: AdminOrderRow[]) => ({
  orders,
  total: orders.length,
  page: 1,
  pages: 1,
});

describe('Orders list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each order’s delivery day and filters the list by one', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/orders': (_init, url) =>
        json(
          200,
          listOf(
            url.includes('delivery_date=2026-11-27')
              ? [
                  order({
                    _id: 'order-2',
                    order_number: '20261124-0002',
                    delivery_date: '2026-11-27',
                  }),
                ]
              : [order({})],
          ),
        ),
    });
    const { router } = renderWithProviders(<OrdersRoute />, { path: '/admin/orders' });

    const row = (await screen.findByRole('link', { name: '20261124-0001' })).closest('tr');
    expect(row).toHaveTextContent('Thu, Nov 26');
    expect(screen.getByRole('columnheader', { name: 'Delivery day' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Delivery day'), { target: { value: '2026-11-27' } });

    expect(await screen.findByRole('link', { name: '20261124-0002' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('delivery_date=2026-11-27');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/admin/orders').at(-1)?.[0]).toContain(
        'delivery_date=2026-11-27',
      ),
    );
  });

  it('reads in Korean on a Korean page', async () => {
    mockFetch({ 'GET /api/admin/orders': () => json(200, listOf([order({})])) });
    renderWithProviders(<OrdersRoute />, { path: '/admin/orders', locale: 'ko' });
    expect(await screen.findByRole('link', { name: '20261124-0001' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '배송일' })).toBeInTheDocument();
    expect(screen.getByText('주문 1건')).toBeInTheDocument();
    expect(screen.getByText('150,000원')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Postcode to check (01018)', 'Check postcode'],
    ['ko', '우편번호 확인 필요 (01018)', '우편번호 확인'],
  ] as const)(
    'lists the orders stored with the old default postcode, flagged, in %s',
    async (locale, filter, flag) => {
      const fetchMock = mockFetch({
        'GET /api/admin/orders': (_init, url) =>
          json(
            200,
            listOf(
              url.includes('postcode_check=true')
                ? [
                    order({
                      _id: 'order-3',
                      order_number: '20261124-0003',
                      postcode_to_check: true,
                    }),
                  ]
                : [order({ postcode_to_check: false })],
            ),
          ),
      });
      const { router } = renderWithProviders(<OrdersRoute />, { path: '/admin/orders', locale });
      const first = (await screen.findByRole('link', { name: '20261124-0001' })).closest('tr');
      expect(first).not.toHaveTextContent(flag);

      fireEvent.click(screen.getByLabelText(filter));
      const row = (await screen.findByRole('link', { name: '20261124-0003' })).closest('tr');
      expect(row).toHaveTextContent(flag);
      expect(router.state.location.search).toContain('postcode_check=true');
      await waitFor(() =>
        expect(callsTo(fetchMock, 'GET', '/api/admin/orders').at(-1)?.[0]).toContain(
          'postcode_check=true',
        ),
      );
    },
  );

  it.each([
    ['en', 'about 1,000,000 orders'],
    ['ko', '주문 약 1,000,000건'],
  ] as const)('says when the total is an estimate, in %s', async (locale, text) => {
    mockFetch({
      'GET /api/admin/orders': () =>
        json(200, {
          ...listOf([order({})]),
          total: 1_000_000,
          pages: 50_000,
          total_estimated: true,
        }),
    });
    renderWithProviders(<OrdersRoute />, { path: '/admin/orders', locale });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
