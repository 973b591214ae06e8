import type { Order } from '@jangbogi/contracts/orders';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { anOrder } from '@/testing/orders';
import { testShopSettings } from '@/testing/settings';
import { OrderCard } from './order-card';

vi.mock('@/lib/toast', () => ({ notify: vi.fn(), CART_TOAST_MS: 1500, TOAST_MS: 3000 }));

const PUT = 'PUT';
const URL = '/api/orders/order-1/refund-account';

/** A paid transfer order packed with a short line: 3,000 won comes back, to no account yet. */
const packedOrder = (needsAccount = true): Order =>
  anOrder({
    status: 'packed',
    payment_method: 'account_transfer',
    payment_status: 'paid',
    subtotal: 27_000,
    total_price: 27_000,
    ordered_total: 30_000,
    refunds: [
      {
        _id: 'refund-1',
        amount: 3_000,
        method: 'transfer',
        status: 'to_refund',
        cancels_order: false,
        created_at: '2026-11-24T01:00:00.000Z',
        refunded_at: null,
        needs_account: needsAccount,
        from_packing: true,
      },
    ],
  });

describe('the refund account form in My Orders', () => {
  it('checks the account, sends it, and is gone once the refund has one', async () => {
    const fetchMock = mockFetch({
      [`${PUT} ${URL}`]: () => json(200, packedOrder(false)),
      'GET /api/settings': () => json(200, testShopSettings()),
    });
    renderWithProviders(<OrderCard order={packedOrder()} />);
    const form = screen.getByRole('form', { name: "The refund's bank account" });
    expect(form).toHaveTextContent('₩3,000 comes back to you by bank transfer');

    await userEvent.click(screen.getByRole('button', { name: 'Send refund to this account' }));
    expect(await screen.findByText('Enter the bank name')).toBeInTheDocument();
    expect(callsTo(fetchMock, PUT, URL)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Bank'), '국민은행');
    await userEvent.type(screen.getByLabelText('Account number'), '123456-01-234567');
    await userEvent.type(screen.getByLabelText('Account holder'), '김민지');
    await userEvent.click(screen.getByRole('button', { name: 'Send refund to this account' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, PUT, URL)).toHaveLength(1));
    const [[, init] = []] = callsTo(fetchMock, PUT, URL);
    expect(JSON.parse(init?.body as string)).toEqual({
      bank_name: '국민은행',
      account_number: '123456-01-234567',
      account_holder: '김민지',
    });
  });

  it('asks in Korean on Korean pages and explains a refund that already has an account', async () => {
    mockFetch({
      [`${PUT} ${URL}`]: () =>
        json(409, { message: 'No refund', code: 'NO_REFUND_AWAITING_ACCOUNT' }),
      'GET /api/settings': () => json(200, testShopSettings()),
    });
    renderWithProviders(<OrderCard order={packedOrder()} />, { locale: 'ko' });
    const form = screen.getByRole('form', { name: '환불 계좌' });
    expect(form).toHaveTextContent('3,000원을 계좌로 환불해 드립니다');
    await userEvent.type(screen.getByLabelText('은행'), '신한은행');
    await userEvent.type(screen.getByLabelText('계좌번호'), '110-482-771903');
    await userEvent.type(screen.getByLabelText('예금주'), '박민지');
    await userEvent.click(screen.getByRole('button', { name: '이 계좌로 환불받기' }));
    expect(
      await screen.findByText(
        '이 환불에는 이미 계좌가 있습니다. 바꾸시려면 고객센터로 문의해 주세요.',
      ),
    ).toBeInTheDocument();
  });

  it('is not shown when no refund waits for an account', () => {
    mockFetch({ 'GET /api/settings': () => json(200, testShopSettings()) });
    renderWithProviders(<OrderCard order={packedOrder(false)} />);
    expect(screen.queryByRole('form', { name: "The refund's bank account" })).toBeNull();
  });
});
