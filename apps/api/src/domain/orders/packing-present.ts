// How a packed line reads, for the shopper's My Orders, the back office and the packing email.
import type { LinePacking, PackingOutcome } from '@jangbogi/contracts/packing';

/** The note every refund created by packing carries; the shopper's order tells them apart by it. */
export const PACKING_REFUND_NOTE = 'Packing: short, substituted or lighter lines';

/** The columns of order_items a line's packing is read from. */
export const linePackingSelect = {
  quantity: true,
  returnedQuantity: true,
  substitution: true,
  packedQuantity: true,
  packedUnitPrice: true,
  packedGrams: true,
  packedTotal: true,
  packedShortQuantity: true,
  substituteProductId: true,
  substituteName: true,
  substituteNameKr: true,
} as const;

export interface PackedLineRow {
  quantity: number;
  returnedQuantity: number;
  packedQuantity: number | null;
  packedUnitPrice: number | null;
  packedGrams: number | null;
  packedTotal: number | null;
  packedShortQuantity: number | null;
  substituteProductId: string | null;
  substituteName: string | null;
  substituteNameKr: string | null;
}

/**
 * Substituted names the other product; short means fewer units than ordered went out (and the
 * rest is refunded); weighed a line on the scale; packed a line that went out as ordered.
 */
export function outcomeOf(
  line: Pick<PackedLineRow, 'substituteName' | 'packedGrams'>,
  shortQuantity: number,
): PackingOutcome {
  if (line.substituteName !== null) return 'substituted';
  if (shortQuantity > 0) return 'short';
  if (line.packedGrams !== null) return 'weighed';
  return 'packed';
}

/** The line's packing; null before the order is packed. */
export function presentLinePacking(line: PackedLineRow): LinePacking | null {
  if (line.packedQuantity === null || line.packedTotal === null) return null;
  // As packing found it; later returns of packed units leave it as it was.
  const shortQuantity =
    line.packedShortQuantity ??
    Math.max(0, line.quantity - line.returnedQuantity - line.packedQuantity);
  return {
    outcome: outcomeOf(line, shortQuantity),
    packed_quantity: line.packedQuantity,
    short_quantity: shortQuantity,
    substitute:
      line.substituteName === null
        ? null
        : {
            product_id: line.substituteProductId,
            name: line.substituteName,
            name_kr: line.substituteNameKr,
          },
    unit_price: line.packedUnitPrice ?? 0,
    grams: line.packedGrams,
    line_total: line.packedTotal,
  };
}
