// Unit prices as Korea's price labelling rules (가격표시제 실시요령, 별표 2) ask shops to show
// them: the price per 100 g or 100 ml for most food, per piece for counted goods, per 10 sheets
// for tissues and wipes. Weighed goods (삼겹살 약 500g) are sold by a price per kg; the shopper
// pays for the estimated weight, and a lighter pack is refunded the difference.
import { z } from 'zod';
import { fieldMessage } from './field-message.ts';
import { wonField } from './admin-fields.ts';
import { won } from './common.ts';

/** The units a product's net quantity is written in. */
export const NET_UNITS = ['g', 'kg', 'ml', 'L', '개', '매', '롤'] as const;
export const netUnit = z.enum(NET_UNITS, {
  error: fieldMessage('field.named.oneOfList', {
    field: 'net_unit',
    options: NET_UNITS.join(', '),
  }),
});
export type NetUnit = z.infer<typeof netUnit>;

/** The units a unit price is stated in: the rules' base units. */
export const UNIT_PRICE_UNITS = ['g', 'ml', '개', '매', '롤'] as const;
export type UnitPriceUnit = (typeof UNIT_PRICE_UNITS)[number];

/** A unit price: `won` for every `per_quantity` `unit` (830 won per 100 g). */
export const unitPrice = z.object({
  won,
  per_quantity: z.number().int().positive(),
  unit: z.enum(UNIT_PRICE_UNITS),
});
export type UnitPrice = z.infer<typeof unitPrice>;

/** Each net unit in its base unit, and the quantity of the base unit the rules price. */
const BASIS: Record<NetUnit, { unit: UnitPriceUnit; factor: number; per: number }> = {
  g: { unit: 'g', factor: 1, per: 100 },
  kg: { unit: 'g', factor: 1000, per: 100 },
  ml: { unit: 'ml', factor: 1, per: 100 },
  L: { unit: 'ml', factor: 1000, per: 100 },
  개: { unit: '개', factor: 1, per: 1 },
  매: { unit: '매', factor: 1, per: 10 },
  롤: { unit: '롤', factor: 1, per: 1 },
};

/** What a product's unit price is computed from. */
export interface UnitPriceSource {
  /** What the shopper pays for one (sale price when on sale). */
  price: number;
  net_quantity: number | null;
  net_unit: NetUnit | null;
  pack_count: number;
  sold_by_weight: boolean;
  estimated_grams: number | null;
}

/**
 * The price per standard unit, rounded to whole won; null when the product states no net
 * quantity. A weighed product is priced on its estimated weight, which is what the shopper pays
 * for. "120g x 5" for 3,000 won is 600 g, so 500 won per 100 g.
 */
export function computeUnitPrice(source: UnitPriceSource): UnitPrice | null {
  const measured =
    source.sold_by_weight && source.estimated_grams
      ? { quantity: source.estimated_grams, unit: 'g' as const, packs: 1 }
      : source.net_quantity && source.net_unit
        ? { quantity: source.net_quantity, unit: source.net_unit, packs: source.pack_count }
        : null;
  if (!measured) return null;
  const basis = BASIS[measured.unit];
  // Millilitres and grams are whole in practice; rounding to a thousandth keeps 0.3 L at 300 ml.
  const base = Math.round(measured.quantity * basis.factor * measured.packs * 1000) / 1000;
  if (!(base > 0)) return null;
  return {
    won: Math.round((source.price * basis.per) / base),
    per_quantity: basis.per,
    unit: basis.unit,
  };
}

/** What a weighed product costs at its estimated weight: the price per kg times the kilograms. */
export function weighedPrice(pricePerKg: number, grams: number): number {
  return Math.round((pricePerKg * grams) / 1000);
}

/** A structured net quantity: `net_quantity` `net_unit` in each of `pack_count` packs. */
export interface NetQuantity {
  net_quantity: number;
  net_unit: NetUnit;
  pack_count: number;
}

const UNIT_WORDS: Record<string, NetUnit> = {
  g: 'g',
  gr: 'g',
  그램: 'g',
  kg: 'kg',
  킬로: 'kg',
  킬로그램: 'kg',
  ml: 'ml',
  밀리리터: 'ml',
  l: 'L',
  리터: 'L',
  개: '개',
  개입: '개',
  구: '개',
  입: '개',
  ea: '개',
  pcs: '개',
  pc: '개',
  pieces: '개',
  piece: '개',
  매: '매',
  매입: '매',
  sheets: '매',
  롤: '롤',
  rolls: '롤',
  roll: '롤',
};
const AMOUNT = String.raw`(\d+(?:\.\d+)?)\s*([a-zA-Z가-힣]+)`;
const TIMES = String.raw`\s*[xX×*]\s*`;
const COUNT = String.raw`(\d+)\s*(?:개입|개|입|팩|봉|ea|pcs|packs?)?`;
const AMOUNT_TIMES_COUNT = new RegExp(`^${AMOUNT}${TIMES}${COUNT}$`);
const COUNT_TIMES_AMOUNT = new RegExp(`^(\\d+)${TIMES}${AMOUNT}$`);
const AMOUNT_ONLY = new RegExp(`^${AMOUNT}$`);

