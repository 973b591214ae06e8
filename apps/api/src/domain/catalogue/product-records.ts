// How the back office reads a product: the fields it selects and the shape it answers with, for
// one product or a page of the list.
import type { AdminProduct, adminProductsQuery } from '@jangbogi/contracts/admin-catalog';
import { LOW_STOCK_THRESHOLD } from '@jangbogi/contracts/admin';
import { missingFoodInformation } from '@jangbogi/contracts/product-information';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { notFound } from '../../lib/errors.ts';
import { noticeOfRow } from './notice.ts';
import { unitFieldsOfRecord } from '../unit-fields.ts';

/** A product's own fields: what the back office edits and the catalogue loader compares. */
export const productFieldsSelect = {
  id: true,
  sku: true,
  name: true,
  nameKr: true,
  brand: true,
  brandKr: true,
  searchKeywords: true,
  weight: true,
  weightKr: true,
  description: true,
  descriptionKr: true,
  origin: true,
  storage: true,
  taxType: true,
  notice: true,
  sellPrice: true,
  salePrice: true,
  comparePrice: true,
  isOnSale: true,
  isFeatured: true,
  isHighlighted: true,
  stockQuantity: true,
  netQuantity: true,
  netUnit: true,
  packCount: true,
  soldByWeight: true,
  pricePerKg: true,
  estimatedGrams: true,
} satisfies Prisma.ProductSelect;

export const productSelect = {
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

export function toAdminProduct(p: ProductRecord): AdminProduct {
  const notice = noticeOfRow(p.notice);
  const kind = p.subcategory.category.noticeKind;
  return {
    _id: p.id,
    sku: p.sku,
    name: p.name,
    name_kr: p.nameKr,
    brand: p.brand,
    brand_kr: p.brandKr,
    search_keywords: p.searchKeywords,
    weight: p.weight,
    weight_kr: p.weightKr,
    description: p.description,
    description_kr: p.descriptionKr,
    origin: p.origin,
    storage: p.storage,
    tax_type: p.taxType,
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
    ...unitFieldsOfRecord(p),
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
  if (!product) throw notFound('products.notFound.admin');
  return toAdminProduct(product);
}
