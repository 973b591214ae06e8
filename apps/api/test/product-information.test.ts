// What Korean law asks a product page to show (origin, the product information notice), the
// storage temperature it is packed at, and the rule that food is not published without them.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogueFileError, parseCatalogueFile } from '../src/db/seed/catalogue-schema.ts';
import { loadCatalogue } from '../src/db/seed/load-catalogue.ts';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import {
  createCategory,
  createOrder,
  createProduct,
  createSubcategory,
} from './helpers/factories.ts';

const COMPLETE_FOOD_NOTICE = {
  producer: '장보기 협력 농가 / 강원 평창',
  manufactured: '포장일 별도 표기',
  shelf_life: '발송일 기준 소비기한 3일 이상 남은 상품 발송',
  storage_method: '냉장 보관 (0~10℃)',
  cs_phone: '장보기 고객센터 02-3144-0415',
};

const cabbage = (subcategoryId: string) => ({
  name: 'Napa Cabbage 1 head',
  name_kr: '알배기 배추 1통',
  weight: '1 head',
  sell_price: 3_980,
  stock_quantity: 10,
  subcategory_id: subcategoryId,
});

describe('product information', () => {
  const ctx = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = (await adminSession(ctx.app, ctx.db)).headers;
  });
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, extra = {}) =>
    ctx.app.inject({ method, url, headers: { ...headers, ...extra }, payload });

  describe('publishing food', () => {
    it('refuses a food product without its origin and notice, naming every missing field', async () => {
      const sub = await createSubcategory(ctx.db, { noticeKind: 'food' });
      const refused = await call('POST', '/api/admin/products', {
        ...cabbage(sub.id),
        notice: { producer: '장보기 협력 농가 / 강원 평창' },
      });
      expect(refused.statusCode).toBe(400);
      const body = refused.json();
      expect(body.code).toBe('FOOD_INFORMATION_MISSING');
      expect(body.details.missing).toEqual([
        'origin',
        'notice.manufactured',
        'notice.shelf_life',
        'notice.storage_method',
        'notice.cs_phone',
      ]);
      expect(body.message).toContain('Missing: origin, notice.manufactured');
      expect(body.details.fieldErrors.origin).toEqual(['origin is required']);

      const korean = await call('POST', '/api/admin/products', cabbage(sub.id), {
        'accept-language': 'ko',
      });
      expect(korean.json().message).toMatch(
        /^식품은 원산지와 상품정보제공고시를.*빠진 항목: 생산자 및 소재지 \(수입품은 수입자 포함\), 원산지/,
      );
      // Each field's message names it by its label, with the particle its last sound takes.
      expect(korean.json().details.fieldErrors).toMatchObject({
        origin: ['원산지를 입력해 주세요'],
        'notice.producer': ['생산자 및 소재지 (수입품은 수입자 포함)를 입력해 주세요'],
        'notice.manufactured': ['제조연월일을 입력해 주세요'],
      });
      expect(await ctx.db.product.count({ where: { subcategoryId: sub.id } })).toBe(0);

      const published = await call('POST', '/api/admin/products', {
        ...cabbage(sub.id),
        origin: '국내산(강원 평창)',
        storage: 'chilled',
        notice: COMPLETE_FOOD_NOTICE,
      });
      expect(published.statusCode).toBe(201);
      expect(published.json()).toMatchObject({
        origin: '국내산(강원 평창)',
        storage: 'chilled',
        notice_kind: 'food',
        notice: COMPLETE_FOOD_NOTICE,
        missing_information: [],
      });
    });

    it('refuses an edit that takes a live food product’s origin or a required field away', async () => {
      const sub = await createSubcategory(ctx.db, { noticeKind: 'processed_food' });
      const product = await createProduct(ctx.db, {
        subcategoryId: sub.id,
        weight: '120g x 5',
        origin: '소맥분: 미국산, 호주산',
        notice: {
          ...COMPLETE_FOOD_NOTICE,
          food_type: '유탕면',
          ingredients: '소맥분(밀: 미국산, 호주산), 팜유',
          allergens: '밀 함유',
        },
      });
      const noOrigin = await call('PATCH', `/api/admin/products/${product.id}`, { origin: null });
      expect(noOrigin.statusCode).toBe(400);
      expect(noOrigin.json().details.missing).toEqual(['origin']);
      const noIngredients = await call('PATCH', `/api/admin/products/${product.id}`, {
        notice: {
          ...COMPLETE_FOOD_NOTICE,
          food_type: '유탕면',
          ingredients: '  ',
          allergens: '밀',
        },
      });
      expect(noIngredients.json().details.missing).toEqual(['notice.ingredients']);
      // Processed food declares its allergens (식품등의 표시기준): without them it is not shown.
      const noAllergens = await call('PATCH', `/api/admin/products/${product.id}`, {
        notice: { ...COMPLETE_FOOD_NOTICE, food_type: '유탕면', ingredients: '소맥분' },
      });
      expect(noAllergens.json().details.missing).toEqual(['notice.allergens']);

      // Archived, it is a draft that may be saved incomplete, and cannot be shown again so.
      await call('POST', `/api/admin/products/${product.id}/archive`);
      const draft = await call('PATCH', `/api/admin/products/${product.id}`, { origin: null });
      expect(draft.statusCode).toBe(200);
      expect(draft.json().missing_information).toEqual(['origin']);
      const shown = await call('POST', `/api/admin/products/${product.id}/unarchive`);
      expect(shown.statusCode).toBe(400);
      expect(shown.json().code).toBe('FOOD_INFORMATION_MISSING');
    });

    it('checks a product moved into a food category by that category’s kind', async () => {
      const household = await createSubcategory(ctx.db, { noticeKind: 'household' });
      const food = await createSubcategory(ctx.db, { noticeKind: 'food' });
      const created = await call('POST', '/api/admin/products', {
        ...cabbage(household.id),
        name: 'Kitchen sponge',
      });
      expect(created.statusCode).toBe(201);
      const moved = await call('PATCH', `/api/admin/products/${created.json()._id}`, {
        subcategory_id: food.id,
      });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().details.missing).toContain('origin');
    });

    it('lets the shop team set a category’s notice kind', async () => {
      const category = await createCategory(ctx.db);
      expect(category.noticeKind).toBe('household');
      const res = await call('PATCH', `/api/admin/categories/${category.id}`, {
        notice_kind: 'processed_food',
      });
      expect(res.statusCode).toBe(204);
      const tree = (await call('GET', '/api/admin/categories')).json();
      expect(tree.categories.find((c: { _id: string }) => c._id === category.id).notice_kind).toBe(
        'processed_food',
      );
    });
  });

  it('answers origin, storage and the notice in order on the product, and storage on cards', async () => {
    const sub = await createSubcategory(ctx.db, { noticeKind: 'food' });
    const product = await createProduct(ctx.db, {
      subcategoryId: sub.id,
      nameKr: '알배기 배추 1통',
      weight: '1 head',
      origin: '국내산(강원 평창)',
      storage: 'frozen',
      notice: COMPLETE_FOOD_NOTICE,
    });
    await ctx.db.product.update({
      where: { id: product.id },
      data: { descriptionKr: '배송 전날 수확한 알배기 배추입니다.' },
    });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      origin: '국내산(강원 평창)',
      storage: 'frozen',
      perishable: true,
      description_kr: '배송 전날 수확한 알배기 배추입니다.',
    });
    expect(detail.notice).toMatchObject({ kind: 'food', title_ko: '농수축산물' });
    expect(detail.notice.items.slice(0, 4)).toEqual([
      {
        key: 'name',
        label_ko: '품목 또는 명칭',
        label_en: 'Product name',
        value: '알배기 배추 1통',
      },
      {
        key: 'weight',
        label_ko: '포장단위별 내용물의 용량(중량), 수량, 크기',
        label_en: 'Net weight, count and size',
        value: '1 head',
      },
      {
        key: 'producer',
        label_ko: '생산자 및 소재지 (수입품은 수입자 포함)',
        label_en: 'Producer and location (importer)',
        value: '장보기 협력 농가 / 강원 평창',
      },
      {
        key: 'origin',
        label_ko: '농수산물의 원산지',
        label_en: 'Country of origin',
        value: '국내산(강원 평창)',
      },
    ]);
    expect(detail.notice.items.at(-1)).toMatchObject({
      key: 'cs_phone',
      value: '장보기 고객센터 02-3144-0415',
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/products?subcategory=${sub.id}`,
    });
    expect(list.json().products).toEqual([expect.objectContaining({ storage: 'frozen' })]);

    const openapi = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
    for (const field of ['"origin"', '"storage"', '"notice"', '"description_kr"'])
      expect(openapi).toContain(field);
  });

  it('a room-temperature household product is not perishable', async () => {
    const product = await createProduct(ctx.db, {
      subcategoryId: (await createSubcategory(ctx.db, { noticeKind: 'household' })).id,
    });
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/products/${product.id}` })
    ).json();
    expect(detail).toMatchObject({ origin: null, storage: 'room', perishable: false });
    expect(detail.notice.kind).toBe('household');
  });

  describe('the catalogue loader', () => {
    const file = (category: string, kind: string | null) => `{
  "categories": [
    {
      "name": "${category}",
      ${kind ? `"notice_kind": "${kind}",` : ''}
      "subcategories": [
        {
          "name": "Vegetables",
          "products": [
            { "name": "Green Onion 1 bunch", "name_kr": "대파 1단", "weight": "1 bunch", "sell_price": 2980,
              "origin": "국내산(전남 진도)", "storage": "chilled", "notice": ${JSON.stringify(COMPLETE_FOOD_NOTICE)} },
            { "name": "Zucchini 1 ea", "name_kr": "애호박 1개", "weight": "1 ea", "sell_price": 1780 }
          ]
        }
      ]
    }
  ]
}`;

    it('refuses a food row without its origin, naming the row and its line, and loads nothing', async () => {
      const catalogue = parseCatalogueFile(file('Greens', 'food'));
      const error = await loadCatalogue(ctx.db, catalogue, ctx.config.uploadDir).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(CatalogueFileError);
      expect((error as CatalogueFileError).problems).toEqual([
        {
          line: 12,
          where: 'Greens > Vegetables > products[1] (Zucchini 1 ea)',
          message:
            'food needs its origin and product information notice: missing notice.producer, origin, notice.manufactured, notice.shelf_life, notice.storage_method, notice.cs_phone',
        },
      ]);
      expect((error as Error).message).toContain('line 12: Greens > Vegetables > products[1]');
      expect(await ctx.db.category.count({ where: { name: 'Greens' } })).toBe(0);
    });

    it('checks by the kind the category already has when the file leaves it out', async () => {
      await createCategory(ctx.db, { name: 'Fresh Greens', noticeKind: 'food' });
      await expect(
        loadCatalogue(ctx.db, parseCatalogueFile(file('Fresh Greens', null)), ctx.config.uploadDir),
      ).rejects.toThrow(/Zucchini 1 ea/);
      const household = await loadCatalogue(
        ctx.db,
        parseCatalogueFile(file('Market Goods', null)),
        ctx.config.uploadDir,
      );
      expect(household.created).toBe(2);
      const loaded = await ctx.db.product.findFirstOrThrow({
        where: { name: 'Green Onion 1 bunch' },
      });
      expect(loaded).toMatchObject({
        origin: '국내산(전남 진도)',
        storage: 'chilled',
        notice: COMPLETE_FOOD_NOTICE,
      });
    });
  });

  it('loads the documented example catalogue, whose food is complete', async () => {
    const example = await readFile(
      fileURLToPath(new URL('../../../docs/catalogue-example.json', import.meta.url)),
      'utf8',
    );
    const loaded = await loadCatalogue(ctx.db, parseCatalogueFile(example), ctx.config.uploadDir);
    expect(loaded.created).toBe(2);
  });

  it('groups the picking list and each packing slip by storage', async () => {
    const [ice, milk, rice, ramyun] = await Promise.all(
      (
        [
          ['Ice Cream', 'frozen'],
          ['Milk', 'chilled'],
          ['Rice', 'room'],
          ['Ramyun', 'room'],
        ] as const
      ).map(([name, storage]) => createProduct(ctx.db, { name, storage })),
    );
    const day = new Date('2025-04-01T03:00:00Z');
    const order = await createOrder(ctx.db, {
      status: 'confirmed',
      placedAt: day,
      items: [ice, milk, rice, ramyun].map((product) => ({ product, quantity: 1 })),
    });
    const res = await call('GET', '/api/admin/picking-list?date=2025-04-01');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(
      list.items.map((i: { product_name: string; storage: string }) => [i.product_name, i.storage]),
    ).toEqual([
      ['Ramyun', 'room'],
      ['Rice', 'room'],
      ['Milk', 'chilled'],
      ['Ice Cream', 'frozen'],
    ]);
    const slip = list.slips.find(
      (s: { order_number: string }) => s.order_number === order.orderNumber,
    );
    expect(slip.lines.map((l: { storage: string }) => l.storage)).toEqual([
      'room',
      'room',
      'chilled',
      'frozen',
    ]);
  });
});