function measure(amount: string, word: string, packs: number): NetQuantity | null {
  const unit = UNIT_WORDS[word.toLowerCase()];
  const quantity = Number(amount);
  if (!unit || !(quantity > 0) || !(packs >= 1)) return null;
  return { net_quantity: quantity, net_unit: unit, pack_count: packs };
}

/**
 * Reads a pack size as shops write it: "120g x 5", "5 x 120g", "1.5kg", "500ml", "2L", "10개입",
 * "30구", "100매", "3롤". Null for texts it cannot read with certainty ("1통", "1 bunch").
 */
export function parseNetQuantity(text: string | null | undefined): NetQuantity | null {
  const value = (text ?? '').trim().replace(/,/g, '');
  if (!value) return null;
  const amountTimesCount = AMOUNT_TIMES_COUNT.exec(value);
  if (amountTimesCount) {
    const [, amount = '', word = '', count = ''] = amountTimesCount;
    return measure(amount, word, Number(count));
  }
  const countTimesAmount = COUNT_TIMES_AMOUNT.exec(value);
  if (countTimesAmount) {
    const [, count = '', amount = '', word = ''] = countTimesAmount;
    return measure(amount, word, Number(count));
  }
  const amountOnly = AMOUNT_ONLY.exec(value);
  if (amountOnly) {
    const [, amount = '', word = ''] = amountOnly;
    return measure(amount, word, 1);
  }
  return null;
}

/** The fields a product carries for its unit price and for weighed goods (API answers). */
export const unitPriceFields = {
  /** The net quantity of one pack, in net_unit (120 for "120g x 5"); null when not stated. */
  net_quantity: z.number().positive().nullable(),
  net_unit: netUnit.nullable(),
  /** Packs in the product (5 for "120g x 5"). */
  pack_count: z.number().int().positive(),
  /** The price per standard unit (가격표시제 실시요령); null without a net quantity. */
  unit_price: unitPrice.nullable(),
  /** Sold by weight: priced per kg, the shopper pays for estimated_grams, a lighter pack is refunded. */
  sold_by_weight: z.boolean(),
  price_per_kg: won.nullable(),
  estimated_grams: z.number().int().positive().nullable(),
};

/** The same fields as the back office writes them (the product form, the spreadsheet import). */
export const unitPriceInputs = {
  net_quantity: z
    .number({ error: fieldMessage('field.named.notNumber', { field: 'net_quantity' }) })
    .positive(fieldMessage('field.named.aboveZero', { field: 'net_quantity' }))
    .max(1_000_000, fieldMessage('field.named.tooLarge', { field: 'net_quantity' }))
    .nullable()
    .optional(),
  net_unit: netUnit.nullable().optional(),
  pack_count: z
    .number({ error: fieldMessage('field.named.wholeNumber', { field: 'pack_count' }) })
    .int(fieldMessage('field.named.wholeNumber', { field: 'pack_count' }))
    .min(1, fieldMessage('field.named.atLeastOne', { field: 'pack_count' }))
    .max(1000, fieldMessage('field.named.tooLarge', { field: 'pack_count' }))
    .optional(),
  sold_by_weight: z.boolean().optional(),
  price_per_kg: wonField('price_per_kg').nullable().optional(),
  estimated_grams: z
    .number({ error: fieldMessage('field.named.wholeNumber', { field: 'estimated_grams' }) })
    .int(fieldMessage('field.named.wholeNumber', { field: 'estimated_grams' }))
    .min(1, fieldMessage('field.named.atLeastOne', { field: 'estimated_grams' }))
    .max(100_000, fieldMessage('field.named.tooLarge', { field: 'estimated_grams' }))
    .nullable()
    .optional(),
};

export interface UnitPriceFieldValues {
  net_quantity: number | null;
  net_unit: NetUnit | null;
  sold_by_weight: boolean;
  price_per_kg: number | null;
  estimated_grams: number | null;
  sell_price: number;
}

/** Field errors for a product's quantity and weighing fields; empty when they make sense. */
export function unitPriceProblems(p: UnitPriceFieldValues): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (p.net_quantity !== null && p.net_unit === null) {
    problems.net_unit = ['Choose the unit of the net quantity'];
  }
  if (p.net_unit !== null && p.net_quantity === null) {
    problems.net_quantity = ['Enter the net quantity for its unit'];
  }
  if (p.sold_by_weight) {
    if (p.price_per_kg === null)
      problems.price_per_kg = ['A product sold by weight needs a price per kg'];
    if (p.estimated_grams === null) {
      problems.estimated_grams = ['A product sold by weight needs its estimated weight in grams'];
    }
    if (p.price_per_kg !== null && p.estimated_grams !== null) {
      const expected = weighedPrice(p.price_per_kg, p.estimated_grams);
      if (p.sell_price !== expected) {
        problems.sell_price = [
          `A product sold by weight costs its price per kg at the estimated weight: ${expected} won`,
        ];
      }
    }
  }
  return problems;
}
