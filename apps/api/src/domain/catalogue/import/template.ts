// The template the team starts a sheet from: the header, one example row (a processed food, so
// every kind of column is shown filled) and, in the XLSX, a second sheet that explains each column
// in Korean and English, the clear marker included.
import type { Language } from '../../../lib/i18n/language.ts';
import type { SpreadsheetCell } from '../../../lib/spreadsheet-cell.ts';
import { CLEAR_MARKERS } from './cells.ts';
import { CATALOGUE_COLUMNS, type CatalogueColumn } from './columns.ts';
import { writeCatalogueSheet, type SheetFile } from './sheet.ts';

type Words = Readonly<Record<Language, string>>;

const EXAMPLE: Readonly<Record<string, SpreadsheetCell>> = {
  sku: 'JB-EXAMPLE-1',
  name: 'Shin Ramyun 120g x 5',
  name_kr: '신라면 120g x 5개',
  category: 'Rice, Noodles & Pantry',
  subcategory: 'Ramyun',
  brand: 'Nongshim',
  weight: '120g x 5',
  weight_kr: '120g x 5개',
  description: 'Spicy beef-broth ramyun, five packs.',
  description_kr: '매콤한 소고기 국물 라면 5개입입니다.',
  sell_price: 4980,
  sale_price: 4480,
  compare_price: 4980,
  is_on_sale: 'Y',
  is_featured: 'N',
  is_highlighted: 'N',
  stock: 40,
  stock_change: '',
  stock_reason: '',
  images: 'shin-ramyun.jpg | https://cdn.example.com/shin-ramyun-back.jpg',
  origin: '소맥분: 미국산, 호주산',
  storage: '상온',
  tax_type: '과세',
  food_type: '유탕면',
  producer: '(주)농심 / 서울특별시 동작구',
  manufactured: '제품 포장 별도 표기',
  shelf_life: '제조일로부터 6개월',
  ingredients:
    '소맥분(밀: 미국산, 호주산), 감자전분, 팜유, 정제염, 스프(고춧가루, 간장분말, 쇠고기분말)',
  nutrition: '1봉지(120g)당 열량 500kcal, 나트륨 1,790mg, 탄수화물 79g, 단백질 10g',
  allergens: '밀, 대두, 쇠고기 함유',
  storage_method: '직사광선을 피해 서늘하고 건조한 곳에 보관',
  cs_phone: '장보기 고객센터 02-3144-0415',
};

// Written starting with a word: a cell starting with '-' would be exported with a guarding quote.
const clear = [...CLEAR_MARKERS].reverse().join(', ');

