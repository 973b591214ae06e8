import { describe, expect, it } from 'vitest';
import { taxSplit } from './tax-split.ts';

const total = (s: { taxable: number; vat: number; exempt: number }) => s.taxable + s.vat + s.exempt;

describe('taxSplit', () => {
  it('splits a mixed cart with a discount and delivery, adding up to the total', () => {
    // 30,000 taxed + 20,000 exempt, 5,000 off, 3,000 delivery.
    const split = taxSplit({
      lines: [
        { tax_type: 'taxed', value: 30_000 },
        { tax_type: 'exempt', value: 20_000 },
      ],
      discount: 5_000,
      delivery: 3_000,
    });
    // Discount 3,000 / 2,000; net 27,000 / 18,000; delivery 1,800 / 1,200.
    // Taxed 28,800: VAT 2,618 (28,800 / 11 = 2,618.18), supply 26,182. Exempt 19,200.
    expect(split).toEqual({ taxable: 26_182, vat: 2_618, exempt: 19_200 });
    expect(total(split)).toBe(48_000);
  });

  it('rounds each share half up and lets the exempt part take the rest', () => {
    const split = taxSplit({
      lines: [
        { tax_type: 'taxed', value: 1_001 },
        { tax_type: 'exempt', value: 2_002 },
      ],
      discount: 1_000,
      delivery: 0,
    });
    // Taxed discount 1,000 x 1,001 / 3,003 = 333.33 -> 333; taxed 668, VAT 60.7 -> 61.
    expect(split).toEqual({ taxable: 607, vat: 61, exempt: 1_335 });
    expect(total(split)).toBe(2_003);
  });

  it('keeps delivery with the goods when all of them are one type', () => {
    expect(
      taxSplit({ lines: [{ tax_type: 'exempt', value: 9_980 }], discount: 0, delivery: 3_000 }),
    ).toEqual({ taxable: 0, vat: 0, exempt: 12_980 });
    expect(
      taxSplit({ lines: [{ tax_type: 'taxed', value: 11_000 }], discount: 0, delivery: 0 }),
    ).toEqual({ taxable: 10_000, vat: 1_000, exempt: 0 });
  });
});
