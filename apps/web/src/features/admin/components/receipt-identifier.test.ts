import { describe, expect, it } from 'vitest';
import { formatReceiptIdentifier } from './receipt-identifier';

describe('formatReceiptIdentifier', () => {
  it('writes mobile, tax-office, business and card numbers as they are printed', () => {
    expect(formatReceiptIdentifier('income_deduction', '01012345678')).toBe('010-1234-5678');
    expect(formatReceiptIdentifier('income_deduction', '0100001234')).toBe('010-000-1234');
    expect(formatReceiptIdentifier('expense_proof', '1208147521')).toBe('120-81-47521');
    expect(formatReceiptIdentifier('income_deduction', '1234567890123456')).toBe(
      '1234-5678-9012-3456',
    );
  });
});
