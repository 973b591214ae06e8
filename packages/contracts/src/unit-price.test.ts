import { describe, expect, it } from 'vitest';
import {
  computeUnitPrice,
  parseNetQuantity,
  unitPriceProblems,
  weighedPrice,
  type UnitPriceSource,
} from './unit-price.ts';

const packed = (overrides: Partial<UnitPriceSource>): UnitPriceSource => ({
  price: 0,
  net_quantity: null,
  net_unit: null,
  pack_count: 1,
  sold_by_weight: false,
  estimated_grams: null,
  ...overrides,
});

describe('unit price (가격표시제 실시요령 units)', () => {
  it.each([
    [4_150, 500, 'g', 1, { won: 830, per_quantity: 100, unit: 'g' }],
    [3_000, 120, 'g', 5, { won: 500, per_quantity: 100, unit: 'g' }],
    [12_900, 1.5, 'kg', 1, { won: 860, per_quantity: 100, unit: 'g' }],
    [2_980, 900, 'ml', 1, { won: 331, per_quantity: 100, unit: 'ml' }],
    [3_600, 1.8, 'L', 2, { won: 100, per_quantity: 100, unit: 'ml' }],
    [7_990, 30, '개', 1, { won: 266, per_quantity: 1, unit: '개' }],
    [2_500, 100, '매', 3, { won: 83, per_quantity: 10, unit: '매' }],
    [15_900, 30, '롤', 1, { won: 530, per_quantity: 1, unit: '롤' }],
  ] as const)('%i won for %s %s x %i', (price, quantity, unit, packs, expected) => {
    expect(
      computeUnitPrice(
        packed({ price, net_quantity: quantity, net_unit: unit, pack_count: packs }),
      ),
    ).toEqual(expected);
  });

  it('rounds half a won up, and keeps 0.3 L at 300 ml', () => {
    expect(computeUnitPrice(packed({ price: 1_001, net_quantity: 200, net_unit: 'g' }))?.won).toBe(
      501,
    );
    expect(computeUnitPrice(packed({ price: 900, net_quantity: 0.3, net_unit: 'L' }))?.won).toBe(
      300,
    );
  });

  it('prices a weighed product on its estimated weight', () => {
    const price = weighedPrice(15_900, 500);
    expect(price).toBe(7_950);
    expect(
      computeUnitPrice(
        packed({
          price,
          sold_by_weight: true,
          estimated_grams: 500,
          net_quantity: 1,
          net_unit: '개',
        }),
      ),
    ).toEqual({ won: 1_590, per_quantity: 100, unit: 'g' });
  });

  it('has none without a net quantity', () => {
    expect(computeUnitPrice(packed({ price: 3_000 }))).toBeNull();
  });
});

describe('reading a pack size', () => {
  it.each([
    ['120g x 5', { net_quantity: 120, net_unit: 'g', pack_count: 5 }],
    ['120g×5개', { net_quantity: 120, net_unit: 'g', pack_count: 5 }],
    ['5 x 120g', { net_quantity: 120, net_unit: 'g', pack_count: 5 }],
    ['1.5kg', { net_quantity: 1.5, net_unit: 'kg', pack_count: 1 }],
    ['500ml', { net_quantity: 500, net_unit: 'ml', pack_count: 1 }],
    ['1.8L', { net_quantity: 1.8, net_unit: 'L', pack_count: 1 }],
    ['200ml*24', { net_quantity: 200, net_unit: 'ml', pack_count: 24 }],
    ['10개입', { net_quantity: 10, net_unit: '개', pack_count: 1 }],
    ['30구', { net_quantity: 30, net_unit: '개', pack_count: 1 }],
    ['100매 x 3', { net_quantity: 100, net_unit: '매', pack_count: 3 }],
    ['30롤', { net_quantity: 30, net_unit: '롤', pack_count: 1 }],
    ['1,000g', { net_quantity: 1000, net_unit: 'g', pack_count: 1 }],
  ])('reads %s', (text, expected) => {
    expect(parseNetQuantity(text)).toEqual(expected);
  });

  it.each(['1통', '1 bunch', '', 'about 500g', '0g', '120g x 0'])('leaves %j alone', (text) => {
    expect(parseNetQuantity(text)).toBeNull();
  });
});

describe('unit price fields together', () => {
  const plain = {
    net_quantity: null,
    net_unit: null,
    sold_by_weight: false,
    price_per_kg: null,
    estimated_grams: null,
    sell_price: 5_000,
  };

  it('asks for the quantity and its unit together', () => {
    expect(unitPriceProblems({ ...plain, net_quantity: 500 })).toHaveProperty('net_unit');
    expect(unitPriceProblems({ ...plain, net_unit: 'g' })).toHaveProperty('net_quantity');
  });

  it('prices a weighed product at its price per kg times the estimated weight', () => {
    const weighed = { ...plain, sold_by_weight: true, price_per_kg: 15_900, estimated_grams: 500 };
    expect(unitPriceProblems({ ...weighed, sell_price: 7_950 })).toEqual({});
    expect(unitPriceProblems({ ...weighed, sell_price: 8_000 }).sell_price?.[0]).toContain('7950');
    expect(unitPriceProblems({ ...plain, sold_by_weight: true })).toHaveProperty('price_per_kg');
  });
});
