import {
  DEFAULT_LIST_SIZE,
  PRODUCTS_PER_PAGE,
  type PagedProducts,
  type ProductDetail,
  type ProductSummary,
} from '@jangbogi/contracts/catalog';
import {
  isPerishable,
  productNoticeOf,
  type NoticeKind,
} from '@jangbogi/contracts/product-information';
import type { DbOrTx } from '../../db/client.ts';
import { noticeOfRow } from './notice.ts';
import type { Sql } from '../../db/sql.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { notFound } from '../../lib/errors.ts';
import { productPage } from './list-pages.ts';
import { payable, selectProducts, type ProductRow } from './product-rows.ts';
import { UNIT_COLUMNS, unitFieldsOf } from '../unit-fields.ts';

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
  filter: { subcategoryIds?: string[] | undefined; featuredOnly?: boolean },
  paging: PageRequest,
): Promise<ProductSummary[]> {
  const bySubcategory = filter.subcategoryIds
    ? Prisma.sql`p.subcategory_id = ANY(${filter.subcategoryIds}::uuid[])`
    : Prisma.sql`TRUE`;
  const where = filter.featuredOnly
    ? Prisma.sql`${bySubcategory} AND p.is_featured`
    : bySubcategory;
  return selectProducts(db, where, pageWindow(paging));
}

export function allProductsPage(sql: Sql, page: number): Promise<PagedProducts> {
  return productPage(sql, { kind: 'all' }, page, PRODUCTS_PER_PAGE);
}

/** The home page's 'On Sale' carousel: highlighted products a shopper can actually price. */
export function highlightedProducts(db: DbOrTx): Promise<ProductSummary[]> {
  return selectProducts(db, Prisma.sql`p.is_highlighted`, { limit: HIGHLIGHTED_LIMIT, offset: 0 });
}

/** A category's or subcategory's products, paged like the shop grid (404 when it does not exist). */
export function productsOfCategory(
  sql: Sql,
  categoryId: string,
  paging: PageRequest,
): Promise<PagedProducts> {
  return productPage(
    sql,
    { kind: 'category', id: categoryId },
    paging.page ?? 1,
    paging.limit ?? PRODUCTS_PER_PAGE,
  );
}

export function productsOfSubcategory(
  sql: Sql,
  subcategoryId: string,
  paging: PageRequest,
): Promise<PagedProducts> {
  return productPage(
    sql,
    { kind: 'subcategory', id: subcategoryId },
    paging.page ?? 1,
    paging.limit ?? PRODUCTS_PER_PAGE,
  );
}

const imageOrder = [
  { isMain: 'desc' as const },
  { sortOrder: 'asc' as const },
  { createdAt: 'asc' as const },
];

interface DetailRow extends Omit<ProductRow, 'image_url'> {
  description: string | null;
  description_kr: string | null;
  search_keywords: string[];
  origin: string | null;
  notice: Prisma.JsonValue;
  notice_kind: NoticeKind;
  subcategory_name: string;
  subcategory_name_kr: string | null;
  category_id: string;
  category_name: string;
  category_name_kr: string | null;
  images: { url: string; is_main: boolean }[];
}

/**
 * The product page in one round trip (product, its subcategory and category, images as JSON):
 * the busiest read of the shop, where Prisma's nested select cost several queries. Run through the
 * pool directly and prepared once per connection (Prisma's raw-query layer cost more than the query).
 */
export async function productDetail(sql: Sql, id: string): Promise<ProductDetail> {
  const [product] = await sql.query<DetailRow>(Prisma.sql`
    SELECT p.id::text AS id, p.name, p.name_kr, p.brand, p.brand_kr, p.search_keywords, p.weight, p.weight_kr, p.description, p.sell_price, p.sale_price,
      p.compare_price, p.is_on_sale, p.is_featured, p.is_highlighted, p.stock_quantity,
      p.description_kr, p.origin, p.storage, p.tax_type, p.notice, c.notice_kind, ${UNIT_COLUMNS},
      s.id::text AS subcategory_id, s.name AS subcategory_name, s.name_kr AS subcategory_name_kr,
      c.id::text AS category_id, c.name AS category_name, c.name_kr AS category_name_kr,
      COALESCE((SELECT json_agg(json_build_object('url', i.url, 'is_main', i.is_main)
          ORDER BY i.is_main DESC, i.sort_order, i.created_at)
        FROM product_images i WHERE i.product_id = p.id), '[]'::json) AS images
    FROM products p
    JOIN subcategories s ON s.id = p.subcategory_id
    JOIN categories c ON c.id = s.category_id
    WHERE p.id = ${id}::uuid AND p.archived_at IS NULL`);
  if (!product) throw notFound('products.notFound');
  const information = {
    name_kr: product.name_kr,
    weight: product.weight,
    weight_kr: product.weight_kr,
    origin: product.origin,
    notice: noticeOfRow(product.notice),
  };
  return {
    _id: product.id,
    name: product.name,
    name_kr: product.name_kr,
    brand: product.brand,
    brand_kr: product.brand_kr,
    search_keywords: product.search_keywords,
    weight: product.weight,
    weight_kr: product.weight_kr,
    description: product.description,
    description_kr: product.description_kr,
    origin: product.origin,
    storage: product.storage,
    perishable: isPerishable(product.storage, product.notice_kind),
    tax_type: product.tax_type,
    notice: productNoticeOf(information, product.notice_kind),
    sell_price: product.sell_price,
    sale_price: product.sale_price,
    compare_price: product.compare_price,
    is_on_sale: product.is_on_sale,
    is_featured: product.is_featured,
    is_highlighted: product.is_highlighted,
    stock_quantity: product.stock_quantity,
    price: payable(product),
    ...unitFieldsOf(product),
    imageUrl: product.images[0]?.url ?? null,
    subcategory_id: product.subcategory_id,
    subcategory: {
      _id: product.subcategory_id,
      name: product.subcategory_name,
      name_kr: product.subcategory_name_kr,
      category_id: {
        _id: product.category_id,
        name: product.category_name,
        name_kr: product.category_name_kr,
      },
    },
    images: product.images,
  };
}

/** Main image first, then the rest in their order. */
export async function productImages(db: DbOrTx, productId: string) {
  const product = await db.product.findFirst({
    where: { id: productId, archivedAt: null },
    select: { images: { select: { url: true, isMain: true }, orderBy: imageOrder } },
  });
  if (!product) throw notFound('products.notFound');
  return product.images.map((image) => ({ url: image.url, is_main: image.isMain }));
}
