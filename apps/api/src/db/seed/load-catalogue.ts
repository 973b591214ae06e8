// Loads a checked catalogue into the database in one transaction, matching rows by their natural
// keys (category name; subcategory name within its category; product name within its
// subcategory). Unchanged rows are not written, so loading the same catalogue twice changes nothing.
import { parseNetQuantity } from '@jangbogi/contracts/unit-price';
import { isDeepStrictEqual } from 'node:util';
import { missingFoodInformation, type NoticeKind } from '@jangbogi/contracts/product-information';
import type { Db, DbOrTx } from '../client.ts';
import { productFieldsSelect } from '../../domain/catalogue/product-records.ts';
import { ensureArtwork, productSvg, slugify } from './artwork.ts';
import {
  CatalogueFileError,
  type ProductRow,
  type RowProblem,
  type ValidCatalogue,
} from './catalogue-schema.ts';

export interface LoadSummary {
  created: number;
  updated: number;
  unchanged: number;
}

type Images = { url: string; isMain: boolean }[];

/** Products listed without images get a generated illustration in the category's colour. */
async function imagesFor(
  catalogue: ValidCatalogue,
  uploadDir: string,
): Promise<Map<ProductRow, Images>> {
  const images = new Map<ProductRow, Images>();
  for (const [ci, category] of catalogue.categories.entries()) {
    for (const sub of category.subcategories) {
      for (const product of sub.products) {
        if (product.images?.length) {
          const hasMain = product.images.some((i) => i.is_main);
          images.set(
            product,
            product.images.map((i, n) => ({
              url: i.url,
              isMain: i.is_main || (!hasMain && n === 0),
            })),
          );
          continue;
        }
        const key = `catalogue/${slugify(category.name)}/${slugify(product.name)}.svg`;
        const url = await ensureArtwork(uploadDir, key, () =>
          productSvg({
            brand: product.brand ?? null,
            name: product.name,
            weight: product.weight ?? null,
            paletteIndex: ci,
          }),
        );
        images.set(product, [{ url, isMain: true }]);
      }
    }
  }
  return images;
}

/** The row's net quantity, or the one its weight tells ("120g x 5"). */
function netQuantityOf(row: ProductRow) {
  if (row.net_quantity && row.net_unit)
    return { netQuantity: row.net_quantity, netUnit: row.net_unit, packCount: row.pack_count ?? 1 };
  const read = parseNetQuantity(row.weight) ?? parseNetQuantity(row.weight_kr);
  return read
    ? { netQuantity: read.net_quantity, netUnit: read.net_unit, packCount: read.pack_count }
    : { netQuantity: null, netUnit: null, packCount: row.pack_count ?? 1 };
}

function productData(row: ProductRow) {
  return {
    ...netQuantityOf(row),
    soldByWeight: row.sold_by_weight,
    pricePerKg: row.price_per_kg ?? null,
    estimatedGrams: row.estimated_grams ?? null,
    // A file without SKUs leaves the ones the shop team gave.
    ...(row.sku ? { sku: row.sku } : {}),
    name: row.name,
    nameKr: row.name_kr,
    brand: row.brand ?? null,
    brandKr: row.brand_kr ?? null,
    searchKeywords: row.search_keywords ?? [],
    weight: row.weight ?? null,
    weightKr: row.weight_kr ?? null,
    description: row.description ?? null,
    descriptionKr: row.description_kr ?? null,
    origin: row.origin ?? null,
    storage: row.storage,
    notice: row.notice,
    sellPrice: row.sell_price,
    salePrice: row.sale_price ?? null,
    comparePrice: row.compare_price ?? null,
    isOnSale: row.is_on_sale,
    isFeatured: row.is_featured,
    isHighlighted: row.is_highlighted,
    stockQuantity: row.stock_quantity,
  };
}

const sameImages = (a: Images, b: Images) =>
  a.length === b.length &&
  a.every((image, i) => image.url === b[i]?.url && image.isMain === b[i]?.isMain);

