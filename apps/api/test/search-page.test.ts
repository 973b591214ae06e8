import { PRODUCTS_PER_PAGE } from '@jangbogi/contracts/catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { createProduct, createSubcategory } from './helpers/factories.ts';

interface Page {
  products: { name: string }[];
  page: number;
  pages: number;
  total: number;
}

describe('GET /api/products/search/results', () => {
  const ctx = useTestApp();
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    const { id: subcategoryId } = await createSubcategory(ctx.db);
    // More tofu than one page holds: 20 that contain "tofu", one that starts with it.
    for (let i = 0; i < 20; i++) {
      const n = String(i).padStart(2, '0');
      await createProduct(ctx.db, { subcategoryId, name: `Soft Tofu ${n}`, nameKr: `순두부 ${n}` });
    }
    await createProduct(ctx.db, { subcategoryId, name: 'Tofu Block', nameKr: '모두부' });
    await createProduct(ctx.db, { subcategoryId, name: 'Shin Ramyun', nameKr: '신라면' });
    await createProduct(ctx.db, {
      subcategoryId,
      name: 'Old Tofu',
      nameKr: '옛날 두부',
      archivedAt: new Date(),
    });
  });

  it('pages every live match, names that start with the query first', async () => {
    const first = await get('/api/products/search/results?q=TOFU');
    expect(first.statusCode).toBe(200);
    const page1 = first.json<Page>();
    expect(page1).toMatchObject({ page: 1, pages: 2, total: 21 });
    expect(page1.products).toHaveLength(PRODUCTS_PER_PAGE);
    expect(page1.products[0]?.name).toBe('Tofu Block');
    expect(page1.products[1]?.name).toBe('Soft Tofu 00');

    const page2 = (await get('/api/products/search/results?q=tofu&page=2')).json<Page>();
    expect(page2).toMatchObject({ page: 2, pages: 2, total: 21 });
    expect(page2.products.map((p) => p.name)).toEqual([
      'Soft Tofu 17',
      'Soft Tofu 18',
      'Soft Tofu 19',
    ]);
  });

  it('matches Korean names as the header search does', async () => {
    const body = (
      await get(`/api/products/search/results?q=${encodeURIComponent('두부')}`)
    ).json<Page>();
    expect(body.total).toBe(21);
  });

  it('answers an empty page for no match and a page past the end', async () => {
    expect((await get('/api/products/search/results?q=kimchi')).json()).toMatchObject({
      products: [],
      page: 1,
      pages: 0,
      total: 0,
      corrected_to: null,
    });
    expect((await get('/api/products/search/results?q=tofu&page=9')).json()).toMatchObject({
      products: [],
      page: 9,
      pages: 2,
      total: 21,
    });
  });

  it.each(['', '?q=', '?q=tofu&page=0', '?q=tofu&x=1'])('refuses %s with a 400', async (query) => {
    const res = await get(`/api/products/search/results${query}`);
    expect(res.statusCode).toBe(400);
  });
});
