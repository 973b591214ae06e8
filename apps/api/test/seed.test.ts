import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CatalogueFileError, parseCatalogueFile } from '../src/db/seed/catalogue-schema.ts';
import { generateProducts } from '../src/db/seed/generate-products.ts';
import { loadCatalogue } from '../src/db/seed/load-catalogue.ts';
import { seedIfEmpty, seedShop } from '../src/db/seed/seed.ts';
import { prismaSql } from '../src/db/sql.ts';
import { refreshSearchDocuments } from '../src/domain/catalogue/search/refresh.ts';
import { verifyPassword } from '../src/domain/accounts/password.ts';
import { missingFoodInformation } from '@jangbogi/contracts/product-information';
import { useTestApp } from './helpers/app.ts';

async function counts(ctx: ReturnType<typeof useTestApp>) {
  const [row] = await ctx.db.$queryRaw<Record<string, number>[]>`
    SELECT (SELECT count(*)::int FROM categories) AS categories, (SELECT count(*)::int FROM subcategories) AS subcategories,
      (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM product_images) AS images,
      (SELECT count(*)::int FROM banners) AS banners, (SELECT count(*)::int FROM promos) AS promos,
      (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM addresses) AS addresses,
      (SELECT count(*)::int FROM shop_settings) AS settings,
      (SELECT max(updated_at)::text FROM products) AS last_update`;
  return row;
}

