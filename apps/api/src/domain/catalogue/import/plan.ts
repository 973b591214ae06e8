// Each row of a sheet compared with the shop: new, changed (which fields), unchanged, or refused
// (why, in the row's words). The preview shows this plan; the apply makes it again inside its
// transaction, against the locked rows, and writes it.
import type {
  ImportFieldChange,
  ImportRowStatus,
} from '@jangbogi/contracts/admin-catalogue-import';
import type { NoticeValues } from '@jangbogi/contracts/product-information';
import type { Language } from '../../../lib/i18n/language.ts';
import type { CellValue } from './cells.ts';
import { columnByKey, FIELD_COLUMNS, type ProductField } from './columns.ts';
import { checkFoodInformation, noticeOf } from './information.ts';
import { rowReason } from './messages.ts';
import { RowPlanner } from './row-planner.ts';
import type { CatalogueSheet, SheetRow } from './sheet.ts';
import { planUnitFields } from './unit-fields.ts';
import { matchesName, type CatalogueState, type NamedPlace } from './state.ts';

export const MAX_IMAGES_PER_PRODUCT = 20;

/** A picture the shop already has (kept with its file), or one from the uploaded ZIP. */
export type ImageRef = { url: string; fileKey: string | null } | { zipName: string };

/** What the uploaded ZIP holds under a name a row gives. */
export type ZipLookup = (name: string) => 'missing' | 'not-picture' | 'picture';

export interface PlannedRow {
  row: number;
  sku: string;
  name: string;
  status: ImportRowStatus;
  changes: ImportFieldChange[];
  reasons: string[];
  /** The product a changed row updates. */
  productId: string | null;
  /** Every field of a new product; the changed ones of an existing one. */
  data: Partial<Record<ProductField, CellValue>>;
  /** The whole notice of a new product, or of an existing one whose notice changes; else null. */
  notice: NoticeValues | null;
  subcategoryId: string | null;
  openingStock: number;
  stockChange: { change: number; reason: string } | null;
  /** The product's images after the import, when they change. */
  images: ImageRef[] | null;
}

/** An address (any scheme, or a path on some host) rather than a file name in the ZIP. */
const isAddress = (ref: string) => /^([a-z][a-z0-9+.-]*:|[/\\])/i.test(ref);

/** The product's fields after the row: the sheet's where it has the column, else the shop's. */
function fieldsOf(p: RowPlanner): Partial<Record<ProductField, CellValue>> {
  const data: Partial<Record<ProductField, CellValue>> = {};
  for (const column of FIELD_COLUMNS) {
    const value = p.sheetRow.values.get(column);
    const present = p.sheetRow.values.has(column);
    const was = p.current?.fields[column.field] ?? null;
    // An unreadable cell has been refused already; "is empty" would only repeat it.
    if (p.sheetRow.unreadable.has(column)) continue;
    if (!present) {
      if (p.current) continue;
      if (column.neededForNew) p.refuse(p.words.neededForNew(p.name(column)));
      continue;
    }
    if ((value === null || value === undefined) && column.neededForNew) {
      p.refuse(p.current ? p.words.empty(p.name(column)) : p.words.neededForNew(p.name(column)));
      continue;
    }
    if ((value === null || value === undefined) && column.cannotBeCleared) {
      if (p.current) p.refuse(p.words.empty(p.name(column)));
      continue;
    }
    const next = value ?? null;
    if (!p.current) data[column.field] = next;
    else if (!column.type.same(was, next)) {
      data[column.field] = next;
      p.changed(column, column.type.show(was), column.type.show(next));
    }
  }
  return data;
}

function checkPrices(p: RowPlanner, data: Partial<Record<ProductField, CellValue>>) {
  const price = (field: ProductField) => {
    const value = field in data ? data[field] : (p.current?.fields[field] ?? null);
    return typeof value === 'number' ? value : null;
  };
  const sell = price('sellPrice');
  const sale = price('salePrice');
  const compare = price('comparePrice');
  const onSale =
    (('isOnSale' in data ? data.isOnSale : p.current?.fields.isOnSale) ?? false) === true;
  const words = (key: string) => p.name(columnByKey(key));
  if (onSale && sale === null)
    p.refuse(p.words.onSaleWithoutSalePrice(words('is_on_sale'), words('sale_price')));
  for (const [limit, key] of [
    [sell, 'sell_price'],
    [compare, 'compare_price'],
  ] as const) {
    if (sale === null || limit === null) continue;
    if (sale > limit) p.refuse(p.words.priceAbove(words('sale_price'), sale, words(key), limit));
    else if (sale === limit) p.refuse(p.words.priceEqual(words('sale_price'), sale, words(key)));
  }
}

