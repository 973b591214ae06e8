import type { OrderReturn } from '@jangbogi/contracts/returns';
import type { Order } from '@jangbogi/contracts/orders';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { anOrder } from '@/testing/orders';
import { testShopSettings } from '@/testing/settings';
import { OrderCard } from './order-card';

vi.mock('@/lib/toast', () => ({ notify: vi.fn(), CART_TOAST_MS: 1500, TOAST_MS: 3000 }));

const delivered = (overrides: Partial<Order> = {}): Order =>
  anOrder({
    status: 'delivered',
    payment_status: 'paid',
    can_cancel: false,
    returns: [],
    return_window: {
      reasons: [
        { reason: 'wrong_item', until: '2026-11-23T15:00:00.000Z', last_day: '2026-11-23' },
        { reason: 'defective_item', until: '2026-11-23T15:00:00.000Z', last_day: '2026-11-23' },
      ],
      lines: [{ order_item_id: 'line-1', name: 'Kimchi', name_kr: '김치', returnable: 2 }],
    },
    ...overrides,
  });

describe('Request a return', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for a line, a reason and a photo, then sends them as one form', async () => {
    const order = delivered();
    const fetchMock = mockFetch({
      'POST /api/orders/order-1/returns': () => json(201, order),
      'GET /api/settings': () => json(200, testShopSettings()),
    });
    renderWithProviders(<OrderCard order={order} />);

    await userEvent.click(screen.getByRole('button', { name: 'Request a return' }));
    const send = await screen.findByRole('button', { name: 'Send return request' });
    expect(screen.queryByRole('radio', { name: /Missing item/ })).toBeNull();
    expect(
      screen.getByRole('radio', { name: 'Wrong item (until Mon, 23 Nov 2026)' }),
    ).toBeInTheDocument();
    await userEvent.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent('Pick at least one item to return.');

    await userEvent.click(screen.getByRole('button', { name: 'One more Kimchi' }));
    await userEvent.click(screen.getByRole('button', { name: 'One more Kimchi' }));
    expect(screen.getByRole('button', { name: 'One more Kimchi' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Wrong item/ }));
    await userEvent.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one photo of the items.');
    expect(callsTo(fetchMock, 'POST', '/api/orders/order-1/returns')).toHaveLength(0);

    const photo = new File(['png'], 'label.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/Photos/), photo);
    expect(screen.getByRole('img', { name: 'Return photo 1' })).toBeInTheDocument();
    await userEvent.click(send);

    const [[, init] = []] = callsTo(fetchMock, 'POST', '/api/orders/order-1/returns');
    const form = init?.body as FormData;
    expect(JSON.parse(form.get('lines') as string)).toEqual([
      { order_item_id: 'line-1', quantity: 2 },
    ]);
    expect(form.get('reason')).toBe('wrong_item');
    expect(form.getAll('photos')).toHaveLength(1);
  });

  it('offers nothing once the windows have closed, and shows why a return was refused', () => {
    mockFetch({ 'GET /api/settings': () => json(200, testShopSettings()) });
    renderWithProviders(
      <OrderCard
        order={delivered({
          return_window: null,
          returns: [
            {
              _id: 'return-1',
              status: 'refused',
              reason: 'defective_item',
              note: null,
              refusal_reason: 'The seal is intact',
              lines: [{ order_item_id: 'line-1', name: 'Kimchi', name_kr: '김치', quantity: 1 }],
              photos: [],
              refund_sent: false,
              created_at: '2026-11-21T01:00:00.000Z',
            },
          ],
        })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Request a return' })).toBeNull();
    const returns = screen.getByRole('list', { name: 'Returns' });
    expect(returns).toHaveTextContent('Refused');
    expect(returns).toHaveTextContent('Refused: The seal is intact');
  });

  it.each([
    { refund_sent: false, locale: 'en' as const, reads: 'Refund on its way' },
    { refund_sent: true, locale: 'en' as const, reads: 'Refunded' },
    { refund_sent: false, locale: 'ko' as const, reads: '환불 진행 중' },
    { refund_sent: true, locale: 'ko' as const, reads: '환불 완료' },
  ])(
    'reads a refunded return as "$reads" while its refund is sent: $refund_sent ($locale)',
    ({ refund_sent, locale, reads }) => {
      mockFetch({ 'GET /api/settings': () => json(200, testShopSettings()) });
      const refunded: OrderReturn = {
        _id: 'return-1',
        status: 'refunded',
        reason: 'defective_item',
        note: null,
        refusal_reason: null,
        lines: [{ order_item_id: 'line-1', name: 'Kimchi', name_kr: '김치', quantity: 1 }],
        photos: [],
        refund_sent,
        created_at: '2026-11-21T01:00:00.000Z',
      };
      renderWithProviders(<OrderCard order={delivered({ returns: [refunded] })} />, { locale });
      const returns = screen.getByRole('list', { name: locale === 'ko' ? '반품' : 'Returns' });
      expect(returns.querySelector('[data-status="refunded"]')).toHaveTextContent(reads);
    },
  );
});