describe('seed', () => {
  const ctx = useTestApp();

  it('seeds an empty database once, then leaves it alone', { timeout: 120_000 }, async () => {
    const logs: string[] = [];
    expect(await seedIfEmpty(ctx.databaseUrl, ctx.config, (m) => logs.push(m))).toBe(true);
    const first = await counts(ctx);
    expect(first).toMatchObject({ banners: 3, users: 2, addresses: 2, promos: 4 });
    expect(first?.categories).toBeGreaterThanOrEqual(8);
    expect(first?.subcategories).toBeGreaterThanOrEqual(25);
    expect(first?.products).toBeGreaterThanOrEqual(150);
    expect(await seedIfEmpty(ctx.databaseUrl, ctx.config, (m) => logs.push(m))).toBe(false);
    const summary = await seedShop(ctx.db, ctx.config);
    expect(summary).toMatchObject({ created: 0, updated: 0 });
    expect(await counts(ctx)).toEqual(first);
  });

  it('makes a realistic shop', async () => {
    const products = await ctx.db.product.findMany({
      select: {
        sellPrice: true,
        salePrice: true,
        isOnSale: true,
        isFeatured: true,
        isHighlighted: true,
        stockQuantity: true,
      },
    });
    expect(products.every((p) => p.sellPrice >= 1_500 && p.sellPrice <= 60_000)).toBe(true);
    expect(products.every((p) => !p.isOnSale || (p.salePrice ?? Infinity) < p.sellPrice)).toBe(
      true,
    );
    expect(products.filter((p) => p.isFeatured).length).toBeGreaterThan(5);
    expect(products.filter((p) => p.isHighlighted).length).toBeGreaterThan(3);
    const outOfStock = products.filter((p) => p.stockQuantity === 0).length / products.length;
    expect(outOfStock).toBeGreaterThan(0.02);
    expect(outOfStock).toBeLessThan(0.1);

    const admin = await ctx.db.user.findUniqueOrThrow({ where: { email: ctx.config.ADMIN_EMAIL } });
    expect(admin.role).toBe('admin');
    expect(await verifyPassword(ctx.config.ADMIN_PASSWORD, admin.passwordHash)).toBe(true);
    const demo = await ctx.db.user.findUniqueOrThrow({ where: { email: 'demo@jangbogi.kr' } });
    expect(await verifyPassword('demo-password-2026', demo.passwordHash)).toBe(true);
    expect((await ctx.db.promo.findUniqueOrThrow({ where: { code: 'WELCOME10' } })).minOrder).toBe(
      20_000,
    );
  });

  it('gives every built-in product Korean units, a Korean description, and food its origin and notice', async () => {
    const products = await ctx.db.product.findMany({
      select: {
        name: true,
        nameKr: true,
        weight: true,
        weightKr: true,
        origin: true,
        storage: true,
        notice: true,
        descriptionKr: true,
        subcategory: { select: { category: { select: { noticeKind: true } } } },
      },
    });
    const incomplete = products
      .filter(
        (p) =>
          missingFoodInformation(
            {
              name_kr: p.nameKr,
              weight: p.weight,
              weight_kr: p.weightKr,
              origin: p.origin,
              notice: p.notice as Record<string, string>,
            },
            p.subcategory.category.noticeKind,
          ).length > 0 ||
          !/[가-힣]/.test(p.descriptionKr ?? '') ||
          // No English pack words left in a Korean name.
          /\b(head|ea|bunch|sheets|slices|rolls|servings|fillets)\b/.test(p.nameKr),
      )
      .map((p) => p.name);
    expect(incomplete).toEqual([]);
    const kinds = new Set(products.map((p) => p.subcategory.category.noticeKind));
    expect([...kinds].sort()).toEqual(['food', 'household', 'processed_food']);
    const korean = new Map(products.map((p) => [p.name, p.nameKr]));
    expect(korean.get('Napa Cabbage 1 head')).toBe('알배기 배추 1통');
    expect(korean.get('2080 Toothbrushes 10 ea')).toBe('2080 칫솔 10개입');
    expect(korean.get('Kleenex Toilet Tissue 30m x 30 rolls')).toBe('크리넥스 화장지 30m x 30롤');
    expect(korean.get('Sliced Cheese 18 slices')).toBe('체다 슬라이스 치즈 18매');
    expect(korean.get('Green Onion 1 bunch')).toBe('대파 1단');
    expect(korean.get('Perilla Leaves 30 sheets')).toBe('깻잎 30매');
    expect(products.filter((p) => p.storage === 'frozen').length).toBeGreaterThan(5);
    expect(products.filter((p) => p.storage === 'chilled').length).toBeGreaterThan(20);
  });

  it('serves the seeded illustrations and re-draws missing ones at start', async () => {
    const { products } = (
      await ctx.app.inject({ method: 'GET', url: '/api/products?limit=1' })
    ).json<{ products: { imageUrl: string }[] }>();
    const url = products[0]?.imageUrl ?? '';
    expect(url).toMatch(/^\/uploads\/catalogue\/.+\.svg$/);
    const file = path.join(ctx.config.uploadDir, url.replace('/uploads/', ''));
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<svg');
    expect(res.body).not.toMatch(/[\u3131-\uD79D]/);
    await rm(file);
    await seedIfEmpty(ctx.databaseUrl, ctx.config, () => {});
    expect(existsSync(file)).toBe(true);
    const banners = (await ctx.app.inject({ method: 'GET', url: '/api/banners' })).json<{
      banners: { title_kr: string; subtitle_kr: string; imageUrl: string }[];
    }>().banners;
    expect(banners).toHaveLength(3);
    // Korean pages write the banners' Korean words over pictures that carry none.
    expect(banners[0]).toMatchObject({
      title_kr: '5만원 이상 무료배송',
      subtitle_kr: expect.any(String),
    });
    const picture = await ctx.app.inject({ method: 'GET', url: banners[0]?.imageUrl ?? '' });
    expect(picture.body).toContain('<svg');
    expect(picture.body).not.toContain('<text');
  });

  it('answers search in English and Korean through the seeded catalogue', async () => {
    const search = async (q: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/products/search?q=${encodeURIComponent(q)}`,
        })
      ).json<{ products: { name: string; name_kr: string }[] }>().products;
    // Tofu by its Korean name, or (유부초밥 키트, Fried Tofu Pockets) by its English one.
    const tofu = await search('두부');
    expect(tofu.length).toBeGreaterThan(0);
    expect(tofu.every((p) => p.name_kr.includes('두부') || /tofu/i.test(p.name))).toBe(true);
    const ramyun = await search('RAMYUN');
    expect(ramyun[0]?.name).toMatch(/Ramyun/);
    expect((await search('라면')).length).toBeGreaterThanOrEqual(3);
    expect(await search('면')).toHaveLength(6);
    expect(await search('zzzz-nothing')).toEqual([]);
    // Punctuation is folded: 100% is 100 (나100%, 100개입).
    expect((await search('100%')).map((p) => p.name_kr)).toContain('서울우유 나100% 1L x 2개');
    expect(await search('_')).toEqual([]);
  });

  it('adds generated products, reporting its progress', async () => {
    const before = await ctx.db.product.count();
    const progress: number[] = [];
    await generateProducts(ctx.db, 2_000, (done) => progress.push(done));
    expect(await ctx.db.product.count()).toBe(before + 2_000);
    expect(progress.at(-1)).toBe(2_000);
    const page = (
      await ctx.app.inject({ method: 'GET', url: '/api/productsOP/all_products?page=2' })
    ).json<{ pages: number; products: { imageUrl: string | null }[] }>();
    expect(page.pages).toBe(Math.ceil((before + 2_000) / 18));
    expect(page.products.every((p) => p.imageUrl)).toBe(true);
    // A variant is the same product in another pack: origin, storage, notice and Korean pack size.
    const base = await ctx.db.product.findFirstOrThrow({
      where: { name: 'Napa Cabbage 1 head' },
      select: { origin: true, storage: true, notice: true, weightKr: true, descriptionKr: true },
    });
    const variant = await ctx.db.product.findFirstOrThrow({
      where: { name: 'Napa Cabbage 1 head Value Pack' },
      select: { origin: true, storage: true, notice: true, weightKr: true, descriptionKr: true },
    });
    expect(variant).toEqual(base);
    // Written with their search documents, the very ones the search's own refresh computes.
    const documents = () => ctx.db.$queryRaw<unknown[]>`
      SELECT id, search_name_kr, search_name_en, search_words, search_doc, search_alt, unit_basis, search_source
      FROM products ORDER BY id`;
    const written = await documents();
    expect(await refreshSearchDocuments(prismaSql(ctx.db))).toBe(0);
    await ctx.db.$executeRaw`UPDATE products SET search_source = NULL`;
    expect(await refreshSearchDocuments(prismaSql(ctx.db))).toBe(before + 2_000);
    expect(await documents()).toEqual(written);
    await expect(generateProducts(ctx.db, 100_001)).rejects.toThrow(/100000/);
  });
});

describe('catalogue file', () => {
  const ctx = useTestApp();
  const good = `{
  // A small shop
  "categories": [
    {
      "name": "Pantry", "name_kr": "가공식품",
      "subcategories": [
        {
          "name": "Ramyun", "name_kr": "라면",
          "products": [
            { "name": "Shin Ramyun 120g x 5", "name_kr": "신라면 120g x 5", "brand": "Nongshim", "weight": "120g x 5",
              "sell_price": 4980, "sale_price": 4480, "compare_price": 4980, "is_on_sale": true, "stock_quantity": 40 },
            { "name": "Jin Ramen 120g x 5", "name_kr": "진라면 120g x 5", "sell_price": 3980, "stock_quantity": 10,
              "images": [{ "url": "/uploads/jin.png", "is_main": true }] }
          ]
        }
      ]
    }
  ]
}`;

  it('loads a good file, and loading it again changes nothing', async () => {
    const first = await loadCatalogue(ctx.db, parseCatalogueFile(good), ctx.config.uploadDir);
    expect(first).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const second = await loadCatalogue(ctx.db, parseCatalogueFile(good), ctx.config.uploadDir);
    expect(second).toEqual({ created: 0, updated: 0, unchanged: 2 });
    const shin = await ctx.db.product.findFirstOrThrow({
      where: { name: 'Shin Ramyun 120g x 5' },
      include: { images: true },
    });
    expect(shin.images[0]?.url).toMatch(
      /^\/uploads\/catalogue\/pantry\/shin-ramyun-120g-x-5\.svg$/,
    );
    const changed = good.replace('"stock_quantity": 10', '"stock_quantity": 11');
    expect(await loadCatalogue(ctx.db, parseCatalogueFile(changed), ctx.config.uploadDir)).toEqual({
      created: 0,
      updated: 1,
      unchanged: 1,
    });
  });

  it('reports every bad row with its line number and loads nothing', async () => {
    const bad = `{
  "categories": [
    { "name": "Drinks", "subcategories": [
      { "name": "Water", "products": [
        { "name": "Samdasoo 2L x 6", "name_kr": "삼다수 2L x 6", "sell_price": 6480 },
        { "name": "", "name_kr": "콜라", "sell_price": 1500 },
        { "name": "Cider", "name_kr": "사이다", "sell_price": -5, "colour": "green" },
        { "name": "Milkis", "name_kr": "밀키스", "sell_price": 4480, "is_on_sale": true }
      ] }
    ] },
    { "name_kr": "이름 없음" }
  ]
}`;
    let error: unknown;
    try {
      parseCatalogueFile(bad);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CatalogueFileError);
    const problems = (error as CatalogueFileError).problems;
    expect(problems.map((p) => p.line)).toEqual([6, 7, 8, 11]);
    expect(problems[0]?.message).toContain('name');
    expect(problems[1]?.message).toMatch(/sell_price must not be negative/);
    expect(problems[1]?.message).toMatch(/colour/);
    expect(problems[2]?.message).toMatch(/sale_price is required/);
    expect((error as Error).message).toContain('line 7');
    expect(await ctx.db.product.count({ where: { name: 'Samdasoo 2L x 6' } })).toBe(0);
  });

  it('reports JSON syntax errors with their line', () => {
    expect(() =>
      parseCatalogueFile('{\n  "categories": [\n    { "name": "A", }\n  ]\n  "x": 1\n}'),
    ).toThrow(/line 5/);
  });
});
