import { describe, expect, it } from 'vitest';
import { readableFieldMessage } from './field-errors';

describe("the back office's words for the API's field errors", () => {
  it('names the field of a rule without a message of its own, in either language', () => {
    expect(readableFieldMessage('sell_price', 'Required', 'Price')).toBe('Price is required');
    expect(readableFieldMessage('sell_price', '필수 항목입니다', 'Price')).toBe(
      'Price is required',
    );
    expect(readableFieldMessage('stock', 'Expected a number', 'Stock')).toBe(
      'Stock must be a whole number',
    );
    expect(readableFieldMessage('stock', '숫자를 보내 주세요', 'Stock')).toBe(
      'Stock must be a whole number',
    );
  });

  it("keeps zod's older words readable too", () => {
    expect(
      readableFieldMessage('sell_price', 'Invalid input: expected number, received undefined'),
    ).toBe('Sell price is required');
  });

  it('passes a rule’s own message on, its field named by the label', () => {
    expect(readableFieldMessage('sell_price', 'sell_price cannot be negative', 'Price')).toBe(
      'Price cannot be negative',
    );
  });
});
