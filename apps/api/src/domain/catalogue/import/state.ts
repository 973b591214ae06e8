// What a catalogue sheet is compared with: the products its SKUs name, and every category.
import type { NoticeKind, NoticeValues } from '@jangbogi/contracts/product-information';
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { noticeOfRow } from '../notice.ts';
import type { CellValue } from './cells.ts';
import { FIELD_COLUMNS, type ProductField } from './columns.ts';

export interface CurrentProduct {
  id: string;
  sku: string;
  fields: Partial<Record<ProductField, CellValue>>;
  /** The product information notice's values by key. */
  notice: NoticeValues;
  /** An archived product is a draft, which may lack its food information (as in the admin API). */
  archived: boolean;
  subcategoryId: string;
  stock: number;
  images: { url: string; fileKey: string | null }[];
}

export interface NamedPlace {
  id: string;
  name: string;
  nameKr: string | null;
  archived: boolean;
}

export interface CategoryEntry extends NamedPlace {
  noticeKind: NoticeKind;
  subcategories: NamedPlace[];
}

/** A picture the shop already shows on a product: its address, and its file when it uploaded it. */
export interface KnownImage {
  url: string;
  fileKey: string | null;
}

export interface CatalogueState {
  bySku: Map<string, CurrentProduct>;
  categories: CategoryEntry[];
  /** The shop's pictures a sheet names, by their address and by their upload key. */
  images: Map<string, KnownImage>;
}

/** A category's or subcategory's name as a sheet may write it: English or Korean, any case. */
export const nameKey = (name: string) => name.normalize('NFC').trim().toLowerCase();

export const matchesName = (place: NamedPlace, name: string) =>
  nameKey(place.name) === nameKey(name) ||
  (place.nameKr !== null && nameKey(place.nameKr) === nameKey(name));

/** Selects every field column, so a column added to the table is read without another edit. */
export const productStateSelect = {
  id: true,
  sku: true,
  subcategoryId: true,
  stockQuantity: true,
  notice: true,
  archivedAt: true,
  ...Object.fromEntries(FIELD_COLUMNS.map((column) => [column.field, true])),
  images: {
    orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }],
    select: { url: true, fileKey: true },
  },
} satisfies Prisma.ProductSelect;

interface ProductRecord extends Record<string, unknown> {
  id: string;
  sku: string | null;
  subcategoryId: string;
  stockQuantity: number;
  notice: Prisma.JsonValue;
  archivedAt: Date | null;
  images: { url: string; fileKey: string | null }[];
}

export function toCurrentProduct(record: ProductRecord): CurrentProduct {
  return {
    id: record.id,
    sku: record.sku ?? '',
    fields: Object.fromEntries(
      FIELD_COLUMNS.map((column) => [column.field, (record[column.field] ?? null) as CellValue]),
    ),
    notice: noticeOfRow(record.notice),
    archived: record.archivedAt !== null,
    subcategoryId: record.subcategoryId,
    stock: record.stockQuantity,
    images: record.images,
  };
}

export async function loadCategories(db: DbOrTx): Promise<CategoryEntry[]> {
  const categories = await db.category.findMany({
    orderBy: { sortOrder: 'asc' },
    select: {
      id: true,
      name: true,
      nameKr: true,
      archivedAt: true,
      noticeKind: true,
      subcategories: {
        orderBy: { sortOrder: 'asc' },
        select: { id: true, name: true, nameKr: true, archivedAt: true },
      },
    },
  });
  return categories.map((c) => ({
    id: c.id,
    name: c.name,
    nameKr: c.nameKr,
    archived: c.archivedAt !== null,
    noticeKind: c.noticeKind,
    subcategories: c.subcategories.map((s) => ({
      id: s.id,
      name: s.name,
      nameKr: s.nameKr,
      archived: s.archivedAt !== null,
    })),
  }));
}

/** The notice kind of the category a subcategory is in. */
export function noticeKindOf(state: CatalogueState, subcategoryId: string): NoticeKind | null {
  const category = state.categories.find((c) =>
    c.subcategories.some((sub) => sub.id === subcategoryId),
  );
  return category?.noticeKind ?? null;
}

/** Of the pictures a sheet names, those the shop already has (product images, by URL or key). */
async function loadKnownImages(db: DbOrTx, refs: string[]): Promise<Map<string, KnownImage>> {
  const known = new Map<string, KnownImage>();
  if (refs.length === 0) return known;
  const images = await db.productImage.findMany({
    where: { OR: [{ url: { in: refs } }, { fileKey: { in: refs } }] },
    select: { url: true, fileKey: true },
  });
  for (const image of images) {
    known.set(image.url, image);
    if (image.fileKey) known.set(image.fileKey, image);
  }
  return known;
}

export async function loadCatalogueState(
  db: DbOrTx,
  skus: string[],
  imageRefs: string[],
): Promise<CatalogueState> {
  const [products, categories, images] = await Promise.all([
    db.product.findMany({ where: { sku: { in: skus } }, select: productStateSelect }),
    loadCategories(db),
    loadKnownImages(db, imageRefs),
  ]);
  // The select is built from the column table, so Prisma types its fields loosely.
  const current = (products as unknown as ProductRecord[]).map(toCurrentProduct);
  return { bySku: new Map(current.map((p) => [p.sku, p])), categories, images };
}
