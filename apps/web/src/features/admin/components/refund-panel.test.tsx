import type { AdminOrderDetail } from '@jangbogi/contracts/admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render as renderBare, screen, within } from '@testing-library/react';
import { renderInEnglish as render, testI18n } from '@/testing/i18n';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefundPanel } from './refund-panel';
import { json, mockFetch, sentBody } from '@/testing/fetch';

const line = (id: string, name: string, unitPrice: number, quantity: number, returned = 0) => ({
  _id: id,
  product_id: `p-${id}`,
  product_name: name,
  product_name_kr: null,
  image_url: null,
  unit_price: unitPrice,
  quantity,
  line_total: unitPrice * quantity,
  returned_quantity: returned,
});

function paidOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    _id: 'order-1',
    order_number: '20261121-0042',
    customer_name: 'Minji Kim',
    customer_email: 'minji@example.com',
    customer_phone: '010-1234-5678',
    total: 54_000,
    status: 'confirmed',
    payment_status: 'paid',
    payment_method: 'account_transfer',
    depositor_name: '김민지',
    placed_at: '2026-11-21T01:00:00.000Z',
    age_hours: 2,
    has_proof: false,
    user_id: null,
    is_guest: true,
    shipping_address: null,
    billing_address: null,
    note: null,
    promo_code: null,
    subtotal: 54_000,
    discount: 0,
    shipping_price: 0,
    remote_area_surcharge: 0,
    tax: { taxable: 0, vat: 0, exempt: 0 },
    paid_at: '2026-11-21T02:00:00.000Z',
    cancelled_at: null,
    items: [line('kimchi', 'Kimchi', 12_000, 3), line('tofu', 'Tofu', 9_000, 2)],
    payment_proofs: [],
    events: [],
    refunds: [],
    allowed_actions: ['ship'],
    ...overrides,
  };
}

function renderPanel(
  order: AdminOrderDetail,
  settles?: NonNullable<AdminOrderDetail['returns']>[number],
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RefundPanel order={order} settles={settles} />
    </QueryClientProvider>,
  );
}