async function loadProducts(
  tx: DbOrTx,
  subcategoryId: string,
  rows: ProductRow[],
  images: Map<ProductRow, Images>,
  summary: LoadSummary,
) {
  const existing = await tx.product.findMany({
    where: { subcategoryId, archivedAt: null },
    select: {
      ...productFieldsSelect,
      images: { select: { url: true, isMain: true }, orderBy: { sortOrder: 'asc' } },
    },
  });
  const byName = new Map(existing.map((p) => [p.name, p]));
  for (const row of rows) {
    const data = productData(row);
    const wanted = images.get(row) ?? [];
    const imageRows = wanted.map((image, sortOrder) => ({ ...image, sortOrder }));
    const current = byName.get(row.name);
    if (!current) {
      await tx.product.create({ data: { ...data, subcategoryId, images: { create: imageRows } } });
      summary.created++;
      continue;
    }
    const changed = (Object.keys(data) as (keyof typeof data)[]).some(
      (k) => !isDeepStrictEqual(data[k], current[k]),
    );
    const imagesChanged = !sameImages(current.images, wanted);
    if (!changed && !imagesChanged) {
      summary.unchanged++;
      continue;
    }
    await tx.product.update({
      where: { id: current.id },
      data: {
        ...data,
        ...(imagesChanged ? { images: { deleteMany: {}, create: imageRows } } : {}),
      },
    });
    summary.updated++;
  }
}

/** Re-draws the generated illustrations that are missing from the upload folder. */
export async function ensureCatalogueArtwork(
  catalogue: ValidCatalogue,
  uploadDir: string,
): Promise<void> {
  await imagesFor(catalogue, uploadDir);
}

/**
 * Every food row that lacks its origin or a required notice field, by the kind its category has in
 * the file or, when the file leaves it out, in the database (new categories: household goods).
 */
async function foodProblems(db: Db, catalogue: ValidCatalogue): Promise<RowProblem[]> {
  const existing = await db.category.findMany({
    where: { name: { in: catalogue.categories.map((c) => c.name) } },
    select: { name: true, noticeKind: true },
  });
  const kinds = new Map<string, NoticeKind>(existing.map((c) => [c.name, c.noticeKind]));
  const problems: RowProblem[] = [];
  for (const category of catalogue.categories) {
    const kind = category.notice_kind ?? kinds.get(category.name) ?? 'household';
    for (const sub of category.subcategories) {
      for (const [index, row] of sub.products.entries()) {
        const missing = missingFoodInformation(row, kind);
        if (missing.length === 0) continue;
        problems.push({
          line: catalogue.lines?.get(row) ?? null,
          where: `${category.name} > ${sub.name} > products[${index}] (${row.name})`,
          message: `food needs its origin and product information notice: missing ${missing.join(', ')}`,
        });
      }
    }
  }
  return problems;
}

/** Loads a checked catalogue; refuses it whole (CatalogueFileError) when a food row is incomplete. */
export async function loadCatalogue(
  db: Db,
  catalogue: ValidCatalogue,
  uploadDir: string,
): Promise<LoadSummary> {
  const problems = await foodProblems(db, catalogue);
  if (problems.length > 0) throw new CatalogueFileError(problems);
  const images = await imagesFor(catalogue, uploadDir);
  const summary: LoadSummary = { created: 0, updated: 0, unchanged: 0 };
  await db.$transaction(
    async (tx) => {
      for (const [sortOrder, category] of catalogue.categories.entries()) {
        const { id: categoryId } = await tx.category.upsert({
          where: { name: category.name },
          create: {
            name: category.name,
            nameKr: category.name_kr,
            sortOrder,
            ...(category.notice_kind ? { noticeKind: category.notice_kind } : {}),
          },
          update: {
            nameKr: category.name_kr,
            sortOrder,
            ...(category.notice_kind ? { noticeKind: category.notice_kind } : {}),
          },
          select: { id: true },
        });
        for (const [subOrder, sub] of category.subcategories.entries()) {
          const { id: subcategoryId } = await tx.subcategory.upsert({
            where: { categoryId_name: { categoryId, name: sub.name } },
            create: { categoryId, name: sub.name, nameKr: sub.name_kr, sortOrder: subOrder },
            update: { nameKr: sub.name_kr, sortOrder: subOrder },
            select: { id: true },
          });
          await loadProducts(tx, subcategoryId, sub.products, images, summary);
        }
      }
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  return summary;
}
