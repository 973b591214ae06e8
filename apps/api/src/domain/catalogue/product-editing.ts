// Catalogue administration: creating, editing and archiving products, with the checks each
// change must pass (prices that make sense together, the food information a category needs).
import { markSearchStale } from './search/refresh.ts';
import { prismaSql } from '../../db/sql.ts';
import {
  priceProblems,
  type AdminProduct,
  type ProductCreateBody,
  type ProductPatchBody,
} from '@jangbogi/contracts/admin-catalog';
import {
  compactNotice,
  missingFoodInformation,
  NOTICE_FIELDS,
  type NoticeKind,
  type NoticeValues,
  type ProductInformation,
} from '@jangbogi/contracts/product-information';
import { unitPriceProblems, type NetUnit } from '@jangbogi/contracts/unit-price';
import { fieldMessage } from '@jangbogi/contracts/field-message';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { badRequest, invalidFields, notFound } from '../../lib/errors.ts';
import { getAdminProduct, productSelect, toAdminProduct } from './product-records.ts';
import { INITIAL_STOCK_REASON } from '@jangbogi/contracts/stock';
import { recordStockMovement } from './stock.ts';
import { uniquely } from '../../db/unique.ts';

export const SKU_TAKEN = { id: 'products.skuTaken' } as const;

function checkPrices(p: {
  sell_price: number;
  sale_price: number | null;
  compare_price: number | null;
  is_on_sale: boolean;
}) {
  const problems = priceProblems(p);
  const first = Object.values(problems)[0]?.[0];
  if (first) throw invalidFields(problems, 'INVALID_PRICES');
}

interface UnitValues {
  net_quantity: number | null;
  net_unit: NetUnit | null;
  sold_by_weight: boolean;
  price_per_kg: number | null;
  estimated_grams: number | null;
  sell_price: number;
}

function checkUnitFields(p: UnitValues) {
  const problems = unitPriceProblems(p);
  const first = Object.values(problems)[0]?.[0];
  if (first) throw invalidFields(problems, 'INVALID_UNIT_FIELDS');
}

/** The Korean of a field the publish check names: a product column or a notice field (`notice.producer`). */
const KOREAN_FIELD_NAMES: Readonly<Record<string, string>> = {
  origin: '원산지',
  weight: '중량',
  name_kr: '한글 상품명',
  ...Object.fromEntries(
    Object.values(NOTICE_FIELDS)
      .flat()
      .map((f) => [`notice.${f.key}`, f.ko]),
  ),
};
const noticeLabelInKorean = (field: string) => KOREAN_FIELD_NAMES[field] ?? field;

/**
 * Refuses to publish a food product without its origin and the notice's required fields (a missing
 * origin can cost the shop up to 10 million won), naming every missing field.
 */
export function checkFoodInformation(product: ProductInformation, kind: NoticeKind): void {
  const missing = missingFoodInformation(product, kind);
  if (missing.length === 0) return;
  throw badRequest(
    'products.foodInformationMissing',
    { missing: { en: missing.join(', '), ko: missing.map(noticeLabelInKorean).join(', ') } },
    'FOOD_INFORMATION_MISSING',
    {
      missing,
      fieldErrors: Object.fromEntries(
        missing.map((field) => [
          field,
          [
            fieldMessage('field.named.required', {
              field: { en: field, ko: noticeLabelInKorean(field) },
            }),
          ],
        ]),
      ),
    },
  );
}

/** Checks the subcategory a product is filed under and answers its category's notice kind. */
async function checkSubcategory(db: DbOrTx, id: string): Promise<NoticeKind> {
  const found = await db.subcategory.findUnique({
    where: { id },
    select: { archivedAt: true, category: { select: { archivedAt: true, noticeKind: true } } },
  });
  if (!found)
    throw badRequest('subcategories.unknown', 'UNKNOWN_SUBCATEGORY', {
      fieldErrors: { subcategory_id: [fieldMessage('field.catalogue.unknownSubcategory')] },
    });
  // A product filed under an archived subcategory would be on sale yet missing from every menu.
  if (found.archivedAt || found.category.archivedAt) {
    throw badRequest('subcategories.archived', 'ARCHIVED_SUBCATEGORY', {
      fieldErrors: { subcategory_id: [fieldMessage('field.catalogue.archivedSubcategory')] },
    });
  }
  return found.category.noticeKind;
}

function toData(body: ProductPatchBody) {
  return {
    sku: body.sku,
    name: body.name,
    nameKr: body.name_kr,
    brand: body.brand,
    brandKr: body.brand_kr,
    searchKeywords: body.search_keywords,
    weight: body.weight,
    weightKr: body.weight_kr,
    description: body.description,
    descriptionKr: body.description_kr,
    origin: body.origin,
    storage: body.storage,
    taxType: body.tax_type,
    notice: body.notice === undefined ? undefined : compactNotice(body.notice),
    sellPrice: body.sell_price,
    salePrice: body.sale_price,
    comparePrice: body.compare_price,
    isOnSale: body.is_on_sale,
    isFeatured: body.is_featured,
    isHighlighted: body.is_highlighted,
    subcategoryId: body.subcategory_id,
    netQuantity: body.net_quantity,
    netUnit: body.net_unit,
    packCount: body.pack_count,
    soldByWeight: body.sold_by_weight,
    pricePerKg: body.price_per_kg,
    estimatedGrams: body.estimated_grams,
  };
}

