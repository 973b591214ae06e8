// Back office: the synonyms the shop team keeps for search, and what shoppers searched for.
import { z } from 'zod';
import { fieldMessage } from './field-message.ts';

export const SYNONYM_TERM_MAX = 50;
export const SYNONYM_TERMS_MAX = 20;

const term = z
  .string({ error: fieldMessage('field.adminSearch.termNotText') })
  .trim()
  .min(1, fieldMessage('field.adminSearch.termEmpty'))
  .max(SYNONYM_TERM_MAX, fieldMessage('field.adminSearch.termTooLong', { max: SYNONYM_TERM_MAX }));

/** Words that all mean the same: a search for any of them also finds the others (요구르트 = 요거트 = yogurt). */
export const twoWaySynonymBody = z
  .object({
    terms: z
      .array(term)
      .min(2, fieldMessage('field.adminSearch.tooFewTerms'))
      .max(
        SYNONYM_TERMS_MAX,
        fieldMessage('field.adminSearch.tooManyTerms', { max: SYNONYM_TERMS_MAX }),
      ),
    two_way: z.literal(true),
  })
  .strict();

/** A search for `from` also finds `to`, not the other way round (탄산 → 사이다). */
export const oneWaySynonymBody = z
  .object({
    from: term,
    to: z
      .array(term)
      .min(1, fieldMessage('field.adminSearch.noTermToFind'))
      .max(
        SYNONYM_TERMS_MAX,
        fieldMessage('field.adminSearch.tooManyTerms', { max: SYNONYM_TERMS_MAX }),
      ),
  })
  .strict();

/** POST /api/admin/search/synonyms: `{terms, two_way: true}` or `{from, to}`. */
export const synonymCreateBody = z.union([twoWaySynonymBody, oneWaySynonymBody], {
  error: fieldMessage('field.adminSearch.termsOrFromTo'),
});
export type SynonymCreateBody = z.infer<typeof synonymCreateBody>;

export const synonym = z.discriminatedUnion('two_way', [
  z.object({
    _id: z.string(),
    two_way: z.literal(true),
    terms: z.array(z.string()),
    created_at: z.string(),
  }),
  z.object({
    _id: z.string(),
    two_way: z.literal(false),
    from: z.string(),
    to: z.array(z.string()),
    created_at: z.string(),
  }),
]);
export type Synonym = z.infer<typeof synonym>;
export const synonymList = z.object({ synonyms: z.array(synonym) });
export type SynonymList = z.infer<typeof synonymList>;

export const searchReportQuery = z
  .object({
    days: z
      .enum(['7', '30'], { error: fieldMessage('field.adminSearch.days') })
      .default('7')
      .transform(Number),
  })
  .strict();

/** One searched text (as normalised: case and spaces folded) over the report's days. */
export const searchReportRow = z.object({
  query: z.string(),
  /** How many times it was searched. */
  searches: z.number().int(),
  /** How many of those searches led to a click on an answer. */
  clicks: z.number().int(),
  /** How many results its latest search found. */
  results: z.number().int(),
  last_searched_at: z.string(),
});
export type SearchReportRow = z.infer<typeof searchReportRow>;

/** GET /api/admin/search/report?days=7|30 */
export const searchReport = z.object({
  days: z.number().int(),
  /** The most searched texts, most first (at most 50). */
  top_searches: z.array(searchReportRow),
  /** The most searched texts that found nothing, most first (at most 50). */
  zero_result_searches: z.array(searchReportRow),
});
export type SearchReport = z.infer<typeof searchReport>;
