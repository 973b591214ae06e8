import { describe, expect, it } from 'vitest';
import {
  amountToFreeShipping,
  discountPercent,
  payablePrice,
  shippingFor,
  strikePrice,
} from './money.ts';
import { formatWon } from './format.ts';

describe('shipping rule', () => {
  it.each([
    [49_999, 5_000],
    [50_000, 0],
    [50_001, 0],
    [1, 5_000],
    [0, 0],
  ])('subtotal %i after discount pays %i shipping', (subtotal, fee) => {
    expect(shippingFor(subtotal)).toBe(fee);
  });

  it('tells how much more is needed for free shipping', () => {
    expect(amountToFreeShipping(42_000)).toBe(8_000);
    expect(amountToFreeShipping(50_000)).toBe(0);
    expect(amountToFreeShipping(70_000)).toBe(0);
  });
});

describe('prices', () => {
  const onSale = { sell_price: 5_000, sale_price: 3_900, compare_price: 5_200, is_on_sale: true };
  const regular = { sell_price: 5_000, sale_price: 3_900, compare_price: 5_200, is_on_sale: false };

  it('formats won with a thousands separator', () => {
    expect(formatWon(12_300)).toBe('₩12,300');
    expect(formatWon(0)).toBe('₩0');
    expect(formatWon(1_234_567)).toBe('₩1,234,567');
  });

  it('charges the sale price only while on sale', () => {
    expect(payablePrice(onSale)).toBe(3_900);
    expect(payablePrice(regular)).toBe(5_000);
  });

  it('rounds the discount percent against the compare price', () => {
    expect(discountPercent(onSale)).toBe(25); // (5200 - 3900) / 5200 = 25%
    expect(discountPercent(regular)).toBe(0);
    expect(discountPercent({ ...onSale, compare_price: null })).toBe(22); // against sell price
  });

  it('strikes through the compare price only when it is higher', () => {
    expect(strikePrice(onSale)).toBe(5_200);
    expect(strikePrice(regular)).toBeNull();
    expect(strikePrice({ ...onSale, compare_price: 3_000 })).toBeNull();
  });
});