/** Creates a product; its opening stock is recorded as the first stock movement. */
export async function createProduct(
  db: Db,
  body: ProductCreateBody,
  actorUserId: string,
): Promise<AdminProduct> {
  checkPrices({
    sell_price: body.sell_price,
    sale_price: body.sale_price ?? null,
    compare_price: body.compare_price ?? null,
    is_on_sale: body.is_on_sale ?? false,
  });
  checkUnitFields({
    net_quantity: body.net_quantity ?? null,
    net_unit: body.net_unit ?? null,
    sold_by_weight: body.sold_by_weight ?? false,
    price_per_kg: body.price_per_kg ?? null,
    estimated_grams: body.estimated_grams ?? null,
    sell_price: body.sell_price,
  });
  const kind = await checkSubcategory(db, body.subcategory_id);
  checkFoodInformation(body, kind);
  return uniquely(() => createWithOpeningStock(db, body, actorUserId), SKU_TAKEN);
}

function createWithOpeningStock(
  db: Db,
  body: ProductCreateBody,
  actorUserId: string,
): Promise<AdminProduct> {
  return inTransaction(db, async (tx) => {
    const created = await tx.product.create({
      data: {
        ...toData(body),
        name: body.name,
        nameKr: body.name_kr,
        sellPrice: body.sell_price,
        subcategoryId: body.subcategory_id,
        stockQuantity: body.stock_quantity,
      },
      select: productSelect,
    });
    if (body.stock_quantity > 0) {
      const opening = {
        productId: created.id,
        change: body.stock_quantity,
        reason: INITIAL_STOCK_REASON,
        actorUserId,
      };
      await recordStockMovement(tx, opening, body.stock_quantity);
    }
    return toAdminProduct(created);
  });
}

/** Locks the product row so concurrent edits check prices against what they overwrite. */
async function lockProduct(tx: DbOrTx, id: string): Promise<void> {
  const rows = await prismaSql(tx).query<{ id: string }>(
    Prisma.sql`SELECT id FROM products WHERE id = ${id}::uuid FOR NO KEY UPDATE`,
  );
  if (rows.length === 0) throw notFound('products.notFound.admin');
}

/** Edits everything but the stock (see stock.ts), so an edit can never undo a sale. */
export async function updateProduct(
  db: Db,
  id: string,
  body: ProductPatchBody,
): Promise<AdminProduct> {
  return uniquely(() => inTransaction(db, (tx) => updateLockedProduct(tx, id, body)), SKU_TAKEN);
}

async function updateLockedProduct(
  tx: DbOrTx,
  id: string,
  body: ProductPatchBody,
): Promise<AdminProduct> {
  await lockProduct(tx, id);
  const db = tx;
  const current = await getAdminProduct(db, id);
  const pick = <T>(next: T | undefined, was: T) => (next === undefined ? was : next);
  checkPrices({
    sell_price: pick(body.sell_price, current.sell_price),
    sale_price: pick(body.sale_price, current.sale_price),
    compare_price: pick(body.compare_price, current.compare_price),
    is_on_sale: pick(body.is_on_sale, current.is_on_sale),
  });
  checkUnitFields({
    net_quantity: pick(body.net_quantity, current.net_quantity),
    net_unit: pick(body.net_unit, current.net_unit),
    sold_by_weight: pick(body.sold_by_weight, current.sold_by_weight),
    price_per_kg: pick(body.price_per_kg, current.price_per_kg),
    estimated_grams: pick(body.estimated_grams, current.estimated_grams),
    sell_price: pick(body.sell_price, current.sell_price),
  });
  const kind =
    body.subcategory_id && body.subcategory_id !== current.subcategory_id
      ? await checkSubcategory(db, body.subcategory_id)
      : current.notice_kind;
  // An archived product is a draft: it may be saved incomplete, and is checked when shown again.
  if (!current.archived) checkFoodInformation(merged(current, body), kind);
  const updated = await db.product.update({
    where: { id },
    data: toData(body),
    select: productSelect,
  });
  // The search document's source hash does not cover the keywords: new ones mark it out of date.
  if (body.search_keywords !== undefined)
    await markSearchStale(prismaSql(tx), Prisma.sql`p.id = ${id}::uuid`);
  return toAdminProduct(updated);
}

/** The product's information as it will be once the edit is saved. */
function merged(current: AdminProduct, body: ProductPatchBody): ProductInformation {
  const notice: NoticeValues = body.notice ?? current.notice;
  return {
    name_kr: body.name_kr ?? current.name_kr,
    weight: body.weight === undefined ? current.weight : body.weight,
    weight_kr: body.weight_kr === undefined ? current.weight_kr : body.weight_kr,
    origin: body.origin === undefined ? current.origin : body.origin,
    notice,
  };
}

export async function setProductArchived(
  db: DbOrTx,
  id: string,
  archived: boolean,
  now: Date,
): Promise<AdminProduct> {
  const current = await getAdminProduct(db, id);
  if (current.archived === archived) return current;
  if (!archived) checkFoodInformation(current, current.notice_kind);
  const updated = await db.product.update({
    where: { id },
    data: { archivedAt: archived ? now : null },
    select: productSelect,
  });
  return toAdminProduct(updated);
}
