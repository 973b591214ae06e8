import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { adminSession, customerSession } from './helpers/admin.ts';
import { createCategory, createProduct, createSubcategory } from './helpers/factories.ts';

interface TreeSubcategory {
  _id: string;
  category_id: string;
  name: string;
  sort_order: number;
  live_product_count: number;
  archived: boolean;
}
interface TreeCategory {
  _id: string;
  name: string;
  archived: boolean;
  subcategories: TreeSubcategory[];
}

describe('back-office categories', () => {
  const ctx = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = (await adminSession(ctx.app, ctx.db)).headers;
  });
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const tree = async () =>
    (await call('GET', '/api/admin/categories')).json<{ categories: TreeCategory[] }>().categories;
  const categoryIn = async (id: string) => (await tree()).find((c) => c._id === id);

  it('creates and renames a category and a subcategory', async () => {
    const created = await call('POST', '/api/admin/categories', {
      name: 'Kimchi',
      name_kr: '김치',
    });
    expect(created.statusCode).toBe(201);
    const categoryId: string = created.json()._id;
    const sub = await call('POST', `/api/admin/categories/${categoryId}/subcategories`, {
      name: 'Cabbage kimchi',
    });
    expect(sub.statusCode).toBe(201);

    expect(
      (await call('PATCH', `/api/admin/categories/${categoryId}`, { name: 'Kimchi & pickles' }))
        .statusCode,
    ).toBe(204);
    expect(
      (await call('PATCH', `/api/admin/subcategories/${sub.json()._id}`, { name: 'Baechu kimchi' }))
        .statusCode,
    ).toBe(204);
    // Without a position, a new one goes last.
    await call('POST', `/api/admin/categories/${categoryId}/subcategories`, {
      name: 'Radish kimchi',
    });
    const category = await categoryIn(categoryId);
    expect(category).toMatchObject({ name: 'Kimchi & pickles', archived: false });
    expect(category?.subcategories.map((s) => s.name)).toEqual(['Baechu kimchi', 'Radish kimchi']);
  });

  it('moves subcategories up and down among their siblings', async () => {
    const category = await createCategory(ctx.db);
    const [a, b, c] = await Promise.all(
      ['A', 'B', 'C'].map((name) => createSubcategory(ctx.db, { categoryId: category.id, name })),
    );
    expect(
      (await call('POST', `/api/admin/subcategories/${c!.id}/move`, { direction: 'up' }))
        .statusCode,
    ).toBe(204);
    let order = (await categoryIn(category.id))?.subcategories.map((s) => s.name);
    expect(order).toEqual(['A', 'C', 'B']);
    await call('POST', `/api/admin/subcategories/${a!.id}/move`, { direction: 'down' });
    order = (await categoryIn(category.id))?.subcategories.map((s) => s.name);
    expect(order).toEqual(['C', 'A', 'B']);
    // Already first: nothing changes.
    await call('POST', `/api/admin/subcategories/${c!.id}/move`, { direction: 'up' });
    order = (await categoryIn(category.id))?.subcategories.map((s) => s.name);
    expect(order).toEqual(['C', 'A', 'B']);
    expect(b).toBeDefined();
  });

  it('moves categories in the menu order', async () => {
    const first = await call('POST', '/api/admin/categories', {
      name: 'Order first',
      sort_order: 0,
    });
    const second = await call('POST', '/api/admin/categories', {
      name: 'Order second',
      sort_order: 0,
    });
    await call('POST', `/api/admin/categories/${second.json()._id}/move`, { direction: 'up' });
    const names = (await tree()).map((c) => c.name).filter((n) => n.startsWith('Order '));
    expect(names).toEqual(['Order second', 'Order first']);
    expect(first.statusCode).toBe(201);
  });

  it('moves a subcategory to another category', async () => {
    const from = await createCategory(ctx.db);
    const to = await createCategory(ctx.db);
    const sub = await createSubcategory(ctx.db, { categoryId: from.id });
    const moved = await call('PATCH', `/api/admin/subcategories/${sub.id}`, { category_id: to.id });
    expect(moved.statusCode).toBe(204);
    expect((await categoryIn(from.id))?.subcategories).toEqual([]);
    expect((await categoryIn(to.id))?.subcategories.map((s) => s._id)).toEqual([sub.id]);
    const missing = await call('PATCH', `/api/admin/subcategories/${sub.id}`, {
      category_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses to archive a subcategory while live products use it, then allows it', async () => {
    const sub = await createSubcategory(ctx.db);
    const products = await Promise.all(
      [1, 2, 3].map(() => createProduct(ctx.db, { subcategoryId: sub.id })),
    );
    await createProduct(ctx.db, { subcategoryId: sub.id, archivedAt: new Date() });

    const refused = await call('POST', `/api/admin/subcategories/${sub.id}/archive`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IN_USE',
      message: '3 products on sale still use this subcategory; move or archive them first.',
    });
    const category = await categoryIn(sub.categoryId);
    expect(category?.subcategories[0]).toMatchObject({ live_product_count: 3, archived: false });

    await ctx.db.product.updateMany({
      where: { id: { in: products.map((p) => p.id) } },
      data: { archivedAt: new Date() },
    });
    expect((await call('POST', `/api/admin/subcategories/${sub.id}/archive`)).statusCode).toBe(204);
    expect((await categoryIn(sub.categoryId))?.subcategories[0]).toMatchObject({ archived: true });
    // History stays: the archived products still point at it.
    expect(await ctx.db.product.count({ where: { subcategoryId: sub.id } })).toBe(4);
  });

  it('refuses to archive a category whose subcategories hold live products', async () => {
    const sub = await createSubcategory(ctx.db);
    await createProduct(ctx.db, { subcategoryId: sub.id });
    const refused = await call('POST', `/api/admin/categories/${sub.categoryId}/archive`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      '1 product on sale still uses this category; move or archive them first.',
    );
  });

  it('hides archived categories and subcategories from the storefront', async () => {
    const shownSub = await createSubcategory(ctx.db);
    const hiddenSub = await createSubcategory(ctx.db, { categoryId: shownSub.categoryId });
    const hiddenCategory = await createCategory(ctx.db);
    const subOfHidden = await createSubcategory(ctx.db, { categoryId: hiddenCategory.id });
    expect(
      (await call('POST', `/api/admin/subcategories/${hiddenSub.id}/archive`)).statusCode,
    ).toBe(204);
    expect(
      (await call('POST', `/api/admin/categories/${hiddenCategory.id}/archive`)).statusCode,
    ).toBe(204);

    const menu = (await ctx.app.inject({ method: 'GET', url: '/api/categories' })).json();
    const categoryIds = menu.map((c: { _id: string }) => c._id);
    expect(categoryIds).toContain(shownSub.categoryId);
    expect(categoryIds).not.toContain(hiddenCategory.id);
    const shown = menu.find((c: { _id: string }) => c._id === shownSub.categoryId);
    expect(shown.subcategories.map((s: { _id: string }) => s._id)).toEqual([shownSub.id]);

    const subIds = (await ctx.app.inject({ method: 'GET', url: '/api/subcategories' }))
      .json()
      .map((s: { _id: string }) => s._id);
    expect(subIds).toContain(shownSub.id);
    expect(subIds).not.toContain(hiddenSub.id);
    expect(subIds).not.toContain(subOfHidden.id);

    for (const url of [
      `/api/categories/${hiddenCategory.id}`,
      `/api/categories/${hiddenCategory.id}/products`,
      `/api/subcategories/${hiddenSub.id}`,
      `/api/subcategories/${hiddenSub.id}/products`,
      `/api/subcategories/${subOfHidden.id}`,
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }

    expect(
      (await call('POST', `/api/admin/subcategories/${hiddenSub.id}/unarchive`)).statusCode,
    ).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/subcategories/${hiddenSub.id}` }))
        .statusCode,
    ).toBe(200);
  });

  it('files no new product under an archived subcategory', async () => {
    const sub = await createSubcategory(ctx.db);
    expect((await call('POST', `/api/admin/subcategories/${sub.id}/archive`)).statusCode).toBe(204);
    const res = await call('POST', '/api/admin/products', {
      name: 'Late tofu',
      name_kr: '두부',
      sell_price: 2_000,
      stock_quantity: 1,
      subcategory_id: sub.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fieldErrors.subcategory_id).toEqual(['This subcategory is archived']);
  });

  it('refuses shoppers', async () => {
    const customer = await customerSession(ctx.app, ctx.db);
    const sub = await createSubcategory(ctx.db);
    for (const [method, url] of [
      ['GET', '/api/admin/categories'],
      ['POST', `/api/admin/subcategories/${sub.id}/archive`],
      ['POST', `/api/admin/categories/${sub.categoryId}/move`],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: customer.headers,
        payload: { direction: 'up' },
      });
      expect(res.statusCode, url).toBe(403);
    }
    expect(
      await ctx.db.subcategory.count({ where: { id: sub.id, archivedAt: { not: null } } }),
    ).toBe(0);
  });
});
