// Shop search: the header box (6 answers and the matching categories), the results page (filters,
// sorts, "did you mean") and the record of which searches led to a click.
import { z } from 'zod';
import { idSchema, pageQueryField } from './common.ts';
import { pagedProducts, productSummary } from './catalog.ts';
import { storageTemperature } from './product-information.ts';
import { fieldMessage } from './field-message.ts';

export const SEARCH_RESULT_LIMIT = 6;
/** At most this many categories (and subcategories) answer a header box search. */
export const SEARCH_CATEGORY_LIMIT = 3;
export const SEARCH_TEXT_MAX = 100;

const searchText = z
  .string()
  .trim()
  .min(1, fieldMessage('field.search.textEmpty'))
  .max(SEARCH_TEXT_MAX, fieldMessage('field.common.searchTextTooLong'));

export const searchQuery = z
  .object({
    q: searchText,
    /** The shopper's language: names in it rank first. In the query, not a header, so public caches keep each. */
    lang: z.enum(['en', 'ko']).default('en'),
  })
  .strict();
export type SearchQuery = z.infer<typeof searchQuery>;

/**
 * A part of a shown text that matched the query, to be marked: `[start, end)` in UTF-16 code units
 * (JavaScript string indexes), so `text.slice(start, end)` is the matched part.
 */
export const textRange = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);
export type TextRange = z.infer<typeof textRange>;

/** Which parts of each name matched; empty when the product matched by something not shown (brand, synonym, keyword). */
export const nameHighlights = z.object({
  name: z.array(textRange),
  name_kr: z.array(textRange),
});
export type NameHighlights = z.infer<typeof nameHighlights>;

/** A product as a search answers it: the card's fields and the matched parts of its names. */
export const searchHit = productSummary.extend({ highlight: nameHighlights });
export type SearchHit = z.infer<typeof searchHit>;

/** A category or subcategory whose name (in either language) matches the query. */
export const searchCategoryHit = z.object({
  _id: z.string(),
  kind: z.enum(['category', 'subcategory']),
  name: z.string(),
  name_kr: z.string().nullable(),
  /** For a subcategory, the category it belongs to; null for a category. */
  category_id: z.string().nullable(),
  highlight: nameHighlights,
});
export type SearchCategoryHit = z.infer<typeof searchCategoryHit>;

/**
 * Identifies one answered search, to be sent back with POST /api/products/search/clicks when the
 * shopper opens one of its answers. Opaque: clients store and send it, never read it.
 */
export const searchId = z.string().min(1).max(600);

/** GET /api/products/search: the header box. `products` keeps its shape of before (with highlights added). */
export const searchResult = z.object({
  products: z.array(searchHit),
  categories: z.array(searchCategoryHit),
  search_id: searchId,
});
export type SearchResult = z.infer<typeof searchResult>;

export const searchSorts = [
  'relevance',
  'price_asc',
  'price_desc',
  'newest',
  'best_selling',
  /** Price per 100 g or 100 ml (per piece for counted goods); products without a readable size last. */
  'unit_price',
] as const;
export const searchSort = z.enum(searchSorts, {
  error: fieldMessage('field.named.oneOfList', { field: 'sort', options: searchSorts.join(', ') }),
});
export type SearchSort = z.infer<typeof searchSort>;

const flag = z.enum(['true', 'false'], { error: fieldMessage('field.search.flag') });
const priceBound = z.coerce
  .number({ error: fieldMessage('field.search.priceWholeNumberWon') })
  .int(fieldMessage('field.search.priceWholeNumberWon'))
  .min(0, fieldMessage('field.search.priceCannotNegative'))
  .max(100_000_000, fieldMessage('field.search.priceTooLarge'));

/**
 * GET /api/products/search/results: the results page. Every field is in the page's address.
 * Prices compare with what the shopper pays (the sale price when on sale).
 */
export const searchPageQuery = searchQuery
  .extend({
    page: pageQueryField.default(1),
    /** A category id: only its products (any of its subcategories). */
    category: idSchema.optional(),
    /** A subcategory id: only its products. */
    subcategory: idSchema.optional(),
    min_price: priceBound.optional(),
    max_price: priceBound.optional(),
    /** `true`: only products that can be ordered now. */
    in_stock: flag.optional(),
    /** `true`: only products on sale. */
    on_sale: flag.optional(),
    storage: storageTemperature.optional(),
    sort: searchSort.default('relevance'),
    /** `true`: search the text as typed, never a correction (the "search instead for" link). */
    literal: flag.optional(),
  })
  .strict()
  .refine(
    (query) =>
      query.min_price === undefined ||
      query.max_price === undefined ||
      query.min_price <= query.max_price,
    { message: fieldMessage('field.search.minPriceNotAbove'), path: ['min_price'] },
  );
export type SearchPageQuery = z.infer<typeof searchPageQuery>;

export const searchPage = pagedProducts.extend({
  products: z.array(searchHit),
  /**
   * Set when the text as typed found nothing and a correction did ("Did you mean 떡볶이?"): the
   * products are those of this text. Send `literal=true` to search the text as typed instead.
   */
  corrected_to: z.string().nullable(),
  /** Categories whose names match, to suggest beside the results (and instead of them when none). */
  categories: z.array(searchCategoryHit),
  /** Best-selling products to offer when nothing was found; empty otherwise. */
  popular: z.array(productSummary),
  search_id: searchId,
});
export type SearchPage = z.infer<typeof searchPage>;

/** POST /api/products/search/clicks (answers 204): the shopper opened an answer of this search. */
export const searchClickBody = z
  .object({
    search_id: searchId,
    /** What was opened: a product or a category (recorded as "clicked" either way). */
    product_id: idSchema.optional(),
    category_id: idSchema.optional(),
  })
  .strict();
export type SearchClickBody = z.infer<typeof searchClickBody>;
