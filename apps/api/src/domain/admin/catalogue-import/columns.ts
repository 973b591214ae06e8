// The catalogue sheet's layout: one entry per column, in the order the export and the template
// write them. An entry says how its header reads in either language, what the column is called
// in a refusal ("sale price"), how its cells are read and written, and where the value goes.
// A plain product field (`kind: 'field'`) needs nothing else: adding a column such as the
// product's origin is one entry here with its Prisma field.
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { Language } from '../../../lib/i18n/language.ts';
import { count, delta, flag, imageList, sku, text, won, type CellType } from './cells.ts';

type Words = Readonly<Record<Language, string>>;

/** A product field the sheet writes as it is. */
export type ProductField = keyof Prisma.ProductCreateManyInput & keyof Prisma.ProductSelect;

interface ColumnBase {
  key: string;
  /** The header the export writes; either language's is recognised on import. */
  header: Words;
  /** What a refusal calls it. */
  words: Words;
  type: CellType;
  width: number;
  /** A new product cannot be made without it. */
  neededForNew?: boolean;
}

export type CatalogueColumn =
  | (ColumnBase & { kind: 'field'; field: ProductField })
  | (ColumnBase & {
      kind: 'sku' | 'category' | 'subcategory' | 'stock' | 'stockChange' | 'stockReason' | 'images';
    });

export const CATALOGUE_COLUMNS: readonly CatalogueColumn[] = [
  {
    kind: 'sku',
    key: 'sku',
    header: { en: 'sku', ko: '상품코드' },
    words: { en: 'sku', ko: '상품코드' },
    type: sku,
    width: 12,
  },
  {
    kind: 'field',
    key: 'name',
    field: 'name',
    header: { en: 'name', ko: '상품명(영문)' },
    words: { en: 'name', ko: '상품명(영문)' },
    type: text(200),
    width: 30,
    neededForNew: true,
  },
  {
    kind: 'field',
    key: 'name_kr',
    field: 'nameKr',
    header: { en: 'name_kr', ko: '상품명' },
    words: { en: 'Korean name', ko: '상품명' },
    type: text(200),
    width: 24,
    neededForNew: true,
  },
  {
    kind: 'category',
    key: 'category',
    header: { en: 'category', ko: '카테고리' },
    words: { en: 'category', ko: '카테고리' },
    type: text(100),
    width: 20,
    neededForNew: true,
  },
  {
    kind: 'subcategory',
    key: 'subcategory',
    header: { en: 'subcategory', ko: '하위 카테고리' },
    words: { en: 'subcategory', ko: '하위 카테고리' },
    type: text(100),
    width: 18,
    neededForNew: true,
  },
  {
    kind: 'field',
    key: 'brand',
    field: 'brand',
    header: { en: 'brand', ko: '브랜드' },
    words: { en: 'brand', ko: '브랜드' },
    type: text(100),
    width: 16,
  },
  {
    kind: 'field',
    key: 'weight',
    field: 'weight',
    header: { en: 'weight', ko: '중량·용량' },
    words: { en: 'weight', ko: '중량·용량' },
    type: text(50),
    width: 12,
  },
  {
    kind: 'field',
    key: 'description',
    field: 'description',
    header: { en: 'description', ko: '설명' },
    words: { en: 'description', ko: '설명' },
    type: text(5000),
    width: 40,
  },
  {
    kind: 'field',
    key: 'sell_price',
    field: 'sellPrice',
    header: { en: 'sell_price', ko: '판매가' },
    words: { en: 'sell price', ko: '판매가' },
    type: won,
    width: 11,
    neededForNew: true,
  },
  {
    kind: 'field',
    key: 'sale_price',
    field: 'salePrice',
    header: { en: 'sale_price', ko: '할인가' },
    words: { en: 'sale price', ko: '할인가' },
    type: won,
    width: 11,
  },
  {
    kind: 'field',
    key: 'compare_price',
    field: 'comparePrice',
    header: { en: 'compare_price', ko: '정상가' },
    words: { en: 'compare price', ko: '정상가' },
    type: won,
    width: 11,
  },
  {
    kind: 'field',
    key: 'is_on_sale',
    field: 'isOnSale',
    header: { en: 'is_on_sale', ko: '할인 중' },
    words: { en: 'on sale', ko: '할인 중' },
    type: flag,
    width: 9,
  },
  {
    kind: 'field',
    key: 'is_featured',
    field: 'isFeatured',
    header: { en: 'is_featured', ko: '추천' },
    words: { en: 'featured', ko: '추천' },
    type: flag,
    width: 9,
  },
  {
    kind: 'field',
    key: 'is_highlighted',
    field: 'isHighlighted',
    header: { en: 'is_highlighted', ko: '강조' },
    words: { en: 'highlighted', ko: '강조' },
    type: flag,
    width: 9,
  },
  {
    // The stock when the sheet was exported; it sets the opening stock of a new product only.
    // An existing product's stock moves by stock_change, so sales since the export stay sold.
    kind: 'stock',
    key: 'stock',
    header: { en: 'stock', ko: '재고' },
    words: { en: 'stock', ko: '재고' },
    type: count,
    width: 8,
  },
  {
    kind: 'stockChange',
    key: 'stock_change',
    header: { en: 'stock_change', ko: '재고 증감' },
    words: { en: 'stock change', ko: '재고 증감' },
    type: delta,
    width: 11,
  },
  {
    kind: 'stockReason',
    key: 'stock_reason',
    header: { en: 'stock_reason', ko: '증감 사유' },
    words: { en: 'stock reason', ko: '증감 사유' },
    type: text(200),
    width: 18,
  },
  {
    kind: 'images',
    key: 'images',
    header: { en: 'images', ko: '이미지' },
    words: { en: 'images', ko: '이미지' },
    type: imageList,
    width: 40,
  },
];

export const FIELD_COLUMNS = CATALOGUE_COLUMNS.filter(
  (column): column is Extract<CatalogueColumn, { kind: 'field' }> => column.kind === 'field',
);

export const columnByKey = (key: string): CatalogueColumn => {
  const column = CATALOGUE_COLUMNS.find((c) => c.key === key);
  if (!column) throw new Error(`No catalogue column ${key}`);
  return column;
};

/** Headers compare without case, spaces, underscores and brackets: "Sell price" is sell_price. */
export const headerKey = (header: string) =>
  header
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_()[\]]/g, '');

const COLUMN_BY_HEADER = new Map(
  CATALOGUE_COLUMNS.flatMap((column) =>
    [column.header.en, column.header.ko, column.words.en, column.words.ko].map(
      (header) => [headerKey(header), column] as const,
    ),
  ),
);

export const columnOfHeader = (header: string) => COLUMN_BY_HEADER.get(headerKey(header));
