// A product's net quantity and weighing fields, as every product answer carries them (lists, the
// product page, the cart, the back office), with the unit price computed from them.
import { payablePrice } from '@jangbogi/contracts/money';
import { computeUnitPrice, type NetUnit, type UnitPrice } from '@jangbogi/contracts/unit-price';
import { Prisma } from '../generated/prisma/client.ts';

/** A product row's quantity and weighing columns, as UNIT_COLUMNS reads them. */
export interface UnitRow {
  is_on_sale: boolean;
  sale_price: number | null;
  sell_price: number;
  net_quantity: number | null;
  net_unit: NetUnit | null;
  pack_count: number;
  sold_by_weight: boolean;
  price_per_kg: number | null;
  estimated_grams: number | null;
}

/** The quantity and weighing columns every product answer carries (table alias p). */
export const UNIT_COLUMNS = Prisma.sql`p.net_quantity, p.net_unit, p.pack_count, p.sold_by_weight, p.price_per_kg, p.estimated_grams`;

/** The quantity and weighing fields as Prisma reads them (UNIT_SELECT). */
export const UNIT_SELECT = {
  sellPrice: true,
  salePrice: true,
  isOnSale: true,
  netQuantity: true,
  netUnit: true,
  packCount: true,
  soldByWeight: true,
  pricePerKg: true,
  estimatedGrams: true,
} as const;

/** unitFieldsOf for a product Prisma read with UNIT_SELECT. */
export function unitFieldsOfRecord(p: {
  sellPrice: number;
  salePrice: number | null;
  isOnSale: boolean;
  netQuantity: number | null;
  netUnit: string | null;
  packCount: number;
  soldByWeight: boolean;
  pricePerKg: number | null;
  estimatedGrams: number | null;
}) {
  return unitFieldsOf({
    is_on_sale: p.isOnSale,
    sale_price: p.salePrice,
    sell_price: p.sellPrice,
    net_quantity: p.netQuantity,
    // The column's check constraint admits only the units of NET_UNITS.
    net_unit: p.netUnit as NetUnit | null,
    pack_count: p.packCount,
    sold_by_weight: p.soldByWeight,
    price_per_kg: p.pricePerKg,
    estimated_grams: p.estimatedGrams,
  });
}

/** The unit price and weighing fields of a product answer. */
export function unitFieldsOf(row: UnitRow): {
  net_quantity: number | null;
  net_unit: NetUnit | null;
  pack_count: number;
  unit_price: UnitPrice | null;
  sold_by_weight: boolean;
  price_per_kg: number | null;
  estimated_grams: number | null;
} {
  return {
    net_quantity: row.net_quantity,
    net_unit: row.net_unit,
    pack_count: row.pack_count,
    unit_price: computeUnitPrice({ ...row, price: payablePrice({ ...row, compare_price: null }) }),
    sold_by_weight: row.sold_by_weight,
    price_per_kg: row.price_per_kg,
    estimated_grams: row.estimated_grams,
  };
}