const placeName = (place: NamedPlace, language: Language) =>
  language === 'ko' && place.nameKr ? place.nameKr : place.name;

/** The subcategory the row names, or why it names none. */
function findPlace(
  p: RowPlanner,
  state: CatalogueState,
): { place: { category: NamedPlace; sub: NamedPlace } } | { refusal: string } {
  const categoryName = p.value('category');
  const subName = p.value('subcategory');
  if (typeof categoryName !== 'string')
    return { refusal: p.words.empty(p.name(columnByKey('category'))) };
  if (typeof subName !== 'string')
    return { refusal: p.words.empty(p.name(columnByKey('subcategory'))) };
  const category = state.categories.find((c) => matchesName(c, categoryName));
  if (!category) return { refusal: p.words.unknownCategory(categoryName) };
  const sub = category.subcategories.find((s) => matchesName(s, subName));
  if (!sub) return { refusal: p.words.unknownSubcategory(subName, categoryName) };
  // A product filed under an archived place would be on sale yet in no menu.
  const archived = [category, sub].find((place) => place.archived);
  if (archived) return { refusal: p.words.archivedCategory(archived.name) };
  return { place: { category, sub } };
}

/** The subcategory a new product goes in, or an existing one moves to; null when it stays. */
function placeOf(p: RowPlanner, state: CatalogueState): string | null {
  if (!p.has('category') && !p.has('subcategory')) {
    if (!p.current) p.refuse(p.words.neededForNew(p.name(columnByKey('category'))));
    return null;
  }
  const found = findPlace(p, state);
  if ('refusal' in found) {
    p.refuse(found.refusal);
    return null;
  }
  const { category, sub } = found.place;
  if (!p.current) return sub.id;
  if (p.current.subcategoryId === sub.id) return null;
  const label = (c: NamedPlace, s: NamedPlace) =>
    `${placeName(c, p.language)} > ${placeName(s, p.language)}`;
  const was = state.categories
    .flatMap((c) => c.subcategories.map((s) => ({ c, s })))
    .find(({ s }) => s.id === p.current?.subcategoryId);
  p.changed(columnByKey('subcategory'), was ? label(was.c, was.s) : '', label(category, sub));
  return sub.id;
}

function stockOf(p: RowPlanner) {
  const opening = p.current ? p.current.stock : ((p.value('stock') as number | null) ?? 0);
  const change = p.value('stock_change');
  if (typeof change !== 'number' || change === 0) return { opening, change: null };
  const column = columnByKey('stock_change');
  const reason = p.value('stock_reason');
  if (typeof reason !== 'string') {
    p.refuse(
      p.words.changeWithoutReason(p.name(column), change, p.name(columnByKey('stock_reason'))),
    );
    return { opening, change: null };
  }
  if (opening + change < 0) {
    p.refuse(p.words.belowZero(p.name(column), change, opening));
    return { opening, change: null };
  }
  if (p.current) p.changed(columnByKey('stock'), String(opening), String(opening + change));
  return { opening, change: { change, reason } };
}

/**
 * A row's pictures are the shop's own (the address or upload key of a picture it already shows,
 * as the export writes them) or files in the uploaded ZIP. Any other address is refused: the
 * shop would show a picture from a server it does not control, or fetch one from its own network.
 */