const GUIDE: Readonly<Record<string, Words>> = {
  sku: {
    en: 'Product code, the key of every row: an existing code updates that product, a new one creates it. Letters, digits, - and _.',
    ko: '상품코드. 모든 행의 기준입니다. 있는 코드는 그 상품을 고치고, 새 코드는 상품을 만듭니다. 영문, 숫자, -, _만 씁니다.',
  },
  name: { en: 'Name in English (needed for a new product).', ko: '영문 상품명 (새 상품에 필요).' },
  name_kr: { en: 'Name in Korean.', ko: '한글 상품명.' },
  category: {
    en: 'Category, by its English or Korean name (needed for a new product).',
    ko: '카테고리. 영문 또는 한글 이름 (새 상품에 필요).',
  },
  subcategory: {
    en: 'Subcategory within that category, by either name (needed for a new product).',
    ko: '그 카테고리의 하위 카테고리. 영문 또는 한글 이름 (새 상품에 필요).',
  },
  brand: { en: 'Brand.', ko: '브랜드.' },
  weight: { en: 'Pack size as the English pages show it.', ko: '영문 페이지의 중량·용량.' },
  weight_kr: {
    en: 'Pack size in Korean units (개, 통, 매).',
    ko: '한글 단위의 중량·용량 (개, 통, 매).',
  },
  description: { en: 'Description in English.', ko: '영문 설명.' },
  description_kr: { en: 'Description in Korean.', ko: '한글 설명.' },
  sell_price: {
    en: 'Price in won, a whole number (12,000 or 12000; needed for a new product).',
    ko: '판매가. 원 단위 정수 (12,000 또는 12000, 새 상품에 필요).',
  },
  sale_price: {
    en: 'Sale price in won, below the price.',
    ko: '할인가. 판매가보다 낮은 원 단위 정수.',
  },
  compare_price: {
    en: 'Regular price shown struck through.',
    ko: '정상가. 줄을 그어 보여 주는 가격.',
  },
  is_on_sale: {
    en: 'On sale: Y or N (needs a sale price).',
    ko: '할인 중: Y 또는 N (할인가 필요).',
  },
  is_featured: { en: 'Featured on the home page: Y or N.', ko: '홈 화면 추천: Y 또는 N.' },
  is_highlighted: { en: 'Highlighted on the home page: Y or N.', ko: '홈 화면 강조: Y 또는 N.' },
  stock: {
    en: 'Opening stock of a new product only; an existing product changes by stock_change.',
    ko: '새 상품의 처음 재고만 정합니다. 있는 상품의 재고는 재고 증감으로 바꿉니다.',
  },
  stock_change: {
    en: 'Stock received or lost, signed: +12, -1 (needs a reason).',
    ko: '재고 증감. 부호와 함께: +12, -1 (사유 필요).',
  },
  stock_reason: {
    en: 'Why the stock changed: "received", "damaged".',
    ko: '재고 증감 사유: "입고", "파손".',
  },
  images: {
    en: 'Pictures: file names in the uploaded ZIP or https addresses, separated by |. The first is the main one.',
    ko: '이미지. 함께 올린 ZIP 안의 파일 이름이나 https 주소를 | 로 구분합니다. 첫 번째가 대표 이미지입니다.',
  },
  origin: {
    en: 'Country of origin as the law writes it (국내산, 수입산(미국)); required for food.',
    ko: '원산지. 법에 맞게 씁니다 (국내산, 수입산(미국)). 식품은 필수입니다.',
  },
  storage: {
    en: 'Storage: room, chilled or frozen (상온, 냉장, 냉동). It cannot be cleared.',
    ko: '보관방법: 상온, 냉장, 냉동 (room, chilled, frozen). 지울 수 없습니다.',
  },
  tax_type: {
    en: 'VAT: taxed or exempt (과세, 면세). Unprocessed food is exempt. It cannot be cleared.',
    ko: '과세구분: 과세, 면세 (taxed, exempt). 가공하지 않은 식품은 면세입니다. 지울 수 없습니다.',
  },
};

function guideOf(column: CatalogueColumn): Words {
  const known = GUIDE[column.key];
  if (known) return known;
  return {
    en: `Product information notice (상품정보제공고시): ${column.header.en}. Required for the food kinds that list it as required.`,
    ko: `상품정보제공고시: ${column.header.ko}. 필수 항목인 식품은 꼭 입력해야 합니다.`,
  };
}

/** The second sheet: each column's headers, what it holds in both languages, and the example. */
function guideRows(): SpreadsheetCell[][] {
  return [
    ['column', '열', 'what it holds', '설명', 'example / 예시'],
    [
      '(blank)',
      '(빈 칸)',
      'A blank cell leaves the field as it is: a sheet of prices and stock needs no other column filled.',
      '빈 칸은 그 항목을 바꾸지 않습니다. 가격과 재고만 고치는 시트는 다른 열을 비워 두면 됩니다.',
      '',
    ],
    [
      clear,
      clear,
      'A cell holding one of these empties the field (a sale price, a picture list, a notice value).',
      '이 중 하나를 적은 칸은 그 항목을 지웁니다 (할인가, 이미지, 고시 항목 등).',
      '(삭제)',
    ],
    ...CATALOGUE_COLUMNS.map((column) => {
      const guide = guideOf(column);
      return [column.header.en, column.header.ko, guide.en, guide.ko, EXAMPLE[column.key] ?? ''];
    }),
  ];
}

export function catalogueTemplate(format: 'csv' | 'xlsx', language: Language): Promise<SheetFile> {
  const example = CATALOGUE_COLUMNS.map((column) => EXAMPLE[column.key] ?? '');
  return writeCatalogueSheet([example], format, language, 'jangbogi-products-template', {
    name: language === 'ko' ? '열 설명' : 'Columns',
    rows: guideRows(),
  });
}
