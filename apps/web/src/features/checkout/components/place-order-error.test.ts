import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  ORDER_FAILED_CHECK_DETAILS,
  PLACE_ORDER_FAILED,
  placeOrderErrorMessage,
} from './place-order-error';

describe('placeOrderErrorMessage', () => {
  it("shows the server's reason for a rejected order", () => {
    const error = new ApiError(409, { message: 'Only 2 left of Soft Tofu', code: 'CONFLICT' });
    expect(placeOrderErrorMessage(error, ORDER_FAILED_CHECK_DETAILS)).toBe(
      'Only 2 left of Soft Tofu',
    );
  });

  it("falls back to the logged-in checkout's message when the server gave none", () => {
    expect(placeOrderErrorMessage(new ApiError(500, {}), ORDER_FAILED_CHECK_DETAILS)).toBe(
      'Order failed. Please check your details and try again.',
    );
    expect(placeOrderErrorMessage(new ApiError(0, {}), ORDER_FAILED_CHECK_DETAILS)).toBe(
      ORDER_FAILED_CHECK_DETAILS,
    );
  });

  it("keeps the guest checkout's own fallback", () => {
    expect(placeOrderErrorMessage(new TypeError('boom'))).toBe(PLACE_ORDER_FAILED);
  });
});
