// Computes the search documents of the products whose fields changed since theirs was computed.
// Whatever wrote the product (the back office, the import, the seed, a test's factory), its
// document no longer matches its source hash, and the next search on any instance recomputes it
// here before answering. Writes that change what the hash does not cover (the keywords) clear
// the hash themselves (markSearchStale).
import type { Sql } from '../../../db/sql.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import { searchDocument } from './document.ts';
import { saveTerms, textOf, type TextRow } from './vocabulary.ts';

const BATCH = 1_000;

/**
 * Whether a product's search document was computed from other fields than its current ones (see
 * the migrations); products_search.stale holds the same for each live product.
 */
const STALE_DOCUMENT = Prisma.raw(
  `p.search_source IS DISTINCT FROM md5(p.name || chr(31) || p.name_kr || chr(31) || coalesce(p.brand, '') || chr(31) || coalesce(p.brand_kr, '') || chr(31) || coalesce(p.weight, '') || chr(31) || p.subcategory_id::text)`,
);

interface SourceRow extends TextRow {
  weight: string | null;
  source: string;
}

/** Recomputes every out-of-date document; answers how many were written. */
export async function refreshSearchDocuments(sql: Sql): Promise<number> {
  let written = 0;
  for (;;) {
    const rows = await sql.query<SourceRow>(Prisma.sql`
      SELECT p.id::text AS id, p.name, p.name_kr, p.brand, p.brand_kr, p.search_keywords, p.weight,
        md5(p.name || chr(31) || p.name_kr || chr(31) || coalesce(p.brand, '') || chr(31) || coalesce(p.brand_kr, '') || chr(31) || coalesce(p.weight, '') || chr(31) || p.subcategory_id::text) AS source
      FROM products p
      WHERE ${STALE_DOCUMENT}
      LIMIT ${BATCH}`);
    if (rows.length === 0) return written;
    written += await writeDocuments(sql, rows);
    if (rows.length < BATCH) return written;
  }
}

async function writeDocuments(sql: Sql, rows: SourceRow[]): Promise<number> {
  const documents = rows.map((row) => searchDocument({ ...textOf(row), weight: row.weight }));
  await saveTerms(
    sql,
    documents.flatMap((document) => document.terms),
  );
  // The source it was computed from goes with it: a product changed meanwhile keeps its
  // out-of-date mark and is computed again by the next search.
  return sql.execute(Prisma.sql`
    UPDATE products p SET
      search_name_kr = d.name_kr, search_name_en = d.name_en, search_words = d.words,
      search_doc = d.doc, search_alt = d.alt, unit_basis = d.unit_basis, search_source = d.source
    FROM unnest(
      ${rows.map((r) => r.id)}::uuid[], ${documents.map((d) => d.nameKr)}::text[],
      ${documents.map((d) => d.nameEn)}::text[], ${documents.map((d) => d.words)}::text[],
      ${documents.map((d) => d.doc)}::text[], ${documents.map((d) => d.alt)}::text[],
      ${documents.map((d) => d.unitBasis)}::real[], ${rows.map((r) => r.source)}::text[]
    ) AS d(id, name_kr, name_en, words, doc, alt, unit_basis, source)
    WHERE p.id = d.id
      AND md5(p.name || chr(31) || p.name_kr || chr(31) || coalesce(p.brand, '') || chr(31) || coalesce(p.brand_kr, '') || chr(31) || coalesce(p.weight, '') || chr(31) || p.subcategory_id::text) = d.source`);
}

/** Marks documents out of date after a change the source hash does not see. */
export async function markSearchStale(sql: Sql, where: Prisma.Sql): Promise<void> {
  await sql.execute(Prisma.sql`UPDATE products p SET search_source = NULL WHERE ${where}`);
}
