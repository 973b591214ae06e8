import type { Order } from '@jangbogi/contracts/orders';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { anOrder } from '@/testing/orders';
import { testShopSettings } from '@/testing/settings';
import { notify } from '@/lib/toast';
import { OrderCard } from './order-card';

vi.mock('@/lib/toast', () => ({ notify: vi.fn(), CART_TOAST_MS: 1500, TOAST_MS: 3000 }));

/** A cash order of 15,000 won, not confirmed yet: the shopper may still cancel it. */
const cancellableOrder = (overrides: Partial<Order> = {}): Order =>
  anOrder({
    order_number: '20261124-0003',
    placed_at: '2026-11-24T01:00:00.000Z',
    subtotal: 12_000,
    shipping_price: 3_000,
    total_price: 15_000,
    shipment: null,
    delivery_date: '2026-11-25',
    cash_receipt: { purpose: 'income_deduction', identifier: '01012345678' },
    can_cancel: true,
    ...overrides,
  });

const cancelRoute = (order: Order) => ({
  'POST /api/orders/order-1/cancel': () =>
    json(200, { ...order, status: 'cancelled', can_cancel: false }),
  'GET /api/settings': () => json(200, testShopSettings()),
});

describe('Cancel order', () => {
  it('cancels an unpaid order after a confirm step and shows the new status', async () => {
    const order = cancellableOrder();
    const fetchMock = mockFetch(cancelRoute(order));
    renderWithProviders(<OrderCard order={order} />);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.queryByLabelText(/Account number/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));

    expect(
      await screen.findByText('Order cancelled. Its status is now: Cancelled'),
    ).toBeInTheDocument();
    const [[, init] = []] = callsTo(fetchMock, 'POST', '/api/orders/order-1/cancel');
    expect(JSON.parse(init?.body as string)).toEqual({});
  });

  it('asks a paid order for the refund account, checks it, then sends it', async () => {
    const order = cancellableOrder({ payment_method: 'account_transfer', payment_status: 'paid' });
    const fetchMock = mockFetch(cancelRoute(order));
    renderWithProviders(<OrderCard order={order} />);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('Enter the bank name')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/orders/order-1/cancel')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Bank'), '신한은행');
    await userEvent.type(screen.getByLabelText('Account number'), 'abc');
    await userEvent.type(screen.getByLabelText('Account holder'), '김민지');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(
      await screen.findByText('Enter the account number (digits and dashes)'),
    ).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Account number'));
    await userEvent.type(screen.getByLabelText('Account number'), '110-482-771903');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(
      await screen.findByText('Order cancelled. Its status is now: Cancelled'),
    ).toBeInTheDocument();
    const [[, init] = []] = callsTo(fetchMock, 'POST', '/api/orders/order-1/cancel');
    expect(JSON.parse(init?.body as string)).toEqual({
      refund_account: {
        bank_name: '신한은행',
        account_number: '110-482-771903',
        account_holder: '김민지',
      },
    });
  });

  it('speaks Korean on Korean pages and explains a closed window', async () => {
    mockFetch({
      'POST /api/orders/order-1/cancel': () =>
        json(409, { message: 'too late', code: 'CANCEL_WINDOW_CLOSED' }),
      'GET /api/settings': () => json(200, testShopSettings()),
    });
    renderWithProviders(<OrderCard order={cancellableOrder()} />, { locale: 'ko' });

    expect(screen.getByTestId('delivery-day')).toHaveTextContent('11월 25일 (수)');
    expect(screen.getByTestId('cash-receipt')).toHaveTextContent('소득공제용 · 010-****-5678');
    await userEvent.click(screen.getByRole('button', { name: '주문 취소' }));
    await userEvent.click(screen.getByRole('button', { name: '네, 주문을 취소합니다' }));
    expect(
      await screen.findByText(
        '이 주문은 더 이상 온라인으로 취소할 수 없습니다. 고객센터로 문의해 주세요.',
      ),
    ).toBeInTheDocument();
  });

  it('offers no cancel button when the order may not be cancelled', () => {
    mockFetch({ 'GET /api/settings': () => json(200, testShopSettings()) });
    renderWithProviders(
      <OrderCard order={cancellableOrder({ can_cancel: false, status: 'shipped' })} />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByTestId('delivery-day')).toHaveTextContent('Wed, Nov 25');
    expect(screen.getByTestId('cash-receipt')).toHaveTextContent(
      'For income deduction · 010-****-5678',
    );
  });
});

describe('Buy again', () => {
  it('says what went into the cart and what was skipped, and refreshes the cart', async () => {
    const fetchMock = mockFetch({
      'GET /api/settings': () => json(200, testShopSettings()),
      'POST /api/orders/order-1/reorder': () =>
        json(200, {
          added: [
            { product_id: 'p1', name: 'Kimchi', name_kr: '김치', quantity: 2, capped: false },
            { product_id: 'p2', name: 'Tofu', name_kr: '두부', quantity: 1, capped: true },
          ],
          skipped: [
            { product_id: 'p3', name: 'Ramen', name_kr: '라면', reason: 'out_of_stock' },
            { product_id: null, name: 'Old tea', name_kr: null, reason: 'no_longer_sold' },
          ],
        }),
    });
    const { queryClient } = renderWithProviders(
      <OrderCard order={cancellableOrder({ status: 'delivered', can_cancel: false })} />,
      { locale: 'ko' },
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await userEvent.click(screen.getByRole('button', { name: '다시 구매' }));
    const message =
      '장바구니에 담았습니다: 김치 2개, 두부 1개 (남은 재고 전부). 품절: 라면. 판매 종료: Old tea.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith('success', message);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cart'] });
    expect(callsTo(fetchMock, 'POST', '/api/orders/order-1/reorder')).toHaveLength(1);
  });

  it('says so in English when nothing could be added', async () => {
    mockFetch({
      'GET /api/settings': () => json(200, testShopSettings()),
      'POST /api/orders/order-1/reorder': () =>
        json(200, {
          added: [],
          skipped: [{ product_id: 'p3', name: 'Ramen', name_kr: '라면', reason: 'out_of_stock' }],
        }),
    });
    renderWithProviders(<OrderCard order={cancellableOrder({ can_cancel: false })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buy again' }));
    const message = 'Nothing could be added to your cart. Out of stock: Ramen.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('warning', message));
  });
});
