// Catalogue administration: products and their images.
import { prismaSql } from '../../db/sql.ts';
import {
  priceProblems,
  type AdminProduct,
  type adminProductsQuery,
  type ProductCreateBody,
  type ProductPatchBody,
} from '@jangbogi/contracts/admin-catalog';
import { LOW_STOCK_THRESHOLD } from '@jangbogi/contracts/admin';
import {
  compactNotice,
  missingFoodInformation,
  type NoticeKind,
  type NoticeValues,
  type ProductInformation,
} from '@jangbogi/contracts/product-information';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { noticeOfRow } from '../catalog/notice.ts';
import { INITIAL_STOCK_REASON, recordStockMovement } from './stock.ts';
import { uniquely } from './unique.ts';

export const SKU_TAKEN = 'Another product already has this SKU.';

/** A product's own fields: what the back office edits and the catalogue loader compares. */
export const productFieldsSelect = {
  id: true,
  sku: true,
  name: true,
  nameKr: true,
  brand: true,
  weight: true,
  weightKr: true,
  description: true,
  descriptionKr: true,
  origin: true,
  storage: true,
  notice: true,
  sellPrice: true,
  salePrice: true,
  comparePrice: true,
  isOnSale: true,
  isFeatured: true,
  isHighlighted: true,
  stockQuantity: true,
} satisfies Prisma.ProductSelect;

const productSelect = {
  ...productFieldsSelect,
  subcategoryId: true,
  subcategory: { select: { category: { select: { noticeKind: true } } } },
  archivedAt: true,
  updatedAt: true,
  images: {
    orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }],
    select: { id: true, url: true, isMain: true, sortOrder: true },
  },
  _count: { select: { stockAlerts: { where: { notifiedAt: null } } } },
} satisfies Prisma.ProductSelect;

type ProductRecord = Prisma.ProductGetPayload<{ select: typeof productSelect }>;

function toAdminProduct(p: ProductRecord): AdminProduct {
  const notice = noticeOfRow(p.notice);
  const kind = p.subcategory.category.noticeKind;
  return {
    _id: p.id,
    sku: p.sku,
    name: p.name,
    name_kr: p.nameKr,
    brand: p.brand,
    weight: p.weight,
    weight_kr: p.weightKr,
    description: p.description,
    description_kr: p.descriptionKr,
    origin: p.origin,
    storage: p.storage,
    notice,
    notice_kind: kind,
    missing_information: missingFoodInformation(
      { name_kr: p.nameKr, weight: p.weight, weight_kr: p.weightKr, origin: p.origin, notice },
      kind,
    ),
    sell_price: p.sellPrice,
    sale_price: p.salePrice,
    compare_price: p.comparePrice,
    is_on_sale: p.isOnSale,
    is_featured: p.isFeatured,
    is_highlighted: p.isHighlighted,
    stock_quantity: p.stockQuantity,
    stock_alerts_waiting: p._count.stockAlerts,
    subcategory_id: p.subcategoryId,
    archived: p.archivedAt !== null,
    archived_at: p.archivedAt?.toISOString() ?? null,
    images: p.images.map((i) => ({
      _id: i.id,
      url: i.url,
      is_main: i.isMain,
      sort_order: i.sortOrder,
    })),
    updated_at: p.updatedAt.toISOString(),
  };
}

export async function listAdminProducts(db: DbOrTx, query: z.output<typeof adminProductsQuery>) {
  const where: Prisma.ProductWhereInput = {};
  if (query.archived === 'false') where.archivedAt = null;
  if (query.archived === 'true') where.archivedAt = { not: null };
  if (query.subcategory) where.subcategoryId = query.subcategory;
  if (query.low_stock === 'true') where.stockQuantity = { lte: LOW_STOCK_THRESHOLD };
  const q = query.q?.trim();
  if (q) {
    const contains = { contains: q, mode: 'insensitive' as const };
    where.OR = [{ name: contains }, { nameKr: contains }, { brand: contains }];
  }
  const [total, products] = await Promise.all([
    db.product.count({ where }),
    db.product.findMany({
      where,
      select: productSelect,
      orderBy: { listPosition: 'desc' },
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
  ]);
  return {
    products: products.map(toAdminProduct),
    page: query.page,
    pages: Math.max(1, Math.ceil(total / query.limit)),
    total,
  };
}

export async function getAdminProduct(db: DbOrTx, id: string): Promise<AdminProduct> {
  const product = await db.product.findUnique({ where: { id }, select: productSelect });
  if (!product) throw notFound('Product not found.');
  return toAdminProduct(product);
}

function checkPrices(p: {
  sell_price: number;
  sale_price: number | null;
  compare_price: number | null;
  is_on_sale: boolean;
}) {
  const problems = priceProblems(p);
  const first = Object.values(problems)[0]?.[0];
  if (first) throw badRequest(first, 'INVALID_PRICES', { fieldErrors: problems });
}

/**
 * Refuses to publish a food product without its origin and the notice's required fields (a missing
 * origin can cost the shop up to 10 million won), naming every missing field.
 */
export function checkFoodInformation(product: ProductInformation, kind: NoticeKind): void {
  const missing = missingFoodInformation(product, kind);
  if (missing.length === 0) return;
  throw badRequest(
    `A food product is published only with its origin and product information notice. Missing: ${missing.join(', ')}`,
    'FOOD_INFORMATION_MISSING',
    {
      missing,
      fieldErrors: Object.fromEntries(missing.map((field) => [field, [`${field} is required`]])),
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
    throw badRequest('That subcategory does not exist.', 'UNKNOWN_SUBCATEGORY', {
      fieldErrors: { subcategory_id: ['Unknown subcategory'] },
    });
  // A product filed under an archived subcategory would be on sale yet missing from every menu.
  if (found.archivedAt || found.category.archivedAt) {
    throw badRequest('That subcategory is archived.', 'ARCHIVED_SUBCATEGORY', {
      fieldErrors: { subcategory_id: ['This subcategory is archived'] },
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
    weight: body.weight,
    weightKr: body.weight_kr,
    description: body.description,
    descriptionKr: body.description_kr,
    origin: body.origin,
    storage: body.storage,
    notice: body.notice === undefined ? undefined : compactNotice(body.notice),
    sellPrice: body.sell_price,
    salePrice: body.sale_price,
    comparePrice: body.compare_price,
    isOnSale: body.is_on_sale,
    isFeatured: body.is_featured,
    isHighlighted: body.is_highlighted,
    subcategoryId: body.subcategory_id,
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
  if (rows.length === 0) throw notFound('Product not found.');
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
