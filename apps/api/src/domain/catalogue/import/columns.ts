// The catalogue sheet's layout: one entry per column, in the order the export and the template
// write them. An entry says how its header reads in either language, what the column is called
// in a refusal ("sale price"), how its cells are read and written, and where the value goes.
// A plain product field (`kind: 'field'`) needs nothing else: adding a column such as the
// product's origin is one entry here with its Prisma field. The product information notice has
// one column per value key (`kind: 'notice'`), made from the notice's own field table.
import {
  NOTICE_FIELDS,
  NOTICE_VALUE_KEYS,
  NOTICE_VALUE_MAX,
  ORIGIN_MAX,
} from '@jangbogi/contracts/product-information';
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { Language } from '../../../lib/i18n/language.ts';
import {
  choice,
  count,
  decimal,
  delta,
  flag,
  imageList,
  keywordList,
  sku,
  text,
  won,
  type CellType,
} from './cells.ts';

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
  /**
   * The database has no empty value for it: a new product without it takes the default, and the
   * clear marker is refused for an existing one.
   */
  cannotBeCleared?: boolean;
}

export type CatalogueColumn =
  | (ColumnBase & { kind: 'field'; field: ProductField })
  | (ColumnBase & { kind: 'notice'; noticeKey: string })
  | (ColumnBase & {
      kind: 'sku' | 'category' | 'subcategory' | 'stock' | 'stockChange' | 'stockReason' | 'images';
    });

/**
 * A notice value's column, labelled as the first kind that lists it shows it (a key such as
 * `precautions` is worded a little differently for household goods).
 */
function noticeColumn(noticeKey: string): CatalogueColumn {
  const label = Object.values(NOTICE_FIELDS)
    .flat()
    .find((f) => f.key === noticeKey);
  if (!label) throw new Error(`No notice field ${noticeKey}`);
  const lowerFirst = label.en.charAt(0).toLowerCase() + label.en.slice(1);
  return {
    kind: 'notice',
    key: noticeKey,
    noticeKey,
    header: { en: label.en, ko: label.ko },
    words: { en: lowerFirst, ko: label.ko },
    type: text(NOTICE_VALUE_MAX),
    width: 24,
  };
}

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
    key: 'brand_kr',
    field: 'brandKr',
    header: { en: 'brand_kr', ko: '브랜드(한글)' },
    words: { en: 'Korean brand', ko: '브랜드(한글)' },
    type: text(100),
    width: 16,
  },
  {
    kind: 'field',
    key: 'search_keywords',
    field: 'searchKeywords',
    header: { en: 'search_keywords', ko: '검색어' },
    words: { en: 'search keywords', ko: '검색어' },
    type: keywordList,
    width: 24,
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
    key: 'weight_kr',
    field: 'weightKr',
    header: { en: 'weight_kr', ko: '중량·용량(한글)' },
    words: { en: 'Korean weight', ko: '중량·용량(한글)' },
    type: text(50),
    width: 12,
  },
  // The net quantity for the unit price (가격표시제): "120g x 5" is 120, g, 5. Left blank on a new
  // product, they are read from the weight where it can be (unit-fields.ts).
  {
    kind: 'field',
    key: 'net_quantity',
    field: 'netQuantity',
    header: { en: 'net_quantity', ko: '내용량' },
    words: { en: 'net quantity', ko: '내용량' },
    type: decimal,
    width: 10,
  },
  {
    kind: 'field',
    key: 'net_unit',
    field: 'netUnit',
    header: { en: 'net_unit', ko: '내용량 단위' },
    words: { en: 'net unit', ko: '내용량 단위' },
    type: choice({
      g: ['그램'],
      kg: ['킬로그램'],
      ml: ['밀리리터', 'mL'],
      L: ['리터', 'ℓ'],
      개: ['ea', 'pcs', '구', '개입'],
      매: ['sheets'],
      롤: ['rolls', 'roll'],
    }),
    width: 10,
  },
  {
    kind: 'field',
    key: 'pack_count',
    field: 'packCount',
    header: { en: 'pack_count', ko: '입수' },
    words: { en: 'pack count', ko: '입수' },
    type: count,
    width: 8,
    cannotBeCleared: true,
  },
  {
    kind: 'field',
    key: 'sold_by_weight',
    field: 'soldByWeight',
    header: { en: 'sold_by_weight', ko: '무게 판매' },
    words: { en: 'sold by weight', ko: '무게 판매' },
    type: flag,
    width: 9,
  },
  {
    kind: 'field',
    key: 'price_per_kg',
    field: 'pricePerKg',
    header: { en: 'price_per_kg', ko: 'kg당 가격' },
    words: { en: 'price per kg', ko: 'kg당 가격' },
    type: won,
    width: 11,
  },
  {
    kind: 'field',
    key: 'estimated_grams',
    field: 'estimatedGrams',
    header: { en: 'estimated_grams', ko: '예상 중량(g)' },
    words: { en: 'estimated grams', ko: '예상 중량(g)' },
    type: count,
    width: 11,
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
    key: 'description_kr',
    field: 'descriptionKr',
    header: { en: 'description_kr', ko: '설명(한글)' },
    words: { en: 'Korean description', ko: '설명(한글)' },
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
  // What Korean law asks a product page to show (ADR 0026), last: most sheets leave it alone.
  {
    kind: 'field',
    key: 'origin',
    field: 'origin',
    header: { en: 'origin', ko: '원산지' },
    words: { en: 'origin', ko: '원산지' },
    type: text(ORIGIN_MAX),
    width: 20,
  },
  {
    kind: 'field',
    key: 'storage',
    field: 'storage',
    header: { en: 'storage', ko: '보관방법' },
    words: { en: 'storage', ko: '보관방법' },
    type: choice({ room: ['상온'], chilled: ['냉장'], frozen: ['냉동'] }),
    width: 10,
    cannotBeCleared: true,
  },
  ...NOTICE_VALUE_KEYS.map(noticeColumn),
];

export const FIELD_COLUMNS = CATALOGUE_COLUMNS.filter(
  (column): column is Extract<CatalogueColumn, { kind: 'field' }> => column.kind === 'field',
);

export const NOTICE_COLUMNS = CATALOGUE_COLUMNS.filter(
  (column): column is Extract<CatalogueColumn, { kind: 'notice' }> => column.kind === 'notice',
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
    [column.key, column.header.en, column.header.ko, column.words.en, column.words.ko].map(
      (header) => [headerKey(header), column] as const,
    ),
  ),
);

export const columnOfHeader = (header: string) => COLUMN_BY_HEADER.get(headerKey(header));
