// Back office: products and categories (promos and banners have files of their own).
import { z } from 'zod';
import { idSchema, limitQueryField, pageQueryField, won } from './common.ts';
import { noticeKind, noticeValues, ORIGIN_MAX, storageTemperature } from './product-information.ts';
import { taxTypes } from './tax-split.ts';
import { STOCK_REASON_MAX } from './stock.ts';
import { optionalText, requiredText, wonField } from './admin-fields.ts';
import { unitPriceFields, unitPriceInputs } from './unit-price.ts';
import { fieldMessage } from './field-message.ts';

// ---------------------------------------------------------------- products

export interface ProductPriceFields {
  sell_price: number;
  sale_price: number | null;
  compare_price: number | null;
  is_on_sale: boolean;
}

/** Field errors for an inconsistent set of prices; empty when they make sense together. */
export function priceProblems(p: ProductPriceFields): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (p.is_on_sale && p.sale_price === null) {
    problems.sale_price = ['A product on sale needs a sale price'];
  }
  if (p.sale_price !== null && p.sale_price >= p.sell_price) {
    (problems.sale_price ??= []).push('The sale price must be below the selling price');
  }
  if (p.sale_price !== null && p.compare_price !== null && p.sale_price >= p.compare_price) {
    (problems.sale_price ??= []).push('The sale price must be below the compare price');
  }
  return problems;
}

/** The shop's own product code: letters, digits, dashes, dots and underscores. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
const skuField = z
  .string()
  .trim()
  .regex(SKU_PATTERN, fieldMessage('field.adminCatalog.skuFormat'))
  .nullable()
  .optional();

export const SEARCH_KEYWORD_MAX = 50;
export const SEARCH_KEYWORDS_MAX = 30;
const searchKeywordsField = z
  .array(
    z
      .string()
      .trim()
      .max(
        SEARCH_KEYWORD_MAX,
        fieldMessage('field.adminCatalog.keywordTooLong', { max: SEARCH_KEYWORD_MAX }),
      ),
  )
  .max(
    SEARCH_KEYWORDS_MAX,
    fieldMessage('field.adminCatalog.tooManyKeywords', { max: SEARCH_KEYWORDS_MAX }),
  )
  .transform((words) => [...new Set(words.filter((word) => word.length > 0))]);

const productFields = {
  sku: skuField,
  name: requiredText('name', 200),
  name_kr: requiredText('name_kr', 200),
  brand: optionalText('brand', 100),
  /** The brand in Korean (농심 for Nongshim). */
  brand_kr: optionalText('brand_kr', 100),
  /** Other words shoppers find it by; each trimmed, empty ones dropped, duplicates folded. */
  search_keywords: searchKeywordsField.optional(),
  weight: optionalText('weight', 50),
  weight_kr: optionalText('weight_kr', 50),
  description: optionalText('description', 5000),
  description_kr: optionalText('description_kr', 5000),
  /** Country of origin (원산지): required, with the notice, for food to be published. */
  origin: optionalText('origin', ORIGIN_MAX),
  storage: storageTemperature.optional(),
  /** 과세 or 면세; a new product is taxed unless it says otherwise. */
  tax_type: z
    .enum(taxTypes, { error: fieldMessage('field.adminCatalog.chooseTaxedExempt') })
    .optional(),
  /** The notice's values by field key (replaced as a whole on edit). */
  notice: noticeValues.optional(),
  sell_price: wonField('sell_price'),
  sale_price: wonField('sale_price').nullable().optional(),
  compare_price: wonField('compare_price').nullable().optional(),
  is_on_sale: z.boolean().optional(),
  is_featured: z.boolean().optional(),
  is_highlighted: z.boolean().optional(),
  stock_quantity: z
    .number({ error: fieldMessage('field.adminCatalog.stockQuantityWholeNumber') })
    .int(fieldMessage('field.adminCatalog.stockQuantityWholeNumber'))
    .min(0, fieldMessage('field.adminCatalog.stockQuantityNegative'))
    .max(1_000_000, fieldMessage('field.adminCatalog.stockQuantityTooLarge')),
  subcategory_id: idSchema,
  /** Net quantity, pack count and weighing (unit-price.ts); checked together by unitPriceProblems. */
  ...unitPriceInputs,
};

