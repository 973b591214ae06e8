// Numbered pages of a product list (the whole shop, a category, a subcategory) at any depth in
// one index seek. For each list and page size the list_position where every page starts (its
// anchor) and the total are computed once per catalogue generation (catalogue_state, bumped by
// triggers whenever the set or order of listed products changes) and kept here. Every request
// reads the current generation in the same statement as its page, so a stale anchor set is
// noticed at once and rebuilt: several instances answer alike, and nothing is counted per request.
import type { PagedProducts } from '@jangbogi/contracts/catalog';
import type { Sql } from '../../db/sql.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { notFound } from '../../lib/errors.ts';
import { PRODUCT_COLUMNS, toProductSummary, type ProductRow } from './product-rows.ts';

export type ProductListFilter =
  { kind: 'all' } | { kind: 'category'; id: string } | { kind: 'subcategory'; id: string };

interface Anchors {
  generation: string;
  /** false when the category or subcategory does not exist (at this generation). */
  exists: boolean;
  total: number;
  /** list_position of the first product of each page, as text (bigint). */
  starts: string[];
}

interface ListCache {
  anchors: Map<string, Anchors>;
  rebuilding: Map<string, Promise<Anchors>>;
}

// Per connection pool (a process may talk to several databases, as tests do). Bounded: one
// entry per list (the shop, each category, each subcategory) and page size.
const caches = new WeakMap<Sql, ListCache>();

function cacheOf(sql: Sql): ListCache {
  let cache = caches.get(sql);
  if (!cache) {
    cache = { anchors: new Map(), rebuilding: new Map() };
    caches.set(sql, cache);
  }
  return cache;
}

function whereOf(filter: ProductListFilter): Prisma.Sql {
  switch (filter.kind) {
    case 'all':
      return Prisma.sql`TRUE`;
    case 'category':
      return Prisma.sql`p.subcategory_id IN (SELECT s.id FROM subcategories s WHERE s.category_id = ${filter.id}::uuid AND s.archived_at IS NULL)`;
    case 'subcategory':
      return Prisma.sql`p.subcategory_id = ${filter.id}::uuid`;
  }
}

function existsOf(filter: ProductListFilter): Prisma.Sql {
  switch (filter.kind) {
    case 'all':
      return Prisma.sql`TRUE`;
    case 'category':
      return Prisma.sql`EXISTS (SELECT 1 FROM categories WHERE id = ${filter.id}::uuid AND archived_at IS NULL)`;
    case 'subcategory':
      return Prisma.sql`EXISTS (SELECT 1 FROM subcategories s JOIN categories c ON c.id = s.category_id
        WHERE s.id = ${filter.id}::uuid AND s.archived_at IS NULL AND c.archived_at IS NULL)`;
  }
}

const keyOf = (filter: ProductListFilter, size: number) =>
  `${filter.kind}:${filter.kind === 'all' ? '' : filter.id}:${size}`;

/** Anchors and total from one snapshot, together with the generation they belong to. */
async function loadAnchors(sql: Sql, filter: ProductListFilter, size: number): Promise<Anchors> {
  const where = whereOf(filter);
  const [row] = await sql.query<Anchors>(Prisma.sql`
    SELECT (SELECT generation::text FROM catalogue_state WHERE id = 1) AS generation,
      ${existsOf(filter)} AS exists,
      (SELECT count(*)::int FROM products p WHERE p.archived_at IS NULL AND ${where}) AS total,
      ARRAY(
        SELECT t.list_position::text FROM (
          SELECT p.list_position, row_number() OVER (ORDER BY p.list_position DESC) AS n
          FROM products p WHERE p.archived_at IS NULL AND ${where}
        ) t
        WHERE (t.n - 1) % ${size} = 0
        ORDER BY t.list_position DESC
      ) AS starts`);
  if (!row) throw new Error('catalogue_state has no row: run the migrations');
  return row;
}

function rebuild(sql: Sql, filter: ProductListFilter, size: number): Promise<Anchors> {
  const key = keyOf(filter, size);
  const cache = cacheOf(sql);
  let pending = cache.rebuilding.get(key);
  if (!pending) {
    // Concurrent requests that all found the anchors stale share one rebuild.
    pending = loadAnchors(sql, filter, size)
      .then((anchors) => {
        cache.anchors.set(key, anchors);
        return anchors;
      })
      .finally(() => cache.rebuilding.delete(key));
    cache.rebuilding.set(key, pending);
  }
  return pending;
}

type PageRow = ProductRow & { generation: string };

/** The page's rows (none when the page lies beyond the end) and the generation read with them. */
async function seekPage(sql: Sql, filter: ProductListFilter, size: number, anchor: string | null) {
  const rows = await sql.query<PageRow>(Prisma.sql`
    SELECT g.generation::text AS generation, page.*
    FROM catalogue_state g
    LEFT JOIN LATERAL (
      SELECT ${PRODUCT_COLUMNS}
      FROM products p
      WHERE p.archived_at IS NULL AND ${whereOf(filter)} AND p.list_position <= ${anchor}::bigint
      ORDER BY p.list_position DESC
      LIMIT ${size}
    ) page ON TRUE
    WHERE g.id = 1`);
  const generation = rows[0]?.generation ?? '';
  return { generation, rows: rows.filter((row) => row.id !== null) };
}

// A list being changed faster than it can be read is still answered, from the latest anchors.
const MAX_ATTEMPTS = 3;

/**
 * Page `page` (from 1) of live products in `filter`, newest first, `size` a page. Pages are
 * consecutive slices of one total order (list_position is unique), so reading them one after
 * another yields every product once.
 */
export async function productPage(
  sql: Sql,
  filter: ProductListFilter,
  page: number,
  size: number,
): Promise<PagedProducts> {
  let anchors = cacheOf(sql).anchors.get(keyOf(filter, size)) ?? (await rebuild(sql, filter, size));
  for (let attempt = 1; ; attempt++) {
    if (!anchors.exists) {
      throw notFound(filter.kind === 'category' ? 'categories.notFound' : 'subcategories.notFound');
    }
    const { generation, rows } = await seekPage(
      sql,
      filter,
      size,
      anchors.starts[page - 1] ?? null,
    );
    if (generation === anchors.generation || attempt === MAX_ATTEMPTS) {
      return {
        products: rows.map(toProductSummary),
        page,
        pages: Math.ceil(anchors.total / size),
        total: anchors.total,
      };
    }
    anchors = await rebuild(sql, filter, size);
  }
}
