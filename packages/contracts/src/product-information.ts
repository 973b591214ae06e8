// What Korean law asks a product page to show before purchase: the country of origin (원산지), the
// storage temperature, and the product information notice (상품정보제공고시) of the FTC, whose fields
// depend on the product's kind (its category's `notice_kind`). The fields, their order and their
// labels are defined here once, for the API's answers, the back office form, the catalogue loader
// and the spreadsheet import.
import { z } from 'zod';
import { fieldMessage } from './field-message.ts';

export const noticeKind = z.enum(['food', 'processed_food', 'household'], {
  error: fieldMessage('field.productInformation.noticeKind'),
});
export type NoticeKind = z.infer<typeof noticeKind>;

export const storageTemperature = z.enum(['room', 'chilled', 'frozen'], {
  error: fieldMessage('field.productInformation.storage'),
});
export type StorageTemperature = z.infer<typeof storageTemperature>;
/** Packing order: the room-temperature box first, then the ones that need ice packs. */
export const STORAGE_TEMPERATURES = storageTemperature.options;

/** The notice's title per kind, as the FTC names the product groups. */
export const NOTICE_KIND_LABELS: Record<NoticeKind, { ko: string; en: string }> = {
  food: { ko: '농수축산물', en: 'Farm, fishery and livestock products' },
  processed_food: { ko: '가공식품', en: 'Processed food' },
  household: { ko: '생활용품', en: 'Household goods' },
};

/** Where a notice row's value comes from: the product's own field, or the notice's values. */
type NoticeSource = 'name' | 'weight' | 'origin' | 'notice';

export interface NoticeField {
  key: string;
  ko: string;
  en: string;
  /** A food product cannot be published without it. */
  required: boolean;
  source: NoticeSource;
}

const field = (
  key: string,
  ko: string,
  en: string,
  required: boolean,
  source: NoticeSource = 'notice',
): NoticeField => ({ key, ko, en, required, source });

const CS_PHONE = field('cs_phone', '소비자상담 관련 전화번호', 'Customer service phone', true);
const IMPORT_DECLARATION = field(
  'import_declaration',
  '수입식품 문구 (수입신고 필함)',
  'Import declaration (imported food)',
  false,
);

/** The FTC notice's rows per kind, in the order the notice lists them. */
export const NOTICE_FIELDS: Record<NoticeKind, readonly NoticeField[]> = {
  food: [
    field('name', '품목 또는 명칭', 'Product name', true, 'name'),
    field(
      'weight',
      '포장단위별 내용물의 용량(중량), 수량, 크기',
      'Net weight, count and size',
      true,
      'weight',
    ),
    field(
      'producer',
      '생산자 및 소재지 (수입품은 수입자 포함)',
      'Producer and location (importer)',
      true,
    ),
    field('origin', '농수산물의 원산지', 'Country of origin', true, 'origin'),
    field(
      'manufactured',
      '제조연월일 (포장일 또는 생산연도)',
      'Packing date or harvest year',
      true,
    ),
    field('shelf_life', '소비기한 또는 품질유지기한', 'Use-by or best-before date', true),
    field('gmo', '유전자변형 농산물 표시', 'Genetically modified produce', false),
    field('grade', '축산물 등급 및 이력번호', 'Livestock grade and traceability number', false),
    IMPORT_DECLARATION,
    field('composition', '상품구성', 'Contents of the pack', false),
    field('storage_method', '보관방법 또는 취급방법', 'Storage and handling', true),
    field('precautions', '소비자안전을 위한 주의사항', 'Safety precautions', false),
    CS_PHONE,
  ],
  processed_food: [
    field('name', '제품명', 'Product name', true, 'name'),
    field('food_type', '식품의 유형', 'Food type', true),
    field(
      'producer',
      '생산자 및 소재지 (수입품은 수입자 포함)',
      'Producer and location (importer)',
      true,
    ),
    field('origin', '주원료 원산지', 'Origin of the main ingredients', true, 'origin'),
    field('manufactured', '제조연월일', 'Date of manufacture', true),
    field('shelf_life', '소비기한 또는 품질유지기한', 'Use-by or best-before date', true),
    field('weight', '포장단위별 내용물의 용량(중량), 수량', 'Net weight and count', true, 'weight'),
    field('ingredients', '원재료명 및 함량', 'Ingredients and amounts', true),
    field('nutrition', '영양성분', 'Nutrition facts', false),
    field('gmo', '유전자변형식품 표시', 'Genetically modified ingredients', false),
    field('allergens', '알레르기 유발물질', 'Allergens', true),
    IMPORT_DECLARATION,
    field('storage_method', '보관방법', 'Storage', true),
    CS_PHONE,
  ],
  household: [
    field('name', '품명 및 모델명', 'Product name and model', false, 'name'),
    field('weight', '용량 또는 중량', 'Capacity or weight', false, 'weight'),
    field('material', '재질 또는 주요 성분', 'Material or main ingredients', false),
    field('manufacturer', '제조자 (수입자)', 'Manufacturer (importer)', false),
    field('country_of_manufacture', '제조국', 'Country of manufacture', false),
    field('precautions', '사용상 주의사항', 'Precautions', false),
    field('warranty', '품질보증기준', 'Quality guarantee', false),
    field('cs_phone', 'A/S 책임자와 전화번호', 'After-sales contact and phone', false),
  ],
};

