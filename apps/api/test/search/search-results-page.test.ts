// The results page: filters and sorts (each one a query field, so the address keeps them),
// "did you mean" with the literal search one link away, highlights, matching categories, and the
// ranking within a tier (in stock first, then sold over the last 30 days, then name).
import { Prisma } from '../../src/generated/prisma/client.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { planQuery } from '../../src/domain/catalogue/search/query-plan.ts';
import { searchStatement } from '../../src/domain/catalogue/search/statement.ts';
import { currentSynonyms } from '../../src/domain/catalogue/search/synonyms.ts';
import { useTestApp } from '../helpers/app.ts';
import { createCategory, createProduct, createSubcategory } from '../helpers/factories.ts';

interface Page {
  products: {
    name: string;
    price: number;
    highlight: { name: [number, number][]; name_kr: [number, number][] };
  }[];
  total: number;
  pages: number;
  corrected_to: string | null;
  categories: { name: string; kind: string }[];
  popular: unknown[];
}

describe('the search results page', () => {
  const ctx = useTestApp();
  let drinksCategory = '';
  let juiceSubcategory = '';

  beforeAll(async () => {
    const drinks = await createCategory(ctx.db, { name: 'Quux Drinks' });
    drinksCategory = drinks.id;
    const juice = await createSubcategory(ctx.db, { categoryId: drinks.id, name: 'Quux Juice' });
    juiceSubcategory = juice.id;
    const other = await createSubcategory(ctx.db);
    const product = (
      name: string,
      nameKr: string,
      fields: Partial<Parameters<typeof createProduct>[1]> = {},
    ) => createProduct(ctx.db, { subcategoryId: juice.id, name, nameKr, ...fields });
    await product('Quux Apple', '쿠욱스 사과', {
      sellPrice: 3000,
      weight: '1L',
      storage: 'chilled',
    });
    await product('Quux Berry', '쿠욱스 베리', {
      sellPrice: 5000,
      salePrice: 2000,
      isOnSale: true,
      weight: '200ml',
      storage: 'chilled',
    });
    await product('Quux Cherry', '쿠욱스 체리', {
      sellPrice: 4000,
      stockQuantity: 0,
      weight: '500ml',
    });
    await product('Quux Date', '쿠욱스 대추', { sellPrice: 9000, weight: '2L', storage: 'frozen' });
    await createProduct(ctx.db, {
      subcategoryId: other.id,
      name: 'Quux Eggplant',
      nameKr: '쿠욱스 가지',
      sellPrice: 1000,
    });
  });

  const page = async (query: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/search/results?${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  const names = async (query: string) => (await page(query)).products.map((p) => p.name);

  it('ranks in stock first, then by units sold over 30 days, then by name', async () => {
    expect(await names('q=quux')).toEqual([
      'Quux Apple',
      'Quux Berry',
      'Quux Date',
      'Quux Eggplant',
      'Quux Cherry',
    ]);
    await ctx.app.sql.execute(
      Prisma.sql`UPDATE products SET sales_30d = 7 WHERE name = 'Quux Date'`,
    );
    expect((await names('q=quux'))[0]).toBe('Quux Date');
    await ctx.app.sql.execute(
      Prisma.sql`UPDATE products SET sales_30d = 0 WHERE name = 'Quux Date'`,
    );
  });

  it('filters by category, subcategory, price band, stock, sale and storage', async () => {
    expect(await names(`q=quux&category=${drinksCategory}`)).not.toContain('Quux Eggplant');
    expect(await names(`q=quux&subcategory=${juiceSubcategory}`)).toHaveLength(4);
    // The price band compares what the shopper pays (the sale price when on sale).
    expect(await names('q=quux&min_price=2000&max_price=4000')).toEqual([
      'Quux Apple',
      'Quux Berry',
      'Quux Cherry',
    ]);
    expect(await names('q=quux&in_stock=true')).not.toContain('Quux Cherry');
    expect(await names('q=quux&on_sale=true')).toEqual(['Quux Berry']);
    expect(await names('q=quux&storage=frozen')).toEqual(['Quux Date']);
    expect(await names('q=quux&storage=chilled&in_stock=true&max_price=2500')).toEqual([
      'Quux Berry',
    ]);
  });

  it('sorts by price, newest, best-selling and unit price', async () => {
    expect(await names('q=quux&sort=price_asc')).toEqual([
      'Quux Eggplant',
      'Quux Berry',
      'Quux Apple',
      'Quux Cherry',
      'Quux Date',
    ]);
    expect(await names('q=quux&sort=price_desc')).toEqual([
      'Quux Date',
      'Quux Cherry',
      'Quux Apple',
      'Quux Berry',
      'Quux Eggplant',
    ]);
    expect(await names('q=quux&sort=newest')).toEqual([
      'Quux Eggplant',
      'Quux Date',
      'Quux Cherry',
      'Quux Berry',
      'Quux Apple',
    ]);
    await ctx.app.sql.execute(
      Prisma.sql`UPDATE products SET sales_30d = 3 WHERE name = 'Quux Cherry'`,
    );
    expect((await names('q=quux&sort=best_selling'))[0]).toBe('Quux Cherry');
    // Per 100 ml: Apple 300, Berry 1,000, Cherry 800, Date 450; Eggplant has no size: last.
    expect(await names('q=quux&sort=unit_price')).toEqual([
      'Quux Apple',
      'Quux Date',
      'Quux Cherry',
      'Quux Berry',
      'Quux Eggplant',
    ]);
  });

  it('refuses filters and sorts it does not know', async () => {
    for (const query of [
      'q=quux&sort=cheapest',
      'q=quux&storage=warm',
      'q=quux&min_price=-1',
      'q=quux&min_price=5000&max_price=100',
      'q=quux&in_stock=yes',
      'q=quux&colour=red',
    ])
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/products/search/results?${query}` }))
          .statusCode,
        query,
      ).toBe(400);
  });

  it('offers "did you mean" when only a correction finds something, and searches as typed on request', async () => {
    const corrected = await page(`q=${encodeURIComponent('쿠욱스 대츄')}&lang=ko`);
    expect(corrected.corrected_to).toBe('쿠욱스 대추');
    expect(corrected.products.map((p) => p.name)).toEqual(['Quux Date']);
    const literal = await page(`q=${encodeURIComponent('쿠욱스 대츄')}&lang=ko&literal=true`);
    expect(literal).toMatchObject({ corrected_to: null, total: 0, products: [] });
    // Nothing found: popular products instead of a dead end.
    expect(literal.popular.length).toBeGreaterThan(0);
    expect((await page('q=quux')).corrected_to).toBeNull();
  });

  it('marks the matched part of each name and answers the matching categories', async () => {
    const answer = await page(`q=${encodeURIComponent('QUUX app')}`);
    expect(answer.products[0]!.highlight.name).toEqual([[0, 8]]);
    const korean = await page(`q=${encodeURIComponent('쿠욱스사과')}&lang=ko`);
    expect(korean.products[0]!.highlight.name_kr).toEqual([[0, 6]]);
    const box = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/search?q=${encodeURIComponent('quux ju')}`,
    });
    expect(box.json<Page>().categories).toContainEqual(
      expect.objectContaining({ name: 'Quux Juice', kind: 'subcategory' }),
    );
  });

  // Under a price sort a Hangul text's candidates are tiered only at the page's prices (ADR 50):
  // any window of the sort gives the same order, and a price's products keep relevance order.
  it('pages a price sort the same in windows of any size, each price by relevance', async () => {
    await createProduct(ctx.db, { name: 'Kook Exact', nameKr: '쿠욱스', sellPrice: 3000 });
    await createProduct(ctx.db, { name: 'Kook Big', nameKr: '왕쿠욱스', sellPrice: 3000 });
    const synonyms = await currentSynonyms(ctx.app.sql);
    // The juice subcategory named by the text: its products count at tier 10, text or not.
    await createProduct(ctx.db, {
      subcategoryId: juiceSubcategory,
      name: 'Plain Juice',
      nameKr: '주스',
      sellPrice: 3000,
    });
    const window = async (sort: 'price_asc' | 'price_desc', limit: number, offset: number) =>
      (
        await ctx.app.sql.query<{ name: string | null; total: number | null }>(
          searchStatement({
            plan: planQuery('쿠욱스', synonyms),
            categories: { subcategoryIds: [juiceSubcategory], categorySubcategoryIds: [] },
            language: 'ko',
            filters: {},
            sort,
            window: { limit, offset, cap: 900 },
          }),
          { prepare: false },
        )
      ).flatMap((row) => (row.name ? [row.name] : []));
    const expected = {
      price_asc: [
        'Quux Eggplant',
        'Quux Berry',
        'Kook Exact',
        'Quux Apple',
        'Kook Big',
        'Plain Juice',
        'Quux Cherry',
        'Quux Date',
      ],
      price_desc: [
        'Quux Date',
        'Quux Cherry',
        'Kook Exact',
        'Quux Apple',
        'Kook Big',
        'Plain Juice',
        'Quux Berry',
        'Quux Eggplant',
      ],
    };
    for (const sort of ['price_asc', 'price_desc'] as const) {
      // Through the API first: it brings the new products' documents up to date.
      const shown = await names(`q=${encodeURIComponent('쿠욱스')}&lang=ko&sort=${sort}`);
      const all = await window(sort, 18, 0);
      expect(all, sort).toEqual(expected[sort]);
      expect(shown, sort).toEqual(all.filter((name) => name !== 'Plain Juice'));
      for (const size of [1, 2, 3]) {
        const windows: string[] = [];
        for (let offset = 0; offset < all.length + size; offset += size)
          windows.push(...(await window(sort, size, offset)));
        expect(windows, `${sort}, ${size} a window`).toEqual(all);
      }
    }
  });
});
