// Numbered pages over page anchors (src/domain/catalogue/list-pages.ts): every page is the next
// slice of one order, and adding, archiving or moving products between two page requests is
// seen at once, with no product twice, none missing and the right totals.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { createCategory, createProduct, createSubcategory } from './helpers/factories.ts';

interface Page {
  products: { _id: string; imageUrl: string | null }[];
  page: number;
  pages: number;
  total: number;
}

describe('paged product lists', () => {
  const ctx = useTestApp();
  let categoryId: string;
  let otherCategoryId: string;
  let subA: string;
  let subB: string;
  let subOther: string;

  const get = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };

  /** What the pages must add up to: live products of the list, newest first. */
  async function expectedIds(where: 'all' | { categoryId: string } | { subcategoryId: string }) {
    const rows = await ctx.db.product.findMany({
      where: {
        archivedAt: null,
        ...(where === 'all'
          ? {}
          : 'categoryId' in where
            ? { subcategory: { categoryId: where.categoryId } }
            : { subcategoryId: where.subcategoryId }),
      },
      orderBy: { listPosition: 'desc' },
      select: { id: true },
    });
    return rows.map((r) => r.id);
  }

  /** Reads pages 1, 2, ... up to one past the last and checks the paging fields on the way. */
  async function walk(base: string, perPage: number) {
    const first = await get(`${base}${base.includes('?') ? '&' : '?'}page=1`);
    const ids = first.products.map((p) => p._id);
    for (let page = 2; page <= first.pages + 1; page++) {
      const next = await get(`${base}${base.includes('?') ? '&' : '?'}page=${page}`);
      expect(next).toMatchObject({ page, pages: first.pages, total: first.total });
      if (page <= first.pages)
        expect(next.products.length).toBe(
          page < first.pages ? perPage : first.total - perPage * (first.pages - 1),
        );
      else expect(next.products).toEqual([]);
      ids.push(...next.products.map((p) => p._id));
    }
    expect(first.pages).toBe(Math.ceil(first.total / perPage));
    return { ids, total: first.total };
  }

  beforeAll(async () => {
    categoryId = (await createCategory(ctx.db, { name: 'Paging Food' })).id;
    otherCategoryId = (await createCategory(ctx.db, { name: 'Paging Other' })).id;
    subA = (await createSubcategory(ctx.db, { categoryId, name: 'A' })).id;
    subB = (await createSubcategory(ctx.db, { categoryId, name: 'B' })).id;
    subOther = (await createSubcategory(ctx.db, { categoryId: otherCategoryId, name: 'C' })).id;
    const subs = [subA, subB, subOther];
    for (let i = 0; i < 61; i++) {
      await createProduct(ctx.db, {
        subcategoryId: subs[i % 3],
        name: `Paging product ${i}`,
        archivedAt: i % 10 === 9 ? new Date() : null,
      });
    }
  }, 60_000);

  it('walks the shop grid in one stable order, each product once, with the right total', async () => {
    const expected = await expectedIds('all');
    const { ids, total } = await walk('/api/productsOP/all_products', 18);
    expect(total).toBe(expected.length);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(ids.length);
    // Asked again, the same pages answer the same.
    expect((await walk('/api/productsOP/all_products', 18)).ids).toEqual(ids);
  });

  it('pages categories and subcategories the same way, 18 a page or by limit', async () => {
    const category = await walk(`/api/categories/${categoryId}/products`, 18);
    expect(category.ids).toEqual(await expectedIds({ categoryId }));
    const sub = await walk(`/api/subcategories/${subB}/products?limit=5`, 5);
    expect(sub.ids).toEqual(await expectedIds({ subcategoryId: subB }));
    expect(sub.total).toBe(18);
  });

  it('sees products added and archived between two page requests: no duplicates, no gaps', async () => {
    const before = await get('/api/productsOP/all_products?page=2');
    // A new product goes to the top of the list; one of page 3 is archived.
    const added = await createProduct(ctx.db, { subcategoryId: subA, name: 'Paging newcomer' });
    const page3 = await get('/api/productsOP/all_products?page=3');
    await ctx.db.product.update({
      where: { id: page3.products[4]!._id },
      data: { archivedAt: new Date() },
    });

    const after = await get('/api/productsOP/all_products?page=2');
    expect(after.total).toBe(before.total);
    const expected = await expectedIds('all');
    expect(expected[0]).toBe(added.id);
    expect(after.products.map((p) => p._id)).toEqual(expected.slice(18, 36));

    const { ids, total } = await walk('/api/productsOP/all_products', 18);
    expect(ids).toEqual(expected);
    expect(total).toBe(expected.length);
    const inCategory = await walk(`/api/categories/${categoryId}/products`, 18);
    expect(inCategory.ids).toEqual(await expectedIds({ categoryId }));
  });

  it('follows a product moved to another category and one deleted for good', async () => {
    const [moved] = await expectedIds({ subcategoryId: subA });
    await ctx.db.product.update({ where: { id: moved! }, data: { subcategoryId: subOther } });
    expect((await walk(`/api/categories/${categoryId}/products`, 18)).ids).toEqual(
      await expectedIds({ categoryId }),
    );
    expect((await walk(`/api/categories/${otherCategoryId}/products`, 18)).ids).toContain(moved);

    const [gone] = await expectedIds('all');
    await ctx.db.product.delete({ where: { id: gone! } });
    const all = await walk('/api/productsOP/all_products', 18);
    expect(all.ids).not.toContain(gone);
    expect(all.ids).toEqual(await expectedIds('all'));
  });

  it('answers 404 for a category created and deleted since its list was read', async () => {
    const temporary = await createCategory(ctx.db, { name: 'Paging Temporary' });
    expect(await get(`/api/categories/${temporary.id}/products`)).toEqual({
      products: [],
      page: 1,
      pages: 0,
      total: 0,
    });
    await ctx.db.category.delete({ where: { id: temporary.id } });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/categories/${temporary.id}/products`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('keeps the main image on the product row as images change', async () => {
    const product = await createProduct(ctx.db, { subcategoryId: subA, name: 'Paging pictured' });
    const imageOf = async () =>
      (await get('/api/productsOP/all_products?page=1')).products.find((p) => p._id === product.id)
        ?.imageUrl;
    expect(await imageOf()).toBeNull();
    await ctx.db.productImage.create({
      data: { productId: product.id, url: '/uploads/second.png', sortOrder: 1 },
    });
    expect(await imageOf()).toBe('/uploads/second.png');
    const first = await ctx.db.productImage.create({
      data: { productId: product.id, url: '/uploads/first.png', sortOrder: 0 },
    });
    expect(await imageOf()).toBe('/uploads/first.png');
    await ctx.db.productImage.updateMany({
      where: { url: '/uploads/second.png' },
      data: { isMain: true },
    });
    expect(await imageOf()).toBe('/uploads/second.png');
    await ctx.db.productImage.deleteMany({ where: { productId: product.id, isMain: true } });
    expect(await imageOf()).toBe(first.url);
    await ctx.db.productImage.deleteMany({ where: { productId: product.id } });
    expect(await imageOf()).toBeNull();
  });
});
