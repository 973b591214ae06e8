import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { anOrder } from '@/testing/orders';
import { renderWithProviders } from '@/testing/render';
import { testSession, testUser } from '@/testing/session';
import { storeUserSession } from '@/lib/session';
import { MyOrdersRoute } from './my-orders';

describe('MyOrdersRoute, a page at a time', () => {
  it.each([
    ['en', 'Show older orders', 'You have seen all your orders.'],
    ['ko', '이전 주문 더 보기', '더 이상 주문 내역이 없습니다.'],
  ] as const)(
    'shows older orders after the last one shown, in %s',
    async (locale, more, allShown) => {
      const newest = anOrder({ _id: 'order-2', order_number: '20261127-0002' });
      const older = anOrder({ _id: 'order-1', order_number: '20261101-0001' });
      const fetch = mockFetch({
        'GET /api/users/me': () => json(200, testUser),
        'GET /api/orders': (_init, url) =>
          url.includes('before=order-2')
            ? json(200, { orders: [older], has_more: false })
            : json(200, { orders: [newest], has_more: true }),
      });
      storeUserSession('user-token', testUser);
      renderWithProviders(<MyOrdersRoute />, {
        path: '/my-orders',
        locale,
        session: testSession({ user: testUser, token: 'user-token' }),
      });
      expect(await screen.findByText(/20261127-0002/)).toBeInTheDocument();
      expect(screen.queryByText(/20261101-0001/)).not.toBeInTheDocument();
      expect(screen.queryByText(allShown)).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: more }));

      expect(await screen.findByText(/20261101-0001/)).toBeInTheDocument();
      expect(screen.getByText(/20261127-0002/)).toBeInTheDocument();
      // The keyboard goes on from the first older order, not from the top of the page.
      await waitFor(() =>
        expect(screen.getByRole('article', { name: /20261101-0001/ })).toHaveFocus(),
      );
      expect(screen.queryByRole('button', { name: more })).not.toBeInTheDocument();
      // The list says it has reached the first order.
      expect(screen.getByText(allShown)).toBeInTheDocument();
      expect(callsTo(fetch, 'GET', '/api/orders').map(([url]) => url)).toEqual([
        expect.not.stringContaining('before='),
        expect.stringContaining('before=order-2'),
      ]);
    },
  );

  it('keeps the orders shown when older ones fail to load, and the button to try again', async () => {
    const newest = anOrder({ _id: 'order-2', order_number: '20261127-0002' });
    mockFetch({
      'GET /api/users/me': () => json(200, testUser),
      'GET /api/orders': (_init, url) =>
        url.includes('before=')
          ? json(400, { message: 'before: Invalid id', code: 'VALIDATION_ERROR' })
          : json(200, { orders: [newest], has_more: true }),
    });
    storeUserSession('user-token', testUser);
    renderWithProviders(<MyOrdersRoute />, {
      path: '/my-orders',
      session: testSession({ user: testUser, token: 'user-token' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show older orders' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch orders');
    expect(screen.getByText(/20261127-0002/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Show older orders' })).toHaveFocus(),
    );
  });
});
