import {
  DEFAULT_LIST_SIZE,
  PRODUCTS_PER_PAGE,
  type PagedProducts,
  type ProductDetail,
  type ProductSummary,
} from '@jangbogi/contracts/catalog';
import type { DbOrTx } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { notFound } from '../../lib/errors.ts';
import { countProducts, payable, selectProducts } from './product-rows.ts';

export interface PageRequest {
  page?: number | undefined;
  limit?: number | undefined;
}

const HIGHLIGHTED_LIMIT = 24;

function pageWindow({ page = 1, limit = DEFAULT_LIST_SIZE }: PageRequest) {
  return { limit, offset: (page - 1) * limit };
}

export function listProducts(
  db: DbOrTx,
  filter: { subcategoryIds?: string[] | undefined },
  paging: PageRequest,
): Promise<ProductSummary[]> {
  const where = filter.subcategoryIds
    ? Prisma.sql`p.subcategory_id = ANY(${filter.subcategoryIds}::uuid[])`
    : Prisma.sql`TRUE`;
  return selectProducts(db, where, pageWindow(paging));
}

export async function allProductsPage(db: DbOrTx, page: number): Promise<PagedProducts> {
  const all = Prisma.sql`TRUE`;
  const [products, total] = await Promise.all([
    selectProducts(db, all, pageWindow({ page, limit: PRODUCTS_PER_PAGE })),
    countProducts(db, all),
  ]);
  return { products, page, pages: Math.ceil(total / PRODUCTS_PER_PAGE), total };
}

/** The home page's 'On Sale' carousel: highlighted products a shopper can actually price. */
export function highlightedProducts(db: DbOrTx): Promise<ProductSummary[]> {
  return selectProducts(db, Prisma.sql`p.is_highlighted`, { limit: HIGHLIGHTED_LIMIT, offset: 0 });
}

export async function productsOfCategory(
  db: DbOrTx,
  categoryId: string,
  paging: PageRequest,
): Promise<ProductSummary[]> {
  const category = await db.category.findUnique({ where: { id: categoryId }, select: { id: true } });
  if (!category) throw notFound('Category not found');
  const where = Prisma.sql`p.subcategory_id IN (SELECT s.id FROM subcategories s WHERE s.category_id = ${categoryId}::uuid)`;
  return selectProducts(db, where, pageWindow(paging));
}

export async function productsOfSubcategory(
  db: DbOrTx,
  subcategoryId: string,
  paging: PageRequest,
): Promise<ProductSummary[]> {
  const subcategory = await db.subcategory.findUnique({ where: { id: subcategoryId }, select: { id: true } });
  if (!subcategory) throw notFound('Subcategory not found');
  return listProducts(db, { subcategoryIds: [subcategoryId] }, paging);
}

const imageOrder = [{ isMain: 'desc' as const }, { sortOrder: 'asc' as const }, { createdAt: 'asc' as const }];

export async function productDetail(db: DbOrTx, id: string): Promise<ProductDetail> {
  const product = await db.product.findFirst({
    where: { id, archivedAt: null },
    select: {
      id: true, name: true, nameKr: true, brand: true, weight: true, description: true,
      sellPrice: true, salePrice: true, comparePrice: true, isOnSale: true, isFeatured: true,
      isHighlighted: true, stockQuantity: true,
      images: { select: { url: true, isMain: true }, orderBy: imageOrder },
      subcategory: {
        select: { id: true, name: true, nameKr: true, category: { select: { id: true, name: true } } },
      },
    },
  });
  if (!product) throw notFound('Product not found');
  const images = product.images.map((image) => ({ url: image.url, is_main: image.isMain }));
  const { subcategory } = product;
  return {
    _id: product.id,
    name: product.name,
    name_kr: product.nameKr,
    brand: product.brand,
    weight: product.weight,
    description: product.description,
    sell_price: product.sellPrice,
    sale_price: product.salePrice,
    compare_price: product.comparePrice,
    is_on_sale: product.isOnSale,
    is_featured: product.isFeatured,
    is_highlighted: product.isHighlighted,
    stock_quantity: product.stockQuantity,
    price: payable({ is_on_sale: product.isOnSale, sale_price: product.salePrice, sell_price: product.sellPrice }),
    imageUrl: images[0]?.url ?? null,
    subcategory_id: subcategory.id,
    subcategory: {
      _id: subcategory.id,
      name: subcategory.name,
      name_kr: subcategory.nameKr,
      category_id: { _id: subcategory.category.id, name: subcategory.category.name },
    },
    images,
  };
}

/** Main image first, then the rest in their order. */
export async function productImages(db: DbOrTx, productId: string) {
  const product = await db.product.findFirst({
    where: { id: productId, archivedAt: null },
    select: { images: { select: { url: true, isMain: true }, orderBy: imageOrder } },
  });
  if (!product) throw notFound('Product not found');
  return product.images.map((image) => ({ url: image.url, is_main: image.isMain }));
}
