// The synonyms the shop team keeps, and each instance's copy of them. The copy is tagged with the
// version it was read at; every search statement reads the current version (search_state), and a
// search that sees another one reloads the copy and runs again, so a change reaches every
// instance at its next search with no restart and no extra round trip.
import type { Synonym, SynonymCreateBody } from '@jangbogi/contracts/admin-search';
import type { Sql } from '../../../db/sql.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import { notFound } from '../../../lib/errors.ts';
import { compact } from './text.ts';

interface SynonymRow {
  id: string;
  two_way: boolean;
  from_term: string | null;
  terms: string[];
  created_at: Date;
}

export interface SynonymTable {
  version: string;
  /** For a compact term, the other terms a search for it also looks for. */
  expansions: ReadonlyMap<string, readonly string[]>;
}

export function synonymTable(
  version: string,
  rows: readonly Pick<SynonymRow, 'two_way' | 'from_term' | 'terms'>[],
): SynonymTable {
  const expansions = new Map<string, Set<string>>();
  const add = (from: string, to: readonly string[]) => {
    const key = compact(from);
    if (!key) return;
    const found = expansions.get(key) ?? new Set<string>();
    for (const term of to) if (compact(term) !== key) found.add(term);
    expansions.set(key, found);
  };
  for (const row of rows) {
    if (row.two_way) for (const term of row.terms) add(term, row.terms);
    else if (row.from_term) add(row.from_term, row.terms);
  }
  return {
    version,
    expansions: new Map([...expansions].map(([key, terms]) => [key, [...terms]])),
  };
}

const SELECT_ROWS = Prisma.sql`
  SELECT id::text AS id, two_way, from_term, terms, created_at FROM search_synonyms ORDER BY created_at, id`;

// One copy per database the process talks to (one in the shop; several in tests and the bench).
const copies = new WeakMap<Sql, SynonymTable>();

/** This instance's copy, read when there is none yet. */
export async function currentSynonyms(sql: Sql): Promise<SynonymTable> {
  return copies.get(sql) ?? reloadSynonyms(sql);
}

export async function reloadSynonyms(sql: Sql): Promise<SynonymTable> {
  const [state] = await sql.query<{ version: string }>(
    Prisma.sql`SELECT synonyms_version::text AS version FROM search_state WHERE id = 1`,
  );
  const rows = await sql.query<SynonymRow>(SELECT_ROWS);
  const table = synonymTable(state?.version ?? '0', rows);
  copies.set(sql, table);
  return table;
}

function toSynonym(row: SynonymRow): Synonym {
  const created_at = row.created_at.toISOString();
  return row.two_way
    ? { _id: row.id, two_way: true, terms: row.terms, created_at }
    : { _id: row.id, two_way: false, from: row.from_term ?? '', to: row.terms, created_at };
}

export async function listSynonyms(sql: Sql): Promise<Synonym[]> {
  return (await sql.query<SynonymRow>(SELECT_ROWS)).map(toSynonym);
}

const BUMP_VERSION = Prisma.sql`
  UPDATE search_state SET synonyms_version = synonyms_version + 1 WHERE id = 1`;

export async function addSynonym(
  transaction: <T>(work: (tx: Sql) => Promise<T>) => Promise<T>,
  body: SynonymCreateBody,
): Promise<Synonym> {
  const twoWay = 'terms' in body;
  const terms = [...new Set(twoWay ? body.terms : body.to)];
  const from = twoWay ? null : body.from;
  return transaction(async (tx) => {
    const [row] = await tx.query<SynonymRow>(Prisma.sql`
      INSERT INTO search_synonyms (two_way, from_term, terms)
      VALUES (${twoWay}, ${from}, ${terms}::text[])
      RETURNING id::text AS id, two_way, from_term, terms, created_at`);
    await tx.execute(BUMP_VERSION);
    return toSynonym(row!);
  });
}

export async function removeSynonym(
  transaction: <T>(work: (tx: Sql) => Promise<T>) => Promise<T>,
  id: string,
): Promise<void> {
  await transaction(async (tx) => {
    const removed = await tx.execute(
      Prisma.sql`DELETE FROM search_synonyms WHERE id = ${id}::uuid`,
    );
    if (removed === 0) throw notFound('synonyms.notFound', 'SYNONYM_NOT_FOUND');
    await tx.execute(BUMP_VERSION);
  });
}
