import type { AdminOrderDetail } from '@jangbogi/contracts/admin';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import OrderRoute from './order';

const order: AdminOrderDetail = {
  _id: 'order-1',
  order_number: '20261124-0042',
  customer_name: 'Kim Minji',
  customer_email: 'minji@example.kr',
  customer_phone: '010-1234-5678',
  total: 39_000,
  status: 'confirmed',
  payment_status: 'paid',
  payment_method: 'account_transfer',
  depositor_name: '김민지',
  placed_at: '2026-11-24T01:00:00.000Z',
  delivery_date: '2026-11-26',
  age_hours: 2,
  has_proof: true,
  user_id: null,
  is_guest: true,
  shipping_address: {
    full_name: 'Kim Minji',
    street: '27 Yanghwa-ro 12-gil',
    city: 'Seoul',
    postal_code: '04039',
    phone: '010-1234-5678',
  },
  billing_address: null,
  note: 'Leave at the door',
  promo_code: null,
  subtotal: 36_000,
  discount: 0,
  shipping_price: 3_000,
  remote_area_surcharge: 0,
  tax: { taxable: 0, vat: 0, exempt: 0 },
  paid_at: '2026-11-24T02:00:00.000Z',
  cancelled_at: null,
  items: [
    {
      _id: 'line-1',
      product_id: 'p-1',
      product_name: 'Kimchi',
      product_name_kr: '김치',
      image_url: null,
      unit_price: 12_000,
      quantity: 3,
      line_total: 36_000,
      returned_quantity: 1,
    },
  ],
  payment_proofs: [
    {
      _id: 'proof-1',
      url: '/api/files/proof-1',
      content_type: 'image/png',
      size_bytes: 2_048,
      uploaded_at: '2026-11-24T01:30:00.000Z',
      rejected_at: null,
    },
  ],
  events: [
    {
      _id: 'event-1',
      action: 'placed',
      actor_email: null,
      from_status: null,
      to_status: 'pending',
      from_payment_status: null,
      to_payment_status: 'unpaid',
      note: null,
      created_at: '2026-11-24T01:00:00.000Z',
    },
    {
      _id: 'event-2',
      action: 'confirm_payment',
      actor_email: 'admin@jangbogi.kr',
      from_status: 'pending',
      to_status: 'confirmed',
      from_payment_status: 'unpaid',
      to_payment_status: 'paid',
      note: null,
      created_at: '2026-11-24T02:00:00.000Z',
    },
  ],
  refunds: [],
  allowed_actions: ['ship'],
};

/** The order once packed: a tofu line short by one, the kimchi swapped, the pork belly weighed. */
const packed: AdminOrderDetail = {
  ...order,
  status: 'packed',
  items: [
    {
      _id: 'line-2',
      product_id: 'p-2',
      product_name: 'Tofu',
      product_name_kr: '두부',
      image_url: null,
      unit_price: 3_000,
      quantity: 2,
      line_total: 6_000,
      returned_quantity: 0,
      substitution: 'refund',
      packing: {
        outcome: 'short',
        packed_quantity: 1,
        short_quantity: 1,
        substitute: null,
        unit_price: 3_000,
        grams: null,
        line_total: 3_000,
      },
    },
    {
      _id: 'line-3',
      product_id: 'p-3',
      product_name: 'Kimchi',
      product_name_kr: '김치',
      image_url: null,
      unit_price: 12_000,
      quantity: 2,
      line_total: 24_000,
      returned_quantity: 0,
      substitution: 'allow',
      packing: {
        outcome: 'substituted',
        packed_quantity: 2,
        short_quantity: 0,
        substitute: { product_id: 'p-4', name: 'Radish Kimchi', name_kr: '깍두기' },
        unit_price: 11_000,
        grams: null,
        line_total: 22_000,
      },
    },
    {
      _id: 'line-4',
      product_id: 'p-5',
      product_name: 'Pork Belly',
      product_name_kr: '삼겹살',
      image_url: null,
      unit_price: 15_000,
      quantity: 1,
      line_total: 15_000,
      returned_quantity: 0,
      substitution: 'refund',
      packing: {
        outcome: 'weighed',
        packed_quantity: 1,
        short_quantity: 0,
        substitute: null,
        unit_price: 14_100,
        grams: 470,
        line_total: 14_100,
      },
    },
  ],
};

