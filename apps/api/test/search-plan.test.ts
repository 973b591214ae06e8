// The header search must be answered from indexes on any database collation: names that start
// with the query through a range on the prefix indexes, other matches through the gram index, never
// by reading the whole products table or walking a whole index. Proven with EXPLAIN ANALYZE of the
// very statement searchProducts sends (searchQuery), on 3,000+ rows with fresh statistics, planner
// left as is: on a copy of the template (builtin C.UTF-8 on the embedded server), and on libc- and
// ICU-collated databases as managed services create them (where LIKE 'q%' cannot use an index
// in the database's collation).
// SEARCH_PLAN_POSTGRES_URL (a URL of another server, e.g. Debian's PostgreSQL 15) adds that server.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createDatabase, type Db } from '../src/db/client.ts';
import type { Sql } from '../src/db/sql.ts';
import { Prisma } from '../src/generated/prisma/client.ts';
import type { CollationProvider } from '../src/db/collated-database.ts';
import { generateProducts } from '../src/db/seed/generate-products.ts';
import { seedShop } from '../src/db/seed/seed.ts';
import {
  queryGrams,
  SEARCH_CANDIDATE_LIMIT,
  searchProducts,
  searchQuery,
} from '../src/domain/catalog/search.ts';
import { useTestApp } from './helpers/app.ts';
import { createCollatedTestDatabase } from './helpers/database.ts';
import { createProduct } from './helpers/factories.ts';

const GENERATED_PRODUCTS = 3_000;
const QUERIES = ['두부', '라면', 'ra', 'Ra', 'to', 'shin', 'shin ramyun', '김치', '신라', '비비고'];
const PREFIX_INDEXES = ['products_live_name_prefix_idx', 'products_live_name_kr_prefix_idx'];
// A plan that uses its indexes discards only a few rows per node; walking an index or the table
// in the wrong order discards a large share of the catalogue.
const MAX_ROWS_REMOVED = 100;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

interface Target {
  label: string;
  sql: Sql;
}

// Names whose order differs between code point order and a linguistic collation (a hyphen, a
// space, an accent), so the ranking is seen to be the same on every database.
const ORDER_PROBES: [string, string][] = [
  ['Zo-Kimchi Mix', '조-김치 믹스'],
  ['Zo Bowl', '조 보울'],
  ['Zof Sauce', '조프 소스'],
  ['Zoé Tea', '조에 차'],
  ['ZO2 Snack', '조2 스낵'],
];

async function fill(db: Db, uploadDir: string) {
  await seedShop(db, { ...loadConfig({ NODE_ENV: 'test' }), uploadDir });
  await generateProducts(db, GENERATED_PRODUCTS);
  const sub = (
    await db.subcategory.findFirstOrThrow({ select: { id: true }, orderBy: { name: 'asc' } })
  ).id;
  await db.product.createMany({
    data: ORDER_PROBES.map(([name, nameKr]) => ({
      subcategoryId: sub,
      name,
      nameKr,
      sellPrice: 1000,
    })),
  });
  await db.$executeRaw`VACUUM ANALYZE products`;
}

