import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cartKeys } from '@/features/cart/api/query-keys';
import { aCart } from '@/testing/cart';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { notify } from '@/lib/toast';
import { AddToCartButton } from './add-to-cart-button';

vi.mock('@/lib/toast', () => ({ notify: vi.fn(), CART_TOAST_MS: 1500, TOAST_MS: 3000 }));

describe('AddToCartButton', () => {
  it('adds one and keeps the cart the server answered, without a react-query mutation', async () => {
    const cart = aCart([1]);
    const fetchMock = mockFetch({
      'POST /api/cart/add': () => json(200, cart),
      'GET /api/cart': () => json(200, cart),
    });
    const { queryClient } = renderWithProviders(<AddToCartButton productId="p-1" stock={5} />);

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByRole('button', { name: '✓ Added' })).toBeInTheDocument();
    const posts = callsTo(fetchMock, 'POST', '/api/cart/add');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]?.[1]?.body as string)).toEqual({ product_id: 'p-1', quantity: 1 });
    expect(queryClient.getQueryData(cartKeys.detail('guest-test-token'))).toEqual(cart);
    expect(notify).toHaveBeenCalledWith('success', 'Added to cart!', 1500);
    // A card's button is a plain function call: no mutation observer per card.
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
  });

  it("shows the server's stock message when the add is refused", async () => {
    mockFetch({
      'POST /api/cart/add': () => json(409, { message: 'Only 2 left', code: 'OUT_OF_STOCK' }),
    });
    renderWithProviders(<AddToCartButton productId="p-1" stock={5} quantity={3} />);

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Only 2 left', 1500));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('is disabled and says so when the product is out of stock', () => {
    renderWithProviders(<AddToCartButton productId="p-1" stock={0} />);
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });
});