export const productCreateBody = z.object(productFields).strict();
export type ProductCreateBody = z.infer<typeof productCreateBody>;

// Stock is never part of an edit: a form holds the stock it loaded, and saving it back would
// undo the sales made since. Stock changes go through stockAdjustmentBody instead.
export const productPatchBody = z
  .object(productFields)
  .omit({ stock_quantity: true })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, fieldMessage('field.common.nothingToChange'));
export type ProductPatchBody = z.infer<typeof productPatchBody>;

/** A stock change by the shop team: "+12 received", "-1 damaged". */
export const stockAdjustmentBody = z
  .object({
    change: z
      .number({ error: fieldMessage('field.adminCatalog.changeWholeNumber') })
      .int(fieldMessage('field.adminCatalog.changeWholeNumber'))
      .min(-1_000_000, fieldMessage('field.adminCatalog.changeTooLarge'))
      .max(1_000_000, fieldMessage('field.adminCatalog.changeTooLarge'))
      .refine((n) => n !== 0, fieldMessage('field.adminCatalog.changeZero')),
    reason: requiredText('reason', STOCK_REASON_MAX),
    /** The stock the change was decided on; when given and stock moved since, the answer is 409. */
    expected_stock: z.number().int().min(0).optional(),
  })
  .strict();
export type StockAdjustmentBody = z.infer<typeof stockAdjustmentBody>;

/** One change applied to every selected product of the admin list, all or nothing. */
export const productBulkChange = z.discriminatedUnion(
  'field',
  [
    z.object({ field: z.literal('sell_price'), value: wonField('sell_price') }).strict(),
    z.object({ field: z.literal('sale_price'), value: wonField('sale_price').nullable() }).strict(),
    z.object({ field: z.literal('is_on_sale'), value: z.boolean() }).strict(),
    z.object({ field: z.literal('is_featured'), value: z.boolean() }).strict(),
    z
      .object({
        field: z.literal('stock'),
        change: stockAdjustmentBody.shape.change,
        reason: requiredText('reason', STOCK_REASON_MAX),
      })
      .strict(),
  ],
  { error: fieldMessage('field.adminCatalog.quickEditField') },
);
export type ProductBulkChange = z.infer<typeof productBulkChange>;
export const productBulkBody = z
  .object({
    ids: z
      .array(idSchema)
      .min(1, fieldMessage('field.adminCatalog.noProduct'))
      .max(200, fieldMessage('field.adminCatalog.tooManyProducts')),
    change: productBulkChange,
  })
  .strict();
export type ProductBulkBody = z.infer<typeof productBulkBody>;
export const productBulkResult = z.object({ updated: z.number().int() });
/** The 409 details of a refused bulk change: every product that could not take it. */
export interface ProductBulkFailure {
  _id: string;
  name: string;
  message: string;
}

export const stockMovement = z.object({
  _id: z.string(),
  change: z.number().int(),
  stock_after: z.number().int(),
  reason: z.string(),
  actor_email: z.string().nullable(),
  created_at: z.string(),
});
export const stockMovementList = z.object({ movements: z.array(stockMovement) });
export type StockMovement = z.infer<typeof stockMovement>;

export const adminProductImage = z.object({
  _id: z.string(),
  url: z.string(),
  is_main: z.boolean(),
  sort_order: z.number().int(),
});