function imagesOf(
  p: RowPlanner,
  zip: ZipLookup | null,
  known: CatalogueState['images'],
): ImageRef[] | null {
  if (!p.has('images')) return null;
  const names = (p.value('images') as string[] | null) ?? [];
  if (names.length > MAX_IMAGES_PER_PRODUCT)
    p.refuse(p.words.tooManyImages(names.length, MAX_IMAGES_PER_PRODUCT));
  const refs: ImageRef[] = [];
  for (const name of names) {
    const image = known.get(name);
    if (image) {
      refs.push({ url: image.url, fileKey: image.fileKey });
      continue;
    }
    if (isAddress(name)) {
      p.refuse(p.words.imageNotOurs(name));
      continue;
    }
    const found = zip ? zip(name) : null;
    if (found === null) p.refuse(p.words.imageWithoutZip(name));
    else if (found === 'missing') p.refuse(p.words.imageNotInZip(name));
    else if (found === 'not-picture') p.refuse(p.words.imageNotPicture(name));
    refs.push({ zipName: name });
  }
  const current = p.current?.images.map((image) => image.url) ?? [];
  const same =
    refs.length === current.length &&
    refs.every((ref, i) => 'url' in ref && ref.url === current[i]);
  if (same) return null;
  if (p.current) {
    const column = columnByKey('images');
    p.changed(column, column.type.show(current), column.type.show(names));
  }
  return refs;
}

function planRow(
  sheetRow: SheetRow,
  state: CatalogueState,
  zip: ZipLookup | null,
  language: Language,
  duplicateOf: number | undefined,
): PlannedRow {
  const sku = sheetRow.values.get(columnByKey('sku'));
  const current = typeof sku === 'string' ? state.bySku.get(sku) : undefined;
  const p = new RowPlanner(sheetRow, current, language);
  if (typeof sku !== 'string') p.refuse(p.words.empty(p.name(columnByKey('sku'))));
  else if (duplicateOf !== undefined) p.refuse(p.words.duplicateSku(sku, duplicateOf));
  const data = fieldsOf(p);
  const notice = noticeOf(p);
  checkPrices(p, data);
  planUnitFields(p, data);
  const subcategoryId = placeOf(p, state);
  checkFoodInformation(p, state, subcategoryId, data, notice);
  const stock = stockOf(p);
  const images = imagesOf(p, zip, state.images);
  // The product's name in the page's language, else in the other one.
  const [first, second] = language === 'ko' ? ['name_kr', 'name'] : ['name', 'name_kr'];
  const field = (key: string) => (key === 'name' ? current?.fields.name : current?.fields.nameKr);
  const name = (p.value(first) ?? p.value(second) ?? field(first) ?? field(second) ?? '') as string;
  const refused = p.reasons.length > 0;
  const status: ImportRowStatus = refused
    ? 'refused'
    : !current
      ? 'new'
      : p.changes.length > 0
        ? 'changed'
        : 'unchanged';
  return {
    row: sheetRow.row,
    sku: typeof sku === 'string' ? sku : '',
    name,
    status,
    changes: p.changes,
    reasons: p.reasons.map((reason) => rowReason(p.words, sheetRow.row, reason)),
    productId: current?.id ?? null,
    data,
    notice,
    subcategoryId,
    openingStock: stock.opening,
    stockChange: stock.change,
    images,
  };
}

/** The rows of a sheet against the shop as `state` has it. */
export function planImport(
  sheet: CatalogueSheet,
  state: CatalogueState,
  zip: ZipLookup | null,
  language: Language,
): PlannedRow[] {
  const rowsBySku = new Map<string, number[]>();
  for (const row of sheet.rows) {
    const sku = row.values.get(columnByKey('sku'));
    if (typeof sku === 'string') rowsBySku.set(sku, [...(rowsBySku.get(sku) ?? []), row.row]);
  }
  return sheet.rows.map((row) => {
    const sku = row.values.get(columnByKey('sku'));
    const same = typeof sku === 'string' ? (rowsBySku.get(sku) ?? []) : [];
    const other = same.length > 1 ? same.find((n) => n !== row.row) : undefined;
    return planRow(row, state, zip, language, other);
  });
}

/** Every picture a sheet's rows name, to find those the shop already has. */
export const imageRefsOf = (sheet: CatalogueSheet): string[] => [
  ...new Set(
    sheet.rows.flatMap((row) => {
      const images = row.values.get(columnByKey('images'));
      return Array.isArray(images) ? images : [];
    }),
  ),
];

/** Every SKU a sheet names, to load (and, when applying, lock) those products. */
export const skusOf = (sheet: CatalogueSheet): string[] => [
  ...new Set(
    sheet.rows
      .map((row) => row.values.get(columnByKey('sku')))
      .filter((sku): sku is string => typeof sku === 'string'),
  ),
];
