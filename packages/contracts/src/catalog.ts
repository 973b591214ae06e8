import { z } from 'zod';
import { idSchema, limitQueryField, pageQueryField, won } from './common.ts';
import { productNotice, storageTemperature } from './product-information.ts';
import { unitPriceFields } from './unit-price.ts';
import { taxTypes } from './tax-split.ts';
import { fieldMessage } from './field-message.ts';

export const categoryRef = z.object({
  _id: z.string(),
  name: z.string(),
  name_kr: z.string().nullable(),
});

export const category = z.object({
  _id: z.string(),
  name: z.string(),
  name_kr: z.string().nullable(),
});
export type Category = z.infer<typeof category>;

export const subcategory = z.object({
  _id: z.string(),
  name: z.string(),
  name_kr: z.string().nullable(),
  category_id: categoryRef,
});
export type Subcategory = z.infer<typeof subcategory>;
export const subcategoryList = z.array(subcategory);

/** A category with its subcategories, as the header's Categories menu shows them. */
export const categoryWithSubcategories = category.extend({
  subcategories: z.array(
    z.object({ _id: z.string(), name: z.string(), name_kr: z.string().nullable() }),
  ),
});
export const categoryList = z.array(categoryWithSubcategories);
export type CategoryWithSubcategories = z.infer<typeof categoryWithSubcategories>;

export const productSummary = z.object({
  _id: z.string(),
  name: z.string(),
  name_kr: z.string(),
  brand: z.string().nullable(),
  /** The brand as Korean shoppers know it (농심, 오리온); searched like the English one. */
  brand_kr: z.string().nullable(),
  weight: z.string().nullable(),
  /** The pack size in Korean units (1통, 10개입), for Korean pages. */
  weight_kr: z.string().nullable(),
  sell_price: won,
  sale_price: won.nullable(),
  compare_price: won.nullable(),
  is_on_sale: z.boolean(),
  is_featured: z.boolean(),
  is_highlighted: z.boolean(),
  stock_quantity: z.number().int().nonnegative(),
  /** What the shopper pays: sale_price when on sale, else sell_price. */
  price: won,
  imageUrl: z.string().nullable(),
  subcategory_id: z.string(),
  /** Kept and packed at room temperature, chilled or frozen (cards badge the last two). */
  storage: storageTemperature,
  /** 과세 (VAT included in the price) or 면세 (unprocessed food, VAT-exempt). */
  tax_type: z.enum(taxTypes),
  ...unitPriceFields,
});
export type ProductSummary = z.infer<typeof productSummary>;

export const productDetail = productSummary.extend({
  description: z.string().nullable(),
  /** The Korean description, shown on the Korean product page. */
  description_kr: z.string().nullable(),
  /** Country of origin (원산지) as Korean law writes it, e.g. 국내산, 수입산(미국). */
  origin: z.string().nullable(),
  /** Change-of-mind withdrawal does not apply (E-Commerce Act art. 17(2)): fresh, chilled or frozen. */
  perishable: z.boolean(),
  /** The product information notice (상품정보제공고시) of its kind, rows in the FTC's order. */
  notice: productNotice,
  subcategory: subcategory,
  images: z.array(z.object({ url: z.string(), is_main: z.boolean() })),
  /** Other words the product is found by, kept by the shop team (계란 for 특란). */
  search_keywords: z.array(z.string()),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const productList = z.object({ products: z.array(productSummary) });
export type ProductList = z.infer<typeof productList>;

export const pagedProducts = z.object({
  products: z.array(productSummary),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type PagedProducts = z.infer<typeof pagedProducts>;

export const productImageParams = z.object({ productId: idSchema }).strict();
export const productImage = z.object({ url: z.string(), is_main: z.boolean() });
export const productImages = z.array(productImage);

export const banner = z.object({
  _id: z.string(),
  title: z.string(),
  /** The words over the picture on Korean pages; `title` and `subtitle` on English ones. */
  title_kr: z.string().nullable(),
  subtitle: z.string().nullable(),
  subtitle_kr: z.string().nullable(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  isActive: z.boolean(),
});
export const bannerList = z.object({ banners: z.array(banner) });
export type Banner = z.infer<typeof banner>;

export const PRODUCTS_PER_PAGE = 18;
/** Page size of the plain product lists when the caller gives no limit. */
export const DEFAULT_LIST_SIZE = 48;

export const productsQuery = z
  .object({
    subcategory: idSchema.optional(),
    /** `true`: only products marked featured (the home page's Featured carousel). */
    featured: z.enum(['true', 'false']).optional(),
    page: pageQueryField.optional(),
    limit: limitQueryField.optional(),
  })
  .strict();

export const allProductsQuery = z.object({ page: pageQueryField.default(1) }).strict();

export const pageOnlyQuery = z
  .object({ page: pageQueryField.optional(), limit: limitQueryField.optional() })
  .strict();

export const bySubcategoriesQuery = z
  .object({
    ids: z
      .string()
      .max(2000, fieldMessage('field.catalog.tooManyIds'))
      .transform((s) =>
        s
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(idSchema)
          .min(1, fieldMessage('field.catalog.idsRequired'))
          .max(50, fieldMessage('field.catalog.tooManyIdsAtOnce')),
      ),
    page: pageQueryField.optional(),
    limit: limitQueryField.optional(),
  })
  .strict();

/** Liveness: the process answers. */
export const healthResponse = z.object({ status: z.literal('ok') });
/** Readiness: the database answers and every migration shipped with this build is applied. */
export const readyResponse = z.object({
  status: z.literal('ready'),
  database: z.literal('up'),
  migrations: z.number().int(),
});

/** For lists that take no parameters: any query field is a mistake worth a 400. */
export const noQuery = z.object({}).strict();

/**
 * POST /api/products/{id}/stock-alert: a guest gives the email; a logged-in shopper's alert goes
 * to the account's own email, and an email in the body is ignored.
 */
export const stockAlertBody = z
  .object({
    email: z
      .email({ error: fieldMessage('field.common.invalidEmail') })
      .max(254)
      .optional(),
  })
  .strict();
export type StockAlertBody = z.infer<typeof stockAlertBody>;
export const stockAlertResponse = z.object({
  waiting: z.literal(true),
  email: z.string(),
  /**
   * The email is confirmed, so the alert will go out. False for a guest, always: an email's
   * owner confirms it once through the link mailed to it, and whether an email was confirmed
   * is not told to whoever types it in.
   */
  confirmed: z.boolean(),
});
export type StockAlertResponse = z.infer<typeof stockAlertResponse>;

/** The signed token of an emailed alert link (confirm the email, or unsubscribe). */
export const stockAlertLinkParams = z.object({ token: z.string().min(1).max(1000) }).strict();
export const stockAlertLinkResponse = z.object({ message: z.string(), email: z.string() });
export type StockAlertLinkResponse = z.infer<typeof stockAlertLinkResponse>;
