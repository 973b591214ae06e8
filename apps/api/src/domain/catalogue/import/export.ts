// The catalogue written in the import's layout, so that importing an export changes nothing.
import type { DbOrTx } from '../../../db/client.ts';
import type { Language } from '../../../lib/i18n/language.ts';
import type { SpreadsheetCell } from '../../../lib/spreadsheet-cell.ts';
import { formatKoreaDateTime } from '@jangbogi/contracts/korea-time';
import { CATALOGUE_COLUMNS } from './columns.ts';
import { writeCatalogueSheet, type SheetFile } from './sheet.ts';
import { productStateSelect, toCurrentProduct, type CurrentProduct } from './state.ts';

type Place = { name: string; nameKr: string | null };
const placeName = (place: Place, language: Language) =>
  language === 'ko' && place.nameKr ? place.nameKr : place.name;

function exportRow(
  product: CurrentProduct,
  category: Place,
  sub: Place,
  language: Language,
): SpreadsheetCell[] {
  return CATALOGUE_COLUMNS.map((column) => {
    switch (column.kind) {
      case 'field':
        return column.type.write(product.fields[column.field] ?? null);
      case 'notice':
        return column.type.write(product.notice[column.noticeKey] ?? null);
      case 'sku':
        return product.sku;
      case 'category':
        return placeName(category, language);
      case 'subcategory':
        return placeName(sub, language);
      case 'stock':
        return product.stock;
      case 'stockChange':
      case 'stockReason':
        return '';
      case 'images':
        return column.type.write(product.images.map((image) => image.url));
    }
  });
}

/** Products on sale (not archived), by SKU; headers and place names in `language`. */
export async function exportCatalogue(
  db: DbOrTx,
  format: 'csv' | 'xlsx',
  language: Language,
  now: Date,
): Promise<SheetFile> {
  const products = await db.product.findMany({
    where: { archivedAt: null },
    orderBy: [{ sku: { sort: 'asc', nulls: 'last' } }, { listPosition: 'asc' }],
    select: {
      ...productStateSelect,
      subcategory: {
        select: { name: true, nameKr: true, category: { select: { name: true, nameKr: true } } },
      },
    },
  });
  const rows = products.map((record) => {
    const { subcategory } = record as unknown as { subcategory: Place & { category: Place } };
    const product = toCurrentProduct(record);
    return exportRow(product, subcategory.category, subcategory, language);
  });
  const stamp = formatKoreaDateTime(now).slice(0, 10);
  return writeCatalogueSheet(rows, format, language, `jangbogi-products-${stamp}`);
}
