// What each line of an order becomes in the box, from what the packer sent (ADR 0039). Pure:
// the transaction in packing.ts reads the lines and the substitutes and writes the plan.
import { payablePrice, type PriceFields } from '@jangbogi/contracts/money';
import { substituteUnitPrice, weighedLineValue } from '@jangbogi/contracts/packing-money';
import type { TaxType } from '@jangbogi/contracts/tax-split';
import type { SubstitutionChoice } from '@jangbogi/contracts/users';
import { badRequest, conflict } from '../../lib/errors.ts';

export interface OrderedLine {
  id: string;
  productId: string | null;
  productName: string;
  productNameKr: string | null;
  unitPrice: number;
  quantity: number;
  returnedQuantity: number;
  substitution: SubstitutionChoice;
  /** How the product is sold by weight (per unit), when it is; null otherwise. */
  weighed: { estimatedGrams: number; pricePerKg: number } | null;
}

export interface SubstituteProduct extends PriceFields {
  id: string;
  name: string;
  nameKr: string;
  /** Taxed or exempt (ADR 0038): the box's split counts the substitute as itself. */
  taxType: TaxType;
}

export interface PackedLineAsked {
  line_id: string;
  packed_quantity: number;
  substitute_product_id?: string | undefined;
  grams?: number | undefined;
}

export interface PlannedLine {
  line: OrderedLine;
  packedQuantity: number;
  unitPrice: number;
  grams: number | null;
  total: number;
  substitute: SubstituteProduct | null;
}

const keptOf = (line: OrderedLine) => line.quantity - line.returnedQuantity;

/** Units ordered (and not taken back before packing) that did not go into the box. */
export const shortOf = (p: PlannedLine) => Math.max(0, keptOf(p.line) - p.packedQuantity);

function planOne(
  line: OrderedLine,
  asked: PackedLineAsked | undefined,
  substitutes: Map<string, SubstituteProduct>,
): PlannedLine {
  const kept = keptOf(line);
  const packedQuantity = asked?.packed_quantity ?? kept;
  if (packedQuantity > kept) {
    throw badRequest('packing.moreThanOrdered', { max: kept }, 'PACKED_MORE_THAN_ORDERED', {
      line_id: line.id,
      ordered: kept,
    });
  }
  const substituteId = asked?.substitute_product_id;
  if (substituteId) {
    if (line.substitution !== 'allow') {
      throw conflict('packing.substitutionNotAllowed', 'SUBSTITUTION_NOT_ALLOWED', {
        line_id: line.id,
      });
    }
    const substitute = substitutes.get(substituteId);
    if (!substitute || substituteId === line.productId) {
      throw badRequest('packing.unknownSubstitute', 'UNKNOWN_SUBSTITUTE', {
        line_id: line.id,
      });
    }
    if (asked.grams !== undefined) {
      throw badRequest('packing.weighOrderedProduct', 'NOT_SOLD_BY_WEIGHT', {
        line_id: line.id,
      });
    }
    const unitPrice = substituteUnitPrice(line.unitPrice, payablePrice(substitute));
    return {
      line,
      packedQuantity,
      unitPrice,
      grams: null,
      total: unitPrice * packedQuantity,
      substitute,
    };
  }
  const grams = asked?.grams ?? null;
  if (grams !== null && line.weighed === null) {
    throw badRequest('packing.notSoldByWeight', 'NOT_SOLD_BY_WEIGHT', {
      line_id: line.id,
    });
  }
  const estimatedValue = line.unitPrice * packedQuantity;
  const total =
    grams !== null && line.weighed !== null
      ? weighedLineValue(
          estimatedValue,
          {
            estimatedGrams: line.weighed.estimatedGrams * packedQuantity,
            pricePerKg: line.weighed.pricePerKg,
          },
          grams,
        )
      : estimatedValue;
  // A lighter weighed line's units are worth what it came to; a later return refunds that.
  const unitPrice =
    total === estimatedValue || packedQuantity === 0
      ? line.unitPrice
      : Math.floor(total / packedQuantity);
  return { line, packedQuantity, unitPrice, grams, total, substitute: null };
}

/** Every line of the order, planned; a line the packer did not list goes out as ordered. */
export function planPackedLines(
  lines: OrderedLine[],
  asked: PackedLineAsked[],
  substitutes: Map<string, SubstituteProduct>,
): PlannedLine[] {
  const byId = new Map(asked.map((a) => [a.line_id, a]));
  for (const a of asked) {
    if (!lines.some((l) => l.id === a.line_id))
      throw badRequest('orders.unknownLine', 'UNKNOWN_LINE', {
        line_id: a.line_id,
      });
  }
  const planned = lines
    .filter((line) => keptOf(line) > 0)
    .map((line) => planOne(line, byId.get(line.id), substitutes));
  if (planned.every((p) => p.packedQuantity === 0)) {
    throw conflict('packing.nothingPacked', 'NOTHING_PACKED');
  }
  return planned;
}

/**
 * How stock moves, per product: the ordered units that did not go out come back, the
 * substitute's units go out. One figure per product, so each moves once.
 */
export function stockChanges(planned: PlannedLine[]): Map<string, number> {
  const changes = new Map<string, number>();
  const add = (productId: string | null, change: number) => {
    if (productId && change !== 0) changes.set(productId, (changes.get(productId) ?? 0) + change);
  };
  for (const p of planned) {
    const kept = keptOf(p.line);
    if (p.substitute) {
      add(p.line.productId, kept);
      add(p.substitute.id, -p.packedQuantity);
    } else {
      add(p.line.productId, kept - p.packedQuantity);
    }
  }
  for (const [id, change] of changes) if (change === 0) changes.delete(id);
  return changes;
}
