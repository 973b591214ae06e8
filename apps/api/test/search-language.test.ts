// Search ranks the shopper's language's names first (issue: a Korean page finds 김치 by its
// Korean name before products that only match in English), in the header box and on the results
// page, and sorts the rest by the name in that language.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { createProduct, createSubcategory } from './helpers/factories.ts';

describe('search in the shopper’s language', () => {
  const ctx = useTestApp();
  const names = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ products: { name: string }[] }>().products.map((p) => p.name);
  };

  beforeAll(async () => {
    const { id: subcategoryId } = await createSubcategory(ctx.db);
    const product = (name: string, nameKr: string) =>
      createProduct(ctx.db, { subcategoryId, name, nameKr });
    // Starts with "zq" in English only, in Korean only, and two that only contain it.
    await product('Zq Rice Cakes', '떡 zq');
    await product('Instant Rice', 'ZQ 햇반');
    await product('Apple zq', '나주 배 zq');
    await product('Banana zq', '가나 바나나 zq');
  });

  it('ranks English names first on English pages', async () => {
    const expected = ['Zq Rice Cakes', 'Instant Rice', 'Apple zq', 'Banana zq'];
    expect(await names('/api/products/search?q=zq')).toEqual(expected);
    expect(await names('/api/products/search?q=zq&lang=en')).toEqual(expected);
    expect(await names('/api/products/search/results?q=zq&lang=en')).toEqual(expected);
  });

  it('ranks Korean names first, in 가나다 order, on Korean pages', async () => {
    const expected = ['Instant Rice', 'Zq Rice Cakes', 'Banana zq', 'Apple zq'];
    expect(await names('/api/products/search?q=zq&lang=ko')).toEqual(expected);
    expect(await names('/api/products/search/results?q=zq&lang=ko')).toEqual(expected);
  });

  it('refuses a language the shop does not speak', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products/search?q=zq&lang=fr' });
    expect(res.statusCode).toBe(400);
  });
});
