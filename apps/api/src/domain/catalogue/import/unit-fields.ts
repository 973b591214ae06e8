// A row's net quantity and weighing fields. A sheet that gives a weight ("120g x 5") but no net
// quantity and unit has them read from it, for a product that has none yet, so an old sheet
// brings unit prices with it; then the fields must make sense together (unit-price.ts).
import { parseNetQuantity, weighedPrice } from '@jangbogi/contracts/unit-price';
import type { CellValue } from './cells.ts';
import { columnByKey, type ProductField } from './columns.ts';
import type { RowPlanner } from './row-planner.ts';

type Data = Partial<Record<ProductField, CellValue>>;

const valueOf = (p: RowPlanner, data: Data, field: ProductField): CellValue =>
  field in data ? (data[field] ?? null) : (p.current?.fields[field] ?? null);

/** Reads the net quantity from the weight when the row and the product give none. */
function deriveFromWeight(p: RowPlanner, data: Data): void {
  if (valueOf(p, data, 'netQuantity') !== null || valueOf(p, data, 'netUnit') !== null) return;
  // A sheet that names the columns and leaves them blank on an existing product keeps them empty.
  if (p.current && (p.has('net_quantity') || p.has('net_unit'))) return;
  const weight = valueOf(p, data, 'weight');
  const weightKr = valueOf(p, data, 'weightKr');
  const read =
    parseNetQuantity(typeof weight === 'string' ? weight : null) ??
    parseNetQuantity(typeof weightKr === 'string' ? weightKr : null);
  if (!read) return;
  const derived: [ProductField, string, number | string][] = [
    ['netQuantity', 'net_quantity', read.net_quantity],
    ['netUnit', 'net_unit', read.net_unit],
    ['packCount', 'pack_count', read.pack_count],
  ];
  for (const [field, key, value] of derived) {
    const was = p.current?.fields[field] ?? null;
    if (was === value) continue;
    data[field] = value;
    if (p.current) {
      const column = columnByKey(key);
      p.changed(column, column.type.show(was), column.type.show(value));
    }
  }
}

/** Fills what the weight tells and refuses fields that do not fit together. */
export function planUnitFields(p: RowPlanner, data: Data): void {
  deriveFromWeight(p, data);
  const words = (key: string) => p.name(columnByKey(key));
  const quantity = valueOf(p, data, 'netQuantity');
  const unit = valueOf(p, data, 'netUnit');
  if (quantity !== null && unit === null)
    p.refuse(p.words.withoutPartner(words('net_quantity'), words('net_unit')));
  if (unit !== null && quantity === null)
    p.refuse(p.words.withoutPartner(words('net_unit'), words('net_quantity')));
  if (valueOf(p, data, 'packCount') === 0) p.refuse(p.words.notPositive(words('pack_count'), 0));
  if (valueOf(p, data, 'soldByWeight') !== true) return;
  const perKg = valueOf(p, data, 'pricePerKg');
  const grams = valueOf(p, data, 'estimatedGrams');
  if (typeof perKg !== 'number' || perKg <= 0)
    p.refuse(p.words.withoutPartner(words('sold_by_weight'), words('price_per_kg')));
  if (typeof grams !== 'number' || grams <= 0)
    p.refuse(p.words.withoutPartner(words('sold_by_weight'), words('estimated_grams')));
  const sell = valueOf(p, data, 'sellPrice');
  if (typeof perKg === 'number' && typeof grams === 'number' && perKg > 0 && grams > 0) {
    const expected = weighedPrice(perKg, grams);
    if (sell !== expected) p.refuse(p.words.weighedPrice(words('sell_price'), expected));
  }
}