describe('search query plan', () => {
  const ctx = useTestApp();
  const targets = new Map<string, Target | undefined>();
  const cleanUps: (() => Promise<void>)[] = [];
  // The template's copy (builtin C.UTF-8 on the embedded server) is the reference.
  const databases: { label: string; provider?: CollationProvider; server?: string }[] = [
    { label: 'template' },
    { label: 'libc', provider: 'libc' },
    { label: 'ICU', provider: 'icu' },
    ...(process.env.SEARCH_PLAN_POSTGRES_URL
      ? [
          {
            label: 'other server, libc',
            provider: 'libc' as const,
            server: process.env.SEARCH_PLAN_POSTGRES_URL,
          },
        ]
      : []),
  ];

  beforeAll(async () => {
    const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-search-plan-'));
    cleanUps.push(() => rm(uploadDir, { recursive: true, force: true }));
    for (const { label, provider, server } of databases) {
      if (!provider) {
        await fill(ctx.db, uploadDir);
        targets.set(label, { label, sql: ctx.app.sql });
        continue;
      }
      const created = await createCollatedTestDatabase(provider, server);
      if (!created) {
        targets.set(label, undefined);
        continue;
      }
      cleanUps.push(created.drop);
      const { db, sql, close } = createDatabase(created.url, 2);
      cleanUps.push(close);
      await fill(db, uploadDir);
      targets.set(label, { label: `${label} (${created.collation})`, sql });
    }
  }, 180_000);

  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });

  async function explain(target: Target, q: string): Promise<PlanNode[]> {
    const rows = await target.sql.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      Prisma.sql`EXPLAIN (ANALYZE, FORMAT JSON) ${searchQuery(q)}`,
      { prepare: false },
    );
    return flatten(rows[0]!['QUERY PLAN'][0].Plan);
  }

  describe.each(databases.map((d) => d.label))('on a %s database', (label) => {
    it.for(QUERIES)('answers %s from the indexes', async (q, { skip }) => {
      const target = targets.get(label);
      if (!target) return skip(`the server offers no ${label} collation`);
      const nodes = await explain(target, q);
      const where = `${target.label}, q=${q}`;
      expect(
        nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'products'),
        where,
      ).toEqual([]);
      for (const index of PREFIX_INDEXES) {
        const scans = nodes.filter((n) => n['Index Name'] === index);
        expect(scans.length, `${where}: ${index}`).toBeGreaterThan(0);
        // An index scan without a condition walks the whole index.
        expect(
          scans.every((n) => n['Index Cond']),
          `${where}: ${index} range`,
        ).toBe(true);
      }
      expect(
        nodes.some((n) => n['Index Name'] === 'products_search_grams_idx'),
        where,
      ).toBe(true);
      const removed = Math.max(0, ...nodes.map((n) => n['Rows Removed by Filter'] ?? 0));
      expect(removed, `${where}: rows removed by a filter`).toBeLessThanOrEqual(MAX_ROWS_REMOVED);
    });

    it('finds and ranks exactly as on the template database', async ({ skip }) => {
      const target = targets.get(label);
      if (!target) return skip(`the server offers no ${label} collation`);
      const names = async (sql: Sql, q: string) =>
        (await searchProducts(sql, q)).map((p) => `${p.name} / ${p.name_kr}`);
      const reference = targets.get(databases[0]!.label)!;
      for (const q of [...QUERIES, 'RA', '라', 'ra ', 'é', 'ramyun', 'zo', '조']) {
        expect(await names(target.sql, q), `${target.label}, q=${q}`).toEqual(
          await names(reference.sql, q),
        );
      }
      // Code point order of the lower-cased names: space, hyphen, digit, letters, then accented ones.
      expect((await names(target.sql, 'zo')).slice(0, 5)).toEqual(
        ['Zo Bowl', 'Zo-Kimchi Mix', 'ZO2 Snack', 'Zof Sauce', 'Zoé Tea'].map(
          (name) => `${name} / ${ORDER_PROBES.find(([n]) => n === name)![1]}`,
        ),
      );
    });
  });

  it('still answers correctly on the large catalogue', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/search?q=${encodeURIComponent('두부')}`,
    });
    const { products } = res.json<{ products: { name_kr: string }[] }>();
    expect(products).toHaveLength(6);
    expect(products.every((p) => p.name_kr.includes('두부'))).toBe(true);
  });

  const search = async (q: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/products/search?q=${encodeURIComponent(q)}`,
      })
    ).json<{
      products: { _id: string; name: string; name_kr: string }[];
    }>().products;

  // Runs last: it adds rows to the builtin database.
  it('ranks names that start with the query first, however many others contain it', async () => {
    // Added last, so they sit behind thousands of older rows that merely contain 'ra' / '라면'.
    const sub = (await ctx.db.subcategory.findFirstOrThrow({ select: { id: true } })).id;
    await ctx.db.product.createMany({
      data: Array.from({ length: SEARCH_CANDIDATE_LIMIT + 100 }, (_, i) => ({
        subcategoryId: sub,
        name: `Granola Crunch ${i}`,
        nameKr: `그래놀라 라면땅 ${i}`,
        sellPrice: 3000,
      })),
    });
    const late = await createProduct(ctx.db, {
      subcategoryId: sub,
      name: 'Rabokki Late',
      nameKr: '떡볶이 세트',
    });
    const early = await createProduct(ctx.db, {
      subcategoryId: sub,
      name: 'Rabokki Early',
      nameKr: '라볶이',
    });
    const korean = await createProduct(ctx.db, {
      subcategoryId: sub,
      name: 'Noodle Bowl',
      nameKr: '라면 한 그릇',
    });

    const ra = await search('Ra');
    expect(ra.slice(0, 2).map((p) => p._id)).toEqual([early.id, late.id]);
    expect(ra.every((p) => `${p.name} ${p.name_kr}`.toLowerCase().includes('ra'))).toBe(true);

    const ramyeon = await search('라면');
    expect(ramyeon[0]?._id).toBe(korean.id);
    expect(ramyeon.every((p) => p.name_kr.includes('라면'))).toBe(true);
    expect((await search('라볶'))[0]?._id).toBe(early.id);

    // Every result that starts with the query comes before every one that only contains it.
    for (const q of ['ra', '라', '두부', 'shin', 'ramyun', 'to']) {
      const results = await search(q);
      const starts = results.map(
        (p) => p.name.toLowerCase().startsWith(q) || p.name_kr.startsWith(q),
      );
      expect(starts, q).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
    }
  });

  it('turns q into the grams the index holds', () => {
    expect(queryGrams('Ra')).toEqual(['ra']);
    expect(queryGrams('두부')).toEqual(['두부']);
    expect(queryGrams('a b')).toEqual(['a ', ' b']);
    expect(queryGrams('x')).toEqual(['x']);
  });
});
