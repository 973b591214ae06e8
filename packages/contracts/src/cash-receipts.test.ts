import { describe, expect, it } from 'vitest';
import { cashReceiptRequest, isBusinessNumber } from './cash-receipts.ts';

describe('business registration numbers', () => {
  it('accepts a number whose check digit is right and refuses one whose is not', () => {
    expect(isBusinessNumber('220-81-62517')).toBe(true);
    expect(isBusinessNumber('2208162517')).toBe(true);
    expect(isBusinessNumber('214-88-01937')).toBe(false);
    expect(isBusinessNumber('220-81-6251')).toBe(false);
  });

  it('refuses the tax-office code 000 and the all-zero number, though their check digits add up', () => {
    expect(isBusinessNumber('000-00-00000')).toBe(false);
    expect(isBusinessNumber('0000000000')).toBe(false);
    expect(isBusinessNumber('000-81-34528')).toBe(false);
    expect(isBusinessNumber('101-81-34520')).toBe(true);
  });
});

describe('a cash receipt request', () => {
  it('takes a mobile number or a receipt card for income deduction, stored as digits', () => {
    expect(
      cashReceiptRequest.parse({ purpose: 'income_deduction', identifier: '010-1234-5678' }),
    ).toEqual({ purpose: 'income_deduction', identifier: '01012345678' });
    expect(
      cashReceiptRequest.safeParse({ purpose: 'income_deduction', identifier: '1588-1234' })
        .success,
    ).toBe(false);
  });

  it('takes only a valid business number as business proof', () => {
    expect(
      cashReceiptRequest.safeParse({ purpose: 'expense_proof', identifier: '220-81-62517' })
        .success,
    ).toBe(true);
    const refused = cashReceiptRequest.safeParse({
      purpose: 'expense_proof',
      identifier: '214-88-01937',
    });
    expect(refused.error?.issues[0]?.path).toEqual(['identifier']);
  });
});
