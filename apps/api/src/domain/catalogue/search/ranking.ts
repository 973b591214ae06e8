// How the search statement ranks and pages its candidates (statement.ts): each candidate's row is
// read once, tiered, and sorted by what that read carries. Under a price sort the tier only
// orders products of the same price, so when every candidate counts whatever its tier, the tier
// is computed for the products at the page's prices alone (ADR 50), and only their rows are read:
// the sources give each candidate's price with its id (ADR 57).
import type { SearchSort } from '@jangbogi/contracts/search';
import type { Language } from '../../../lib/i18n/language.ts';
import { Prisma } from '../../../generated/prisma/client.ts';

function nameKey(language: Language): Prisma.Sql {
  return language === 'ko'
    ? Prisma.raw('m.name_kr COLLATE "C", m.name COLLATE "C"')
    : Prisma.raw('lower(m.name) COLLATE "C", m.name_kr COLLATE "C"');
}

function order(sort: SearchSort, language: Language): Prisma.Sql {
  const relevance = Prisma.sql`m.tier, m.in_stock DESC, m.sales_30d DESC, ${nameKey(language)}, m.list_position DESC, m.id`;
  switch (sort) {
    case 'price_asc':
      return Prisma.sql`m.price, ${relevance}`;
    case 'price_desc':
      return Prisma.sql`m.price DESC, ${relevance}`;
    case 'newest':
      return Prisma.sql`m.list_position DESC, m.id`;
    case 'best_selling':
      return Prisma.sql`m.sales_30d DESC, ${relevance}`;
    case 'unit_price':
      return Prisma.sql`m.unit_price ASC NULLS LAST, ${relevance}`;
    case 'relevance':
      return relevance;
  }
}

/** What the ranking reads of each candidate, besides its tier. */
const CARRIED = Prisma.raw(
  'p.in_stock, p.sales_30d, p.price, p.unit_price, p.list_position, p.name, p.name_kr',
);

export interface Ranking {
  /** The candidate's tier, on the search table's row `p` (statement.ts). */
  tier: Prisma.Sql;
  /** Every candidate counts whatever its tier (no category's other products, no tier 12). */
  everyCandidateCounts: boolean;
  sort: SearchSort;
  language: Language;
  limit: number;
  offset: number;
}

/**
 * The CTEs `tiered` … `page` over `candidates` (each candidate's id and price): page gives id,
 * tier, total and position.
 */
export function rankingCtes(ranking: Ranking): Prisma.Sql {
  const { tier, sort, language, limit, offset } = ranking;
  const ordered = order(sort, language);
  if (ranking.everyCandidateCounts && (sort === 'price_asc' || sort === 'price_desc')) {
    const direction = Prisma.raw(sort === 'price_asc' ? 'ASC' : 'DESC');
    const before = Prisma.raw(sort === 'price_asc' ? 'r.price < e.low' : 'r.price > e.high');
    // Every source gives each candidate's price with its id (from the row it read anyway), so the
    // page's prices, the count and the place of the page come from the candidates as they are;
    // only the candidates at the page's prices are looked up by id, to be tiered.
    return Prisma.sql`
    edge AS (
      SELECT min(price) AS low, max(price) AS high
      FROM (SELECT price FROM candidates ORDER BY price ${direction} LIMIT ${limit} OFFSET ${offset}) e
    ),
    page AS (
      SELECT m.id, m.tier, (SELECT count(*) FROM candidates) AS total,
        (SELECT count(*) FROM candidates r, edge e WHERE ${before})
          + row_number() OVER (ORDER BY ${ordered}) AS position
      FROM (SELECT p.id, ${tier} AS tier, ${CARRIED}
            FROM candidates c JOIN edge e ON c.price BETWEEN e.low AND e.high
            JOIN products_search p ON p.id = c.id) m
      ORDER BY position
      OFFSET ${offset} - (SELECT count(*) FROM candidates r, edge e WHERE ${before})
      LIMIT ${limit}
    )`;
  }
  return Prisma.sql`
    tiered AS (
      SELECT p.id, ${tier} AS tier, ${CARRIED}
      FROM candidates c JOIN products_search p ON p.id = c.id
    ),
    -- A category's other products only when nothing matched by name, brand or keyword (두부
    -- must not bring the kimchi of "두부·김치·반찬").
    matches AS (
      SELECT * FROM (SELECT *, min(tier) OVER () AS best FROM tiered) t
      WHERE tier < 11 OR (tier = 11 AND best > 7)
    ),
    page AS (
      SELECT m.id, m.tier, count(*) OVER () AS total,
        row_number() OVER (ORDER BY ${ordered}) AS position
      FROM matches m
      ORDER BY position
      LIMIT ${limit} OFFSET ${offset}
    )`;
}
