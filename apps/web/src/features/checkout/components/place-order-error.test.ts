import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { placeOrderErrorMessage } from './place-order-error';

const FALLBACK = 'Order failed. Please check your details and try again.';

describe('placeOrderErrorMessage', () => {
  it("shows the server's reason for a rejected order", () => {
    const error = new ApiError(400, { code: 'EMPTY_CART', message: 'Your cart is empty' });
    expect(placeOrderErrorMessage(error, FALLBACK)).toBe('Your cart is empty');
  });

  it('falls back when the server failed or could not be reached', () => {
    expect(placeOrderErrorMessage(new ApiError(500, {}), FALLBACK)).toBe(FALLBACK);
    expect(placeOrderErrorMessage(new ApiError(0, {}), FALLBACK)).toBe(FALLBACK);
    expect(placeOrderErrorMessage(new TypeError('boom'), FALLBACK)).toBe(FALLBACK);
  });
});