/** Every key a notice may hold, across kinds (a product can move to a category of another kind). */
export const NOTICE_VALUE_KEYS = [
  ...new Set(
    Object.values(NOTICE_FIELDS).flatMap((fields) =>
      fields.filter((f) => f.source === 'notice').map((f) => f.key),
    ),
  ),
];
const noticeValueKey = z.enum(NOTICE_VALUE_KEYS as [string, ...string[]], {
  error: fieldMessage('field.productInformation.unknownField'),
});

export const NOTICE_VALUE_MAX = 1000;
/** The notice's own values by field key. */
export const noticeValues = z.partialRecord(
  noticeValueKey,
  z
    .string()
    .trim()
    .max(
      NOTICE_VALUE_MAX,
      fieldMessage('field.productInformation.valueTooLong', { max: NOTICE_VALUE_MAX }),
    ),
);
export type NoticeValues = Partial<Record<string, string>>;

/** Leaves out the empty values, so a cleared field is stored as missing. */
export function compactNotice(values: NoticeValues): Record<string, string> {
  const compact: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value?.trim()) compact[key] = value;
  return compact;
}

export const ORIGIN_MAX = 300;

/** The product fields a notice is made of. */
export interface ProductInformation {
  name_kr?: string | null | undefined;
  weight?: string | null | undefined;
  /** The notice is Korean: a Korean pack size, when there is one, is the one it shows. */
  weight_kr?: string | null | undefined;
  origin?: string | null | undefined;
  notice?: NoticeValues | null | undefined;
}

function valueOf(f: NoticeField, product: ProductInformation): string | null {
  const raw =
    f.source === 'name'
      ? product.name_kr
      : f.source === 'weight'
        ? (product.weight_kr ?? product.weight)
        : f.source === 'origin'
          ? product.origin
          : product.notice?.[f.key];
  return raw?.trim() || null;
}

/**
 * The fields a food or processed-food product still lacks to be published, named as the API's
 * fields (`origin`, `weight`, `notice.producer`, ...); empty when complete, always empty for
 * household goods. The one rule the admin API, the catalogue loader and the spreadsheet import call.
 */
export function missingFoodInformation(product: ProductInformation, kind: NoticeKind): string[] {
  if (kind === 'household') return [];
  return NOTICE_FIELDS[kind]
    .filter((f) => f.required && valueOf(f, product) === null)
    .map((f) =>
      f.source === 'notice' ? `notice.${f.key}` : f.source === 'name' ? 'name_kr' : f.source,
    );
}

export const noticeItem = z.object({
  key: z.string(),
  label_ko: z.string(),
  label_en: z.string(),
  value: z.string().nullable(),
});
export const productNotice = z.object({
  kind: noticeKind,
  title_ko: z.string(),
  title_en: z.string(),
  items: z.array(noticeItem),
});
export type ProductNotice = z.infer<typeof productNotice>;

/** The notice as the product page shows it: every row of the kind, in order, with its value. */
export function productNoticeOf(product: ProductInformation, kind: NoticeKind): ProductNotice {
  return {
    kind,
    title_ko: NOTICE_KIND_LABELS[kind].ko,
    title_en: NOTICE_KIND_LABELS[kind].en,
    items: NOTICE_FIELDS[kind].map((f) => ({
      key: f.key,
      label_ko: f.ko,
      label_en: f.en,
      value: valueOf(f, product),
    })),
  };
}

/**
 * Goods whose value falls within days: chilled or frozen, and fresh farm, fishery and livestock
 * products. Change-of-mind withdrawal does not apply to them (E-Commerce Act art. 17(2)), provided
 * the shop says so before purchase, which the product page and the checkout do.
 */
export function isPerishable(storage: StorageTemperature, kind: NoticeKind): boolean {
  return storage !== 'room' || kind === 'food';
}
