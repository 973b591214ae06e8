import type { PackingDayOrder } from '@jangbogi/contracts/admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInEnglish as render } from '@/testing/i18n';
import { PackingOrder } from './packing-order';
import { callsTo, json, mockFetch, sentBody } from '@/testing/fetch';

const line = (
  id: string,
  name: string,
  quantity: number,
  substitution: 'allow' | 'refund',
  storage: 'room' | 'chilled' | 'frozen',
) => ({
  _id: id,
  product_id: `p-${id}`,
  product_name: name,
  product_name_kr: null,
  quantity,
  unit_price: 9_000,
  substitution,
  storage,
  estimated_grams: null,
  packing: null,
});

const order: PackingDayOrder = {
  _id: 'order-1',
  order_number: '20261127-0007',
  status: 'confirmed',
  customer_name: 'Minji Kim',
  payment_method: 'cash',
  payment_status: 'unpaid',
  total: 36_000,
  lines: [
    line('eggs', 'Eggs', 2, 'refund', 'chilled'),
    line('tofu', 'Tofu', 2, 'allow', 'chilled'),
    line('rice', 'Rice', 1, 'refund', 'room'),
  ],
};

const tofuSubstitute = {
  _id: 'soft-tofu',
  name: 'Soft tofu',
  name_kr: '순두부',
  sell_price: 7_500,
  sale_price: null,
  compare_price: null,
  is_on_sale: false,
  stock_quantity: 4,
};

describe('PackingOrder', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('groups lines by storage, offers a substitute only where allowed, and sends what was marked', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/products': () =>
        json(200, { products: [tofuSubstitute], page: 1, pages: 1, total: 1 }),
      'POST /api/admin/orders/order-1/pack': () =>
        json(200, { ...order, status: 'packed', final_total: 22_500, refunds_created: [] }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(
      <QueryClientProvider client={queryClient}>
        <PackingOrder order={order} />
      </QueryClientProvider>,
    );
    const groups = [...container.querySelectorAll('[data-storage-group]')].map((g) =>
      g.getAttribute('data-storage-group'),
    );
    expect(groups).toEqual(['room', 'chilled']);

    const eggs = screen.getByRole('radiogroup', { name: 'Eggs' });
    expect(within(eggs).queryByLabelText('Substitute')).not.toBeInTheDocument();
    await userEvent.click(within(eggs).getByLabelText('Short'));
    const tofu = screen.getByRole('radiogroup', { name: 'Tofu' });
    await userEvent.click(within(tofu).getByLabelText('Substitute'));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search the catalogue for a substitute' }),
      'tofu',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Soft tofu · ₩7,500' }));
    await userEvent.click(screen.getByRole('button', { name: 'Packed' }));

    const packCalls = callsTo(fetchMock, 'POST', '/api/admin/orders/order-1/pack');
    expect(packCalls).toHaveLength(1);
    expect(sentBody(packCalls[0]?.[1])).toEqual({
      lines: [
        { line_id: 'eggs', packed_quantity: 1 },
        { line_id: 'tofu', packed_quantity: 2, substitute_product_id: 'soft-tofu' },
      ],
    });
  });
});
