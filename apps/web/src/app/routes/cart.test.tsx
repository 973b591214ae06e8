import type { CartLine } from '@jangbogi/contracts/cart';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartOf } from '@/testing/cart';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { testSession, testUser } from '@/testing/session';
import { storeGuestSession, storeUserSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { CartRoute } from './cart';

vi.mock('@/lib/toast', () => ({ notify: vi.fn(), CART_TOAST_MS: 1500, TOAST_MS: 3000 }));

const line = (id: string, name: string, price: number, quantity: number): CartLine => ({
  product_id: {
    _id: id,
    name,
    name_kr: '',
    price,
    sell_price: price,
    sale_price: null,
    compare_price: null,
    is_on_sale: false,
    stock_quantity: 10,
    imageUrl: null,
    weight: '1kg',
    weight_kr: null,
    storage: 'room',
    perishable: false,
    net_quantity: 1,
    net_unit: 'kg',
    pack_count: 1,
    unit_price: { won: Math.round(price / 10), per_quantity: 100, unit: 'g' },
    sold_by_weight: false,
    price_per_kg: null,
    estimated_grams: null,
  },
  quantity,
  line_total: price * quantity,
});

const rice = line('11111111-1111-4111-8111-111111111111', 'Rice 10kg', 12_000, 1);
const kimchi = line('22222222-2222-4222-8222-222222222222', 'Kimchi', 8_000, 2);

function renderCart(session = testSession()) {
  return renderWithProviders(<CartRoute />, {
    path: '/cart',
    session,
    routes: [
      { path: 'checkoutpage', element: <p>Guest checkout page</p> },
      { path: 'usercheckoutpage', element: <p>User checkout page</p> },
    ],
  });
}

describe('CartRoute', () => {
  beforeEach(() => {
    storeGuestSession('guest-test-token');
  });

  it('says the cart is empty', async () => {
    mockFetch({ 'GET /api/cart': () => json(200, cartOf([])) });
    renderCart();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });

  it("shows lines, the server's totals and how much more ships free", async () => {
    mockFetch({ 'GET /api/cart': () => json(200, cartOf([rice, kimchi])) });
    renderCart();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('₩16,000')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    expect(summary).toHaveTextContent('Subtotal₩28,000');
    expect(summary).toHaveTextContent('Discount₩0');
    expect(summary).toHaveTextContent('Shipping₩5,000');
    expect(summary).toHaveTextContent('Total₩33,000');
    expect(screen.getByText(/more to get/).closest('p')).toHaveTextContent(
      'Add ₩22,000 more to get free shipping',
    );
  });

  it('shows an empty cart when the cart cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({ 'GET /api/cart': () => json(500, { message: 'boom', code: 'INTERNAL' }) });
    renderCart();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it("updates quantities, ignores going below 1 and says 'Maximum Limit Reached' on failure", async () => {
    const fetch = mockFetch({
      'GET /api/cart': () => json(200, cartOf([rice])),
      'PUT /api/cart/update': () =>
        json(409, { message: 'Only 1 left', code: 'INSUFFICIENT_STOCK' }),
    });
    renderCart();
    const decrease = await screen.findByRole('button', { name: 'Decrease quantity of Rice 10kg' });
    expect(decrease).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Rice 10kg' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Maximum Limit Reached', 1500),
    );
    const [, init] = callsTo(fetch, 'PUT', '/api/cart/update')[0]!;
    expect(JSON.parse(init?.body as string)).toEqual({
      product_id: rice.product_id._id,
      quantity: 2,
    });
  });

  it('asks before removing a line and reports a failed removal', async () => {
    const fetch = mockFetch({
      'GET /api/cart': () => json(200, cartOf([rice, kimchi])),
      [`DELETE /api/cart/remove/${kimchi.product_id._id}`]: () =>
        json(500, { message: 'boom', code: 'INTERNAL' }),
    });
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    renderCart();
    const remove = await screen.findByRole('button', { name: 'Remove Kimchi from your cart' });
    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Remove this item from your cart?');
    expect(callsTo(fetch, 'DELETE', `/api/cart/remove/${kimchi.product_id._id}`)).toHaveLength(0);
    await userEvent.click(remove);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Failed to remove item', 1500),
    );
  });

  it('removes a line with the cart the server answers', async () => {
    let lines = [rice, kimchi];
    mockFetch({
      'GET /api/cart': () => json(200, cartOf(lines)),
      [`DELETE /api/cart/remove/${kimchi.product_id._id}`]: () => {
        lines = [rice];
        return json(200, cartOf(lines));
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderCart();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Kimchi from your cart' }),
    );
    await waitFor(() => expect(screen.queryByText('Kimchi')).not.toBeInTheDocument());
    expect(screen.getByText('Rice 10kg')).toBeInTheDocument();
  });

  it('sends a guest to guest checkout', async () => {
    mockFetch({ 'GET /api/cart': () => json(200, cartOf([rice])) });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Guest checkout page')).toBeInTheDocument();
  });

  it('sends a logged-in shopper to the logged-in checkout', async () => {
    storeUserSession('user-test-token', testUser);
    mockFetch({ 'GET /api/cart': () => json(200, cartOf([rice])) });
    renderCart(testSession({ user: testUser }));
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('User checkout page')).toBeInTheDocument();
  });
});
