import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { createCategory, createProduct, createSubcategory } from './helpers/factories.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('catalogue endpoints on an empty catalogue', () => {
  const ctx = useTestApp();

  it.each([
    ['/api/products', { products: [] }],
    ['/api/productsOP/all_products', { products: [], page: 1, pages: 0, total: 0 }],
    ['/api/productsOP/highlighted', { products: [] }],
    ['/api/categories', []],
    ['/api/subcategories', []],
    ['/api/banners', { banners: [] }],
    [
      '/api/products/search?q=tofu',
      { products: [], categories: [], search_id: expect.any(String) },
    ],
  ])('GET %s answers an empty result', async (url, body) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body);
  });

  it('serves the default shop settings even before any are stored', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ shop_name: 'Jangbogi', bank_name: 'KB Kookmin Bank' });
  });
});

describe('catalogue endpoints', () => {
  const ctx = useTestApp();
  describe('with products', () => {
    let categoryId: string;
    let otherCategoryId: string;
    let tofuSubId: string;
    let noodleSubId: string;
    let emptySubId: string;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const food = await createCategory(ctx.db, { name: 'Fresh Food' });
      const pantry = await createCategory(ctx.db, { name: 'Pantry' });
      categoryId = food.id;
      otherCategoryId = pantry.id;
      tofuSubId = (await createSubcategory(ctx.db, { categoryId: food.id, name: 'Tofu' })).id;
      emptySubId = (await createSubcategory(ctx.db, { categoryId: food.id, name: 'Eggs' })).id;
      noodleSubId = (await createSubcategory(ctx.db, { categoryId: pantry.id, name: 'Noodles' }))
        .id;
      const tofu = await createProduct(ctx.db, {
        subcategoryId: tofuSubId,
        name: 'Soft Tofu 300g',
        nameKr: '순두부 300g',
        sellPrice: 2500,
        salePrice: 1900,
        comparePrice: 2500,
        isOnSale: true,
        isHighlighted: true,
        description: 'Silky.',
        taxType: 'exempt',
      });
      ids.tofu = tofu.id;
      await ctx.db.productImage.createMany({
        data: [
          { productId: tofu.id, url: '/uploads/a.svg', isMain: false, sortOrder: 0 },
          { productId: tofu.id, url: '/uploads/main.svg', isMain: true, sortOrder: 1 },
        ],
      });
      ids.ramyun = (
        await createProduct(ctx.db, {
          subcategoryId: noodleSubId,
          name: 'Shin Ramyun 120g x 5',
          nameKr: '신라면 120g x 5',
          sellPrice: 4980,
        })
      ).id;
      ids.archived = (
        await createProduct(ctx.db, {
          subcategoryId: noodleSubId,
          name: 'Old Ramyun',
          nameKr: '옛날 라면',
          archivedAt: new Date(),
        })
      ).id;
      await ctx.db.banner.createMany({
        data: [
          { title: 'Fresh', imageUrl: '/uploads/b1.svg', sortOrder: 1 },
          { title: 'Hidden', imageUrl: '/uploads/b2.svg', isActive: false },
        ],
      });
    });

    const get = (url: string) => ctx.app.inject({ method: 'GET', url });

    it('lists live products newest first, with price and main image', async () => {
      const res = await get('/api/products');
      expect(res.statusCode).toBe(200);
      const { products } = res.json<{
        products: { _id: string; price: number; imageUrl: string | null }[];
      }>();
      expect(products.map((p) => p._id)).toEqual([ids.ramyun, ids.tofu]);
      expect(products[1]).toMatchObject({
        price: 1900,
        imageUrl: '/uploads/main.svg',
        subcategory_id: tofuSubId,
      });
      expect(products[0]).toMatchObject({ price: 4980, imageUrl: null });
    });

    it('lists only featured products when asked, however many newer products there are', async () => {
      const featured = await createProduct(ctx.db, {
        subcategoryId: noodleSubId,
        name: 'Featured Gimbap',
        isFeatured: true,
      });
      await ctx.db.product.update({
        where: { id: featured.id },
        data: { createdAt: new Date('2020-01-01') },
      });
      const newer = await Promise.all(
        Array.from({ length: 3 }, (_, i) =>
          createProduct(ctx.db, { subcategoryId: noodleSubId, name: `Newer ${i}` }),
        ),
      );
      try {
        const res = await get('/api/products?featured=true&limit=2');
        expect(res.statusCode).toBe(200);
        expect(res.json<{ products: { _id: string }[] }>().products.map((p) => p._id)).toEqual([
          featured.id,
        ]);
        expect((await get('/api/products?featured=yes')).statusCode).toBe(400);
      } finally {
        await ctx.db.product.deleteMany({
          where: { id: { in: [featured.id, ...newer.map((p) => p.id)] } },
        });
      }
    });

    it('filters by subcategory and pages with a limit', async () => {
      expect((await get(`/api/products?subcategory=${tofuSubId}`)).json().products).toHaveLength(1);
      const page2 = await get('/api/products?limit=1&page=2');
      expect(page2.json().products.map((p: { _id: string }) => p._id)).toEqual([ids.tofu]);
    });

    it.each([
      ['/api/products?page=0', 'page'],
      ['/api/products?page=-1', 'page'],
      ['/api/products?page=abc', 'page'],
      ['/api/products?page=1.5', 'page'],
      ['/api/products?limit=101', 'limit'],
      ['/api/products?colour=red', ''],
      ['/api/products?subcategory=nope', 'subcategory'],
      ['/api/productsOP/all_products?page=0', 'page'],
      ['/api/productsOP/all_products?page=abc', 'page'],
      ['/api/productsOP/all_products?sort=name', ''],
      ['/api/productsOP/highlighted?x=1', ''],
      ['/api/categories?x=1', ''],
      ['/api/banners?x=1', ''],
      ['/api/products/by-subcategories', 'ids'],
      ['/api/products/by-subcategories?ids=abc', 'ids'],
      ['/api/products/search', 'q'],
      ['/api/products/search?q=', 'q'],
      [`/api/categories/${UNKNOWN_ID}/products?page=0`, 'page'],
    ])('GET %s is a 400', async (url, field) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      const body = res.json<{ message: string; code: string }>();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.message).toContain(field);
    });

    it.each([
      ['/api/products/123', 'Invalid id'],
      ['/api/product-images/xyz', 'Invalid id'],
      ['/api/categories/1', 'Invalid id'],
      ['/api/categories/1/products', 'Invalid id'],
      ['/api/subcategories/abc', 'Invalid id'],
      ['/api/subcategories/abc/products', 'Invalid id'],
    ])('GET %s rejects a malformed id', async (url, message) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it.each([
      [`/api/products/${UNKNOWN_ID}`, 'Product not found'],
      [`/api/product-images/${UNKNOWN_ID}`, 'Product not found'],
      [`/api/categories/${UNKNOWN_ID}`, 'Category not found'],
      [`/api/categories/${UNKNOWN_ID}/products`, 'Category not found'],
      [`/api/subcategories/${UNKNOWN_ID}`, 'Subcategory not found'],
      [`/api/subcategories/${UNKNOWN_ID}/products`, 'Subcategory not found'],
    ])('GET %s is a 404', async (url, message) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message, code: 'NOT_FOUND' });
    });

    it('hides archived products everywhere', async () => {
      expect((await get(`/api/products/${ids.archived}`)).statusCode).toBe(404);
      expect((await get(`/api/product-images/${ids.archived}`)).statusCode).toBe(404);
      expect(
        (await get(`/api/subcategories/${noodleSubId}/products`)).json().products,
      ).toHaveLength(1);
      expect((await get('/api/products/search?q=old')).json().products).toEqual([]);
    });

    it('returns the product detail with subcategory, category and images', async () => {
      const res = await get(`/api/products/${ids.tofu}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        _id: ids.tofu,
        name_kr: '순두부 300g',
        description: 'Silky.',
        price: 1900,
        imageUrl: '/uploads/main.svg',
        subcategory: {
          _id: tofuSubId,
          name: 'Tofu',
          category_id: { _id: categoryId, name: 'Fresh Food', name_kr: '카테고리' },
        },
        images: [
          { url: '/uploads/main.svg', is_main: true },
          { url: '/uploads/a.svg', is_main: false },
        ],
      });
    });

    it('lists product images main first', async () => {
      const res = await get(`/api/product-images/${ids.tofu}`);
      expect(res.json()).toEqual([
        { url: '/uploads/main.svg', is_main: true },
        { url: '/uploads/a.svg', is_main: false },
      ]);
      expect((await get(`/api/product-images/${ids.ramyun}`)).json()).toEqual([]);
    });

    it('pages the shop grid 18 at a time', async () => {
      const res = await get('/api/productsOP/all_products?page=1');
      expect(res.json()).toMatchObject({ page: 1, pages: 1, total: 2 });
      const beyond = await get('/api/productsOP/all_products?page=5');
      expect(beyond.json()).toEqual({ products: [], page: 5, pages: 1, total: 2 });
    });

    it('says in every product list whether each product is taxed or VAT-exempt', async () => {
      const lists = [
        '/api/products',
        '/api/productsOP/all_products?page=1',
        '/api/productsOP/highlighted',
        `/api/categories/${categoryId}/products`,
        `/api/subcategories/${tofuSubId}/products`,
        `/api/products/by-subcategories?ids=${tofuSubId},${noodleSubId}`,
        '/api/products/search?q=tofu',
      ];
      for (const url of lists) {
        const { products } = (await get(url)).json<{
          products: { _id: string; tax_type: string }[];
        }>();
        expect(products.length, url).toBeGreaterThan(0);
        for (const product of products) {
          expect(product.tax_type, url).toBe(product._id === ids.tofu ? 'exempt' : 'taxed');
        }
      }
    });

    it('lists highlighted products', async () => {
      const { products } = (await get('/api/productsOP/highlighted')).json<{
        products: { _id: string }[];
      }>();
      expect(products.map((p) => p._id)).toEqual([ids.tofu]);
    });

    it('lists categories with subcategories and subcategories with their category', async () => {
      const categories = (await get('/api/categories')).json();
      expect(categories).toHaveLength(2);
      expect(
        categories.find((c: { _id: string }) => c._id === categoryId).subcategories,
      ).toHaveLength(2);
      const subs = (await get('/api/subcategories')).json();
      expect(subs).toContainEqual({
        _id: noodleSubId,
        name: 'Noodles',
        name_kr: null,
        category_id: { _id: otherCategoryId, name: 'Pantry', name_kr: '카테고리' },
      });
      expect((await get(`/api/subcategories/${tofuSubId}`)).json().category_id).toEqual({
        _id: categoryId,
        name: 'Fresh Food',
        name_kr: '카테고리',
      });
      expect((await get(`/api/categories/${categoryId}`)).json()).toEqual({
        _id: categoryId,
        name: 'Fresh Food',
        name_kr: '카테고리',
      });
    });

    it('lists products of a category, a subcategory and several subcategories', async () => {
      expect(
        (await get(`/api/categories/${categoryId}/products`))
          .json()
          .products.map((p: { _id: string }) => p._id),
      ).toEqual([ids.tofu]);
      expect((await get(`/api/subcategories/${emptySubId}/products`)).json()).toEqual({
        products: [],
        page: 1,
        pages: 0,
        total: 0,
      });
      const both = await get(`/api/products/by-subcategories?ids=${tofuSubId},${noodleSubId}`);
      expect(both.json().products).toHaveLength(2);
      expect((await get(`/api/products/by-subcategories?ids=${UNKNOWN_ID}`)).json()).toEqual({
        products: [],
      });
    });

    it('lists only active banners', async () => {
      const res = await get('/api/banners');
      expect(res.json().banners).toEqual([
        {
          _id: expect.any(String),
          title: 'Fresh',
          title_kr: null,
          subtitle: null,
          subtitle_kr: null,
          imageUrl: '/uploads/b1.svg',
          linkUrl: null,
          isActive: true,
        },
      ]);
    });

    describe('settings', () => {
      afterAll(async () => {
        await ctx.db.shopSetting.deleteMany();
      });
      it('prefers stored values and ignores malformed ones', async () => {
        await ctx.db.shopSetting.createMany({
          data: [
            { key: 'phone', value: '02-555-0000' },
            { key: 'email', value: 'not an email' },
          ],
        });
        const res = await get('/api/settings');
        expect(res.json()).toMatchObject({ phone: '02-555-0000', email: 'help@jangbogi.kr' });
        expect(res.json().return_policy.sections.length).toBeGreaterThan(0);
      });
    });
  });
});