export const adminProduct = z.object({
  _id: z.string(),
  sku: z.string().nullable(),
  name: z.string(),
  name_kr: z.string(),
  brand: z.string().nullable(),
  brand_kr: z.string().nullable(),
  search_keywords: z.array(z.string()),
  weight: z.string().nullable(),
  weight_kr: z.string().nullable(),
  description: z.string().nullable(),
  description_kr: z.string().nullable(),
  origin: z.string().nullable(),
  storage: storageTemperature,
  tax_type: z.enum(taxTypes),
  notice: z.record(z.string(), z.string()),
  /** From the product's category: which notice it carries. */
  notice_kind: noticeKind,
  /** What a food product still lacks to be published (`origin`, `notice.producer`, ...). */
  missing_information: z.array(z.string()),
  sell_price: won,
  sale_price: won.nullable(),
  compare_price: won.nullable(),
  is_on_sale: z.boolean(),
  is_featured: z.boolean(),
  is_highlighted: z.boolean(),
  stock_quantity: z.number().int(),
  subcategory_id: z.string(),
  archived: z.boolean(),
  archived_at: z.string().nullable(),
  images: z.array(adminProductImage),
  updated_at: z.string(),
  /** Shoppers waiting to be emailed when it is back in stock. */
  stock_alerts_waiting: z.number().int().optional(),
  ...unitPriceFields,
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminProductsQuery = z
  .object({
    q: z.string().trim().max(100, fieldMessage('field.common.searchTextTooLong')).optional(),
    archived: z.enum(['true', 'false', 'all']).default('false'),
    subcategory: idSchema.optional(),
    low_stock: z.enum(['true', 'false']).optional(),
    page: pageQueryField.default(1),
    limit: limitQueryField.default(50),
  })
  .strict();

export const adminProductList = z.object({
  products: z.array(adminProduct),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});

export const productImageParams = z.object({ id: idSchema, imageId: idSchema }).strict();

export const productImagesOrderBody = z
  .object({
    /** Every image id of the product, in the order to show them. */
    order: z.array(idSchema).max(50).optional(),
    main_image_id: idSchema.optional(),
  })
  .strict()
  .refine(
    (b) => b.order !== undefined || b.main_image_id !== undefined,
    fieldMessage('field.adminCatalog.orderOrMainImage'),
  );

// ---------------------------------------------------------------- categories

export const categoryCreateBody = z
  .object({
    name: requiredText('name', 100),
    name_kr: optionalText('name_kr', 100),
    sort_order: z.number().int().min(0).max(100_000).optional(),
    /** Which product information notice its products carry (food kinds need an origin). */
    notice_kind: noticeKind.optional(),
  })
  .strict();
export const categoryPatchBody = categoryCreateBody
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, fieldMessage('field.common.nothingToChange'));
/** A subcategory's notice kind is its category's. */
export const subcategoryCreateBody = categoryCreateBody.omit({ notice_kind: true });
/** A subcategory can also move to another category. */
export const subcategoryPatchBody = subcategoryCreateBody
  .extend({ category_id: idSchema })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, fieldMessage('field.common.nothingToChange'));
/** One step up or down among its siblings. */
export const categoryMoveBody = z
  .object({
    direction: z.enum(['up', 'down'], {
      error: fieldMessage('field.adminCatalog.directionUpDown'),
    }),
  })
  .strict();

export const adminSubcategory = z.object({
  _id: z.string(),
  category_id: z.string(),
  name: z.string(),
  name_kr: z.string().nullable(),
  sort_order: z.number().int(),
  product_count: z.number().int(),
  /** Products not archived: while any remain, the subcategory cannot be archived. */
  live_product_count: z.number().int(),
  archived: z.boolean(),
});
export type AdminSubcategory = z.infer<typeof adminSubcategory>;
export const adminCategory = z.object({
  _id: z.string(),
  name: z.string(),
  name_kr: z.string().nullable(),
  sort_order: z.number().int(),
  notice_kind: noticeKind,
  archived: z.boolean(),
  subcategories: z.array(adminSubcategory),
});
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminCategoryList = z.object({ categories: z.array(adminCategory) });
