// How an order's money divides between taxed and VAT-exempt goods (부가가치세법; ADR 0038), the
// one rule the checkout, every refund, the cash receipts and the migration of old orders follow.
// Without zod: the back office's order page shows it.

export const taxTypes = ['taxed', 'exempt'] as const;
export type TaxType = (typeof taxTypes)[number];

/** The order's total as Hometax records it; taxable + vat + exempt is the total, to the won. */
export interface TaxSplit {
  /** 과세 공급가액: the taxed part without its VAT. */
  taxable: number;
  /** 부가세: the VAT in the taxed part. */
  vat: number;
  /** 면세 금액: the exempt part. */
  exempt: number;
}

export interface TaxedLine {
  tax_type: TaxType;
  /** What the shopper keeps of the line: unit price times the quantity not returned. */
  value: number;
}

/** n / d rounded half up, in whole numbers only (n ≥ 0, d > 0), as the migration's SQL does. */
export function roundedShare(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** `amount` times `part / whole`, rounded half up; all of it when the whole is nothing. */
const share = (amount: number, part: number, whole: number) =>
  whole > 0 ? roundedShare(amount * part, whole) : amount;

/**
 * The split of what an order charges now.
 * - A line is taxed or exempt by its product's type when ordered (a packed substitute by its own).
 * - The promo discount is spread over the taxed and the exempt goods in proportion to their value.
 * - Delivery (shipping fee and remote-area surcharge) goes with the goods it carries, as an
 *   ancillary supply (부수 용역): spread over the taxed and exempt goods after discount, by value.
 * - VAT is one eleventh of the taxed part (prices include 10%), rounded half up once per order.
 * Each share is rounded to the won and the exempt part takes the rest, so the three always add up.
 */
export function taxSplit(order: {
  lines: readonly TaxedLine[];
  discount: number;
  /** Shipping fee plus remote-area surcharge. */
  delivery: number;
}): TaxSplit {
  const sum = (type: TaxType) =>
    order.lines.filter((l) => l.tax_type === type).reduce((total, l) => total + l.value, 0);
  const taxedGoods = sum('taxed');
  const exemptGoods = sum('exempt');
  const goods = taxedGoods + exemptGoods;
  const taxedDiscount = goods > 0 ? roundedShare(order.discount * taxedGoods, goods) : 0;
  const taxedNet = taxedGoods - taxedDiscount;
  const exemptNet = exemptGoods - (order.discount - taxedDiscount);
  const taxedDelivery =
    taxedNet + exemptNet > 0
      ? share(order.delivery, taxedNet, taxedNet + exemptNet)
      : share(order.delivery, taxedGoods, goods);
  const taxedGross = taxedNet + taxedDelivery;
  const vat = roundedShare(taxedGross, 11);
  return {
    taxable: taxedGross - vat,
    vat,
    exempt: exemptNet + order.delivery - taxedDelivery,
  };
}

/**
 * The VAT-exempt part of a refund: the order's exempt amount before it less after it, as the rule
 * above recomputes both. Kept within the refund, since moving delivery between the taxed and the
 * exempt goods can turn the difference slightly negative (or past the refund) by a won's rounding.
 */
export function refundedExempt(before: TaxSplit, after: TaxSplit, refund: number): number {
  return Math.min(Math.max(before.exempt - after.exempt, 0), refund);
}
