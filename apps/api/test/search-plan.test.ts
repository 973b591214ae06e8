// The header search must be answered through the GIN index on products.search_grams, never by
// reading the whole products table. Proven on 3,000+ rows with fresh statistics, planner left as is.
import { beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../src/generated/prisma/client.ts';
import { generateProducts } from '../src/db/seed/generate-products.ts';
import { seedShop } from '../src/db/seed/seed.ts';
import { escapeLike, queryGrams, SEARCH_CANDIDATE_LIMIT } from '../src/domain/catalog/search.ts';
import { useTestApp } from './helpers/app.ts';
import { createProduct } from './helpers/factories.ts';

describe('search query plan', () => {
  const ctx = useTestApp();

  beforeAll(async () => {
    await seedShop(ctx.db, ctx.config);
    await generateProducts(ctx.db, 3_000);
    await ctx.db.$executeRaw`VACUUM ANALYZE products`;
  }, 60_000);

  async function plan(q: string): Promise<string> {
    const needle = `%${escapeLike(q.toLowerCase())}%`;
    const rows = await ctx.db.$queryRaw<{ 'QUERY PLAN': string }[]>(Prisma.sql`
      EXPLAIN SELECT p.id FROM products p
      WHERE p.search_grams @> ${queryGrams(q)}::text[] AND p.archived_at IS NULL
        AND (lower(p.name) LIKE ${needle} ESCAPE '\\' OR lower(p.name_kr) LIKE ${needle} ESCAPE '\\')
      ORDER BY p.name LIMIT 6`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  it.each(['두부', '라면', 'ra', 'shin ramyun', '김치'])(
    'finds %s through the gram index',
    async (q) => {
      const text = await plan(q);
      expect(text).toContain('products_search_grams_idx');
      expect(text).not.toMatch(/Seq Scan on products/);
    },
  );

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

  it('reads prefix matches from the name indexes', async () => {
    const rows = await ctx.db.$queryRaw<{ 'QUERY PLAN': string }[]>(Prisma.sql`
      EXPLAIN SELECT p.id FROM products p WHERE p.archived_at IS NULL AND lower(p.name_kr) LIKE '라%'
      ORDER BY lower(p.name_kr), p.list_position DESC LIMIT 6`);
    const text = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('products_live_name_kr_prefix_idx');
  });

  it('turns q into the grams the index holds', () => {
    expect(queryGrams('Ra')).toEqual(['ra']);
    expect(queryGrams('두부')).toEqual(['두부']);
    expect(queryGrams('a b')).toEqual(['a ', ' b']);
    expect(queryGrams('x')).toEqual(['x']);
  });
});