describe('RefundPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the lines in Korean on a Korean screen, a substitute by its own Korean name', () => {
    const kimchi = { ...line('kimchi', 'Kimchi', 12_000, 3), product_name_kr: '배추김치' };
    const tofu = {
      ...line('tofu', 'Tofu', 9_000, 2),
      product_name_kr: '두부',
      packing: {
        outcome: 'substituted' as const,
        packed_quantity: 2,
        short_quantity: 0,
        unit_price: 8_000,
        grams: null,
        line_total: 16_000,
        substitute: { product_id: 'p-soft-tofu', name: 'Soft Tofu', name_kr: '순두부' },
      },
    };
    renderBare(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider i18n={testI18n('ko')}>
          <RefundPanel order={paidOrder({ items: [kimchi, tofu] })} />
        </I18nProvider>
      </QueryClientProvider>,
    );
    const form = screen.getByRole('region', { name: '환불 / 반품' });
    expect(within(form).getByLabelText('배추김치 반품 수량')).toBeInTheDocument();
    expect(within(form).getByLabelText('순두부 반품 수량')).toBeInTheDocument();
    expect(form).not.toHaveTextContent(/Kimchi|Tofu/);
  });

  it('is not offered on an unpaid order without refunds', () => {
    renderPanel(paidOrder({ payment_status: 'unpaid' }));
    expect(screen.queryByRole('region', { name: 'Refund / return' })).not.toBeInTheDocument();
  });

  it('previews the refund, warns when free shipping is lost, and sends the picked lines with the bank account', async () => {
    const fetchMock = mockFetch({
      'POST /api/admin/orders/order-1/refunds': () => json(201, paidOrder()),
    });
    renderPanel(paidOrder());
    const form = screen.getByRole('form', { name: 'Refund / return' });
    const kimchi = within(form).getByLabelText('Return how many Kimchi');
    await userEvent.clear(kimchi);
    await userEvent.type(kimchi, '1');
    // 42,000 kept: under 50,000, so the 5,000 fee is kept from the 12,000 refund.
    expect(form).toHaveTextContent(
      'Refund ₩7,000; the order total becomes ₩47,000 (the kept items no longer ship free).',
    );
    await userEvent.type(within(form).getByLabelText('Bank'), '국민은행');
    await userEvent.type(within(form).getByLabelText('Account number'), '123456-01-234567');
    await userEvent.type(within(form).getByLabelText('Account holder'), '김민지');
    await userEvent.click(within(form).getByRole('button', { name: 'Record return and refund' }));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/orders/order-1/refunds');
    expect(sentBody(init)).toEqual({
      method: 'transfer',
      lines: [{ order_item_id: 'kimchi', quantity: 1 }],
      bank_account: {
        bank_name: '국민은행',
        account_number: '123456-01-234567',
        account_holder: '김민지',
      },
    });
  });

  it('returns a packed order as it went into the box: packed units, the substitute and its price', () => {
    // Packed: kimchi short by one (2 x 12,000), tofu swapped for 2 soft tofu at 7,500: 39,000.
    const packed = paidOrder({
      status: 'packed',
      subtotal: 39_000,
      total: 39_000,
      items: [
        {
          ...line('kimchi', 'Kimchi', 12_000, 3),
          packing: {
            outcome: 'short',
            packed_quantity: 2,
            short_quantity: 1,
            substitute: null,
            unit_price: 12_000,
            grams: null,
            line_total: 24_000,
          },
        },
        {
          ...line('tofu', 'Tofu', 9_000, 2),
          packing: {
            outcome: 'substituted',
            packed_quantity: 2,
            short_quantity: 0,
            substitute: { product_id: 'p-soft', name: 'Soft tofu', name_kr: '순두부' },
            unit_price: 7_500,
            grams: null,
            line_total: 15_000,
          },
        },
      ],
    });
    renderPanel(packed);
    const form = screen.getByRole('form', { name: 'Refund / return' });
    expect(within(form).getByLabelText('Return how many Kimchi')).toHaveAttribute('max', '2');
    expect(within(form).queryByLabelText('Return how many Tofu')).toBeNull();
    const softTofu = within(form).getByLabelText('Return how many Soft tofu');
    expect(softTofu).toHaveAttribute('max', '2');
    fireEvent.change(softTofu, { target: { value: '1' } });
    // 31,500 kept: under 50,000, so the 5,000 fee is kept from the 7,500.
    expect(form).toHaveTextContent('Refund ₩2,500; the order total becomes ₩36,500');
  });

  it("fills in an approved shopper's return and names it in the refund", async () => {
    const fetchMock = mockFetch({
      'POST /api/admin/orders/order-1/refunds': () => json(201, paidOrder()),
    });
    renderPanel(paidOrder(), {
      _id: 'return-1',
      status: 'approved',
      reason: 'defective_item',
      note: null,
      refusal_reason: null,
      lines: [{ order_item_id: 'tofu', name: 'Tofu', name_kr: null, quantity: 2 }],
      photos: [],
      refund_sent: false,
      created_at: '2026-11-22T01:00:00.000Z',
    });
    const form = screen.getByRole('form', { name: 'Refund / return' });
    expect(form).toHaveTextContent('Refund for the return requested');
    expect(within(form).getByLabelText('Return how many Tofu')).toHaveValue(2);
    expect(within(form).getByLabelText('Return how many Kimchi')).toHaveValue(0);
    await userEvent.selectOptions(within(form).getByLabelText('Refund method'), 'cash');
    await userEvent.click(within(form).getByRole('button', { name: 'Record return and refund' }));
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({
      method: 'cash',
      lines: [{ order_item_id: 'tofu', quantity: 2 }],
      return_id: 'return-1',
    });
  });

  it('cancels the whole order for cash without lines, and shows a 409 from the server', async () => {
    const fetchMock = mockFetch({
      'POST /api/admin/orders/order-1/refunds': () =>
        json(409, {
          message: 'Only 0 of this line can still be returned.',
          code: 'RETURN_EXCEEDS_PURCHASE',
        }),
    });
    renderPanel(paidOrder());
    const form = screen.getByRole('form', { name: 'Refund / return' });
    await userEvent.click(within(form).getByRole('button', { name: 'Return everything' }));
    await userEvent.selectOptions(within(form).getByLabelText('Refund method'), 'cash');
    expect(within(form).queryByLabelText('Bank')).not.toBeInTheDocument();
    expect(form).toHaveTextContent('Cancels the order. Refund ₩54,000');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel and refund' }));
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({ method: 'cash' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Only 0 of this line can still be returned.',
    );
  });

  it('lists refunds and marks an open one refunded', async () => {
    const fetchMock = mockFetch({
      'POST /api/admin/orders/order-1/refunds/refund-1/refunded': () => json(200, paidOrder()),
    });
    renderPanel(
      paidOrder({
        status: 'cancelled',
        items: [line('kimchi', 'Kimchi', 12_000, 3, 3)],
        refunds: [
          {
            _id: 'refund-1',
            amount: 54_000,
            method: 'transfer',
            status: 'to_refund',
            cancels_order: true,
            created_at: '2026-11-21T03:00:00.000Z',
            refunded_at: null,
            bank_account: {
              bank_name: '국민은행',
              account_number: '123456-01-234567',
              account_holder: '김민지',
            },
            lines: [{ order_item_id: 'kimchi', quantity: 3 }],
            note: null,
            created_by_email: 'staff@jangbogi.kr',
            refunded_by_email: null,
          },
        ],
      }),
    );
    expect(screen.queryByRole('form', { name: 'Refund / return' })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Refunds' });
    expect(table).toHaveTextContent('₩54,000');
    expect(table).toHaveTextContent('국민은행 123456-01-234567 (김민지)');
    await userEvent.click(within(table).getByRole('button', { name: 'Mark refunded' }));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/admin/orders/order-1/refunds/refund-1/refunded',
    );
  });
});
