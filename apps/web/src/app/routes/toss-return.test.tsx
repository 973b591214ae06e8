import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TossReturnNotice } from '@/features/checkout/components/toss-return-notice';
import { callsTo, json, mockFetch, sentBody } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { TossFailRoute, TossSuccessRoute } from './toss-return';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

let fetchMock: ReturnType<typeof mockFetch>;
const calls = (path: string) => callsTo(fetchMock, 'POST', `/api${path}`);
const bodyOf = (call: readonly [string, RequestInit | undefined] | undefined) =>
  sentBody(call?.[1]);

const paidOrder = {
  _id: 'order-7',
  order_id: 'order-7',
  order_number: '20261121-0007',
  subtotal: 24_600,
  shipping_price: 5_000,
  remote_area_surcharge: 0,
  total_discount: 0,
  total_price: 29_600,
  payment_method: 'toss',
  payment_status: 'paid',
  depositor_name: null,
  payment: {
    provider: 'toss',
    order_id: 'jbg_order7_k2',
    amount: 29_600,
    status: 'done',
    method: '카드',
    virtual_account: null,
  },
};

beforeEach(() => {
  fetchMock = mockFetch({
    'POST /api/payments/toss/confirm': () => json(200, paidOrder),
    'POST /api/payments/toss/abort': () => json(200, { status: 'aborted' }),
  });
});

describe('the page Toss returns a paying shopper to', () => {
  it('confirms once, even with double effects, then shows the confirmation', async () => {
    const { router } = renderWithProviders(
      <StrictMode>
        <TossSuccessRoute />
      </StrictMode>,
      {
        path: '/checkout/toss/success?paymentType=NORMAL&orderId=jbg_order7_k2&paymentKey=tgen_abc&amount=29600',
      },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-success'));
    expect(router.state.location.search).toBe('?order=order-7');
    expect(router.state.location.state).toMatchObject({
      orderNumber: '20261121-0007',
      paymentStatus: 'paid',
      online: { method: '카드', virtualAccount: null },
    });
    expect(calls('/payments/toss/confirm')).toHaveLength(1);
    expect(bodyOf(calls('/payments/toss/confirm')[0])).toEqual({
      paymentKey: 'tgen_abc',
      orderId: 'jbg_order7_k2',
      amount: 29_600,
    });
  });

  it('says the payment is not confirmed when the server refuses it, and offers the cart', async () => {
    mockFetch({
      'POST /api/payments/toss/confirm': () =>
        json(400, {
          code: 'PAYMENT_AMOUNT_MISMATCH',
          message: 'The amount does not match the order',
        }),
    });
    renderWithProviders(<TossSuccessRoute />, {
      path: '/checkout/toss/success?orderId=jbg_order7_k2&paymentKey=tgen_refused&amount=100',
    });
    expect(
      await screen.findByRole('heading', { name: 'Your payment is not confirmed yet' }),
    ).toBeVisible();
    expect(screen.getByText('The amount does not match the order')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  });

  it('confirms nothing without the query Toss sends', async () => {
    renderWithProviders(<TossSuccessRoute />, { path: '/checkout/toss/success' });
    expect(
      await screen.findByRole('heading', { name: 'Your payment is not confirmed yet' }),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the page Toss returns a shopper to who did not pay', () => {
  it('lets the order go once and takes the shopper back to the cart, saying why', async () => {
    const { router } = renderWithProviders(
      <StrictMode>
        <TossFailRoute />
      </StrictMode>,
      {
        path: '/checkout/toss/fail?code=PAY_PROCESS_CANCELED&message=%EC%B7%A8%EC%86%8C&orderId=jbg_order8_q1',
      },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(router.state.location.state).toEqual({ tossReturn: 'cancelled' });
    expect(calls('/payments/toss/abort')).toHaveLength(1);
    expect(bodyOf(calls('/payments/toss/abort')[0])).toEqual({
      orderId: 'jbg_order8_q1',
      code: 'PAY_PROCESS_CANCELED',
      message: '취소',
    });
  });

  it('tells a cancelled shopper calmly, in Korean, that nothing was charged and the cart is kept', () => {
    renderWithProviders(<TossReturnNotice />, {
      path: '/cart',
      locale: 'ko',
      state: { tossReturn: 'cancelled' },
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      '결제를 취소하셔서 요금은 청구되지 않았어요. 장바구니는 그대로 있어요.',
    );
  });

  it('says a refused payment apart from a cancelled one', () => {
    renderWithProviders(<TossReturnNotice />, { path: '/cart', state: { tossReturn: 'failed' } });
    expect(screen.getByRole('status')).toHaveTextContent(/did not go through/);
  });
});