const renderOrder = (locale: 'en' | 'ko', shown = order) => {
  mockFetch({ 'GET /api/admin/orders/order-1': () => json(200, shown) });
  return renderWithProviders(<></>, {
    path: '/admin/orders/order-1',
    routes: [{ path: 'admin/orders/:id', element: <OrderRoute /> }],
    locale,
  });
};

describe('Order page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names everything in English on an English page', async () => {
    renderOrder('en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order 20261124-0042' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Unit price' })).toBeInTheDocument();
    expect(screen.getByText('1 returned')).toBeInTheDocument();
    const history = screen.getByRole('heading', { name: 'History' }).closest('section')!;
    expect(within(history).getByText('Customer')).toBeInTheDocument();
    expect(history).toHaveTextContent('Nov 24th 2026, 10:00 AM');
    expect(screen.getByText('₩36,000', { selector: 'dd' })).toBeInTheDocument();
  });

  it('reads in Korean on a Korean page: labels, history, money and dates', async () => {
    renderOrder('ko');
    expect(
      await screen.findByRole('heading', { level: 1, name: '주문 20261124-0042' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '단가' })).toBeInTheDocument();
    expect(screen.getByText('1개 반품')).toBeInTheDocument();
    const history = screen.getByRole('heading', { name: '처리 내역' }).closest('section')!;
    expect(within(history).getByText('고객')).toBeInTheDocument();
    expect(history).toHaveTextContent('2026년 11월 24일 오전 10:00');
    expect(screen.getByText('36,000원', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '요약' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '입금 확인 화면' })).toBeInTheDocument();
    expect(screen.getByText('비회원')).toBeInTheDocument();
    const main = document.body.textContent ?? '';
    for (const english of ['Subtotal', 'Ship to', 'Transfer proofs', 'History', 'Summary']) {
      expect(main).not.toContain(english);
    }
  });

  it("shows a Toss payment's key, way, state, approval time and receipt", async () => {
    renderOrder('ko', {
      ...order,
      payment_method: 'toss',
      depositor_name: null,
      payment: {
        provider: 'toss',
        order_id: 'jbg_20261124-0042_k1',
        amount: 39_000,
        tax_free_amount: 0,
        status: 'done',
        method: '카드',
        approved_at: '2026-11-24T01:05:00.000Z',
        receipt_url: 'https://dashboard.tosspayments.com/receipt/redirection?transactionId=tx_1',
        virtual_account: null,
        payment_key: 'tgen_20261124_abc',
      },
    });
    expect(await screen.findByTestId('toss-payment-key')).toHaveTextContent('tgen_20261124_abc');
    expect(screen.getByText('카드 · 결제 완료')).toBeInTheDocument();
    expect(screen.getByText('2026년 11월 24일 오전 10:05')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '토스 영수증 보기' })).toHaveAttribute(
      'href',
      'https://dashboard.tosspayments.com/receipt/redirection?transactionId=tx_1',
    );
  });

  it("shows each line's packing in both languages", async () => {
    const english = renderOrder('en', packed);
    expect(await screen.findByText('Short 1 of 2 · refund ₩3,000')).toBeInTheDocument();
    expect(
      screen.getByText('Substituted: Radish Kimchi × 2 at ₩11,000 · refund ₩2,000'),
    ).toBeInTheDocument();
    expect(screen.getByText('Weighed 470 g · refund ₩900')).toBeInTheDocument();
    expect(screen.getByText('₩24,000', { selector: 's' })).toBeInTheDocument();
    english.unmount();
    vi.unstubAllGlobals();

    renderOrder('ko', { ...packed, payment_status: 'unpaid' });
    expect(
      await screen.findByText('품절 1개 (주문 2개) · 결제 금액 3,000원 감소'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('대체: 깍두기 2개, 개당 11,000원 · 결제 금액 2,000원 감소'),
    ).toBeInTheDocument();
    expect(screen.getByText('계량 470g · 결제 금액 900원 감소')).toBeInTheDocument();
  });
});
