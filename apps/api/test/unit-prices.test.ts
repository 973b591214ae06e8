// Unit prices (가격표시제 실시요령) and weighed goods, product side: what products, search results,
// the cart and the back office answer, what the product form and the catalogue sheet accept, and
// the net quantity the sheet reads from a weight such as "120g x 5".
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { loggedInShopper } from './helpers/checkout.ts';
import { applySheet, csvUtf8, previewSheet } from './helpers/catalogue-sheets.ts';
import {
  addCartLine,
  createCategory,
  createProduct,
  createSubcategory,
} from './helpers/factories.ts';

interface UnitAnswer {
  name: string;
  unit_price: { won: number; per_quantity: number; unit: string } | null;
  sold_by_weight: boolean;
  price_per_kg: number | null;
  estimated_grams: number | null;
}

describe('unit prices and weighed goods', () => {
  const ctx = useTestApp();
  let admin: Record<string, string>;
  let subcategoryId: string;

  beforeAll(async () => {
    admin = (await adminSession(ctx.app, ctx.db)).headers;
    const category = await createCategory(ctx.db, { name: 'Zork Pantry' });
    subcategoryId = (await createSubcategory(ctx.db, { categoryId: category.id, name: 'Zork' })).id;
    const product = (name: string, fields: Parameters<typeof createProduct>[1]) =>
      createProduct(ctx.db, { subcategoryId, name, nameKr: `조크 ${name}`, ...fields });
    await product('Zork Ramyun', {
      sellPrice: 4_150,
      weight: '500g',
      netQuantity: 500,
      netUnit: 'g',
    });
    await product('Zork Noodles', {
      sellPrice: 4_980,
      salePrice: 3_000,
      isOnSale: true,
      weight: '120g x 5',
      netQuantity: 120,
      netUnit: 'g',
      packCount: 5,
    });
    await product('Zork Milk', { sellPrice: 2_980, netQuantity: 0.9, netUnit: 'L' });
    await product('Zork Eggs', { sellPrice: 7_990, netQuantity: 30, netUnit: '개' });
    await product('Zork Tissue', {
      sellPrice: 2_500,
      netQuantity: 100,
      netUnit: '매',
      packCount: 3,
    });
    await product('Zork Pork Belly', {
      sellPrice: 7_950,
      weight: '500g',
      soldByWeight: true,
      pricePerKg: 15_900,
      estimatedGrams: 500,
    });
    await product('Zork Cabbage', { sellPrice: 3_980, weight: '1 head' });
  });

  const listed = async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/products?subcategory=${subcategoryId}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { products } = res.json<{ products: UnitAnswer[] }>();
    return new Map(products.map((p) => [p.name, p]));
  };

  it('answers each product’s unit price in the units of the price labelling rules', async () => {
    const products = await listed();
    const unit = (name: string) => products.get(name)?.unit_price;
    expect(unit('Zork Ramyun')).toEqual({ won: 830, per_quantity: 100, unit: 'g' });
    // On sale: 3,000 won for 600 g.
    expect(unit('Zork Noodles')).toEqual({ won: 500, per_quantity: 100, unit: 'g' });
    expect(unit('Zork Milk')).toEqual({ won: 331, per_quantity: 100, unit: 'ml' });
    expect(unit('Zork Eggs')).toEqual({ won: 266, per_quantity: 1, unit: '개' });
    expect(unit('Zork Tissue')).toEqual({ won: 83, per_quantity: 10, unit: '매' });
    expect(unit('Zork Pork Belly')).toEqual({ won: 1_590, per_quantity: 100, unit: 'g' });
    expect(unit('Zork Cabbage')).toBeNull();
    expect(products.get('Zork Pork Belly')).toMatchObject({
      sold_by_weight: true,
      price_per_kg: 15_900,
      estimated_grams: 500,
    });
    expect(products.get('Zork Ramyun')).toMatchObject({ sold_by_weight: false });
  });

  it('answers them on the product page and on the cart line', async () => {
    const belly = await ctx.db.product.findFirstOrThrow({ where: { name: 'Zork Pork Belly' } });
    const page = await ctx.app.inject({ method: 'GET', url: `/api/products/${belly.id}` });
    expect(page.json()).toMatchObject({
      unit_price: { won: 1_590, per_quantity: 100, unit: 'g' },
      sold_by_weight: true,
      price_per_kg: 15_900,
      estimated_grams: 500,
    });
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, belly.id, 2);
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: shopper.headers,
    });
    expect(cart.json().items[0].product_id).toMatchObject({
      unit_price: { won: 1_590, per_quantity: 100, unit: 'g' },
      sold_by_weight: true,
      price_per_kg: 15_900,
      estimated_grams: 500,
    });
    expect(cart.json().items[0].line_total).toBe(15_900);
  });

  it('sorts search results by unit price, products without a net quantity last', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/products/search/results?q=zork&sort=unit_price',
    });
    expect(res.statusCode, res.body).toBe(200);
    // Per standard unit: tissue 83 (10 매), eggs 266 (1 개), milk 331, noodles 500, ramyun 830,
    // pork belly 1,590 (100 g); the cabbage ("1 head") has none.
    expect(res.json<{ products: UnitAnswer[] }>().products.map((p) => p.name)).toEqual([
      'Zork Tissue',
      'Zork Eggs',
      'Zork Milk',
      'Zork Noodles',
      'Zork Ramyun',
      'Zork Pork Belly',
      'Zork Cabbage',
    ]);
  });

  describe('the product form', () => {
    const body = (fields: Record<string, unknown>) => ({
      name: `Zork Form ${Math.random().toString(36).slice(2, 8)}`,
      name_kr: '조크 폼',
      sell_price: 7_950,
      stock_quantity: 3,
      subcategory_id: subcategoryId,
      ...fields,
    });
    const create = (fields: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: admin,
        payload: body(fields),
      });

    it('keeps the net quantity, unit, pack count and weighing fields', async () => {
      const res = await create({
        net_quantity: 120,
        net_unit: 'g',
        pack_count: 5,
        sell_price: 3_000,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        net_quantity: 120,
        net_unit: 'g',
        pack_count: 5,
        unit_price: { won: 500, per_quantity: 100, unit: 'g' },
      });
      const weighed = await create({
        sold_by_weight: true,
        price_per_kg: 15_900,
        estimated_grams: 500,
      });
      expect(weighed.statusCode, weighed.body).toBe(201);
      const id = weighed.json<{ _id: string }>()._id;
      const patched = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/products/${id}`,
        headers: admin,
        payload: { estimated_grams: 600, sell_price: 9_540 },
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json()).toMatchObject({
        estimated_grams: 600,
        unit_price: { won: 1_590, per_quantity: 100, unit: 'g' },
      });
    });

    it.each([
      [{ net_quantity: 500 }, 'net_unit'],
      [{ net_unit: 'ml' }, 'net_quantity'],
      [{ sold_by_weight: true }, 'price_per_kg'],
      [
        { sold_by_weight: true, price_per_kg: 15_900, estimated_grams: 500, sell_price: 8_000 },
        'sell_price',
      ],
    ])('refuses %j, naming %s', async (fields, field) => {
      const res = await create(fields);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_UNIT_FIELDS' });
      expect(res.json().details.fieldErrors).toHaveProperty(field);
    });

    it('refuses a bulk price change that leaves a weighed product off its price per kg', async () => {
      const belly = await ctx.db.product.findFirstOrThrow({ where: { name: 'Zork Pork Belly' } });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/products/bulk',
        headers: admin,
        payload: { ids: [belly.id], change: { field: 'sell_price', value: 9_000 } },
      });
      expect(res.statusCode, res.body).toBe(409);
      expect((await ctx.db.product.findUniqueOrThrow({ where: { id: belly.id } })).sellPrice).toBe(
        7_950,
      );
    });
  });

  describe('the catalogue sheet', () => {
    const header = ['sku', 'name', 'name_kr', 'category', 'subcategory', 'sell_price', 'stock'];

    it('reads the net quantity from the weight, and takes weighing columns', async () => {
      const sheet = csvUtf8([
        [...header, 'weight', 'sold_by_weight', 'price_per_kg', 'estimated_grams'],
        [
          'ZK-1',
          'Zork Sheet Ramyun',
          '조크 라면',
          'Zork Pantry',
          'Zork',
          3_000,
          5,
          '120g x 5',
          '',
          '',
          '',
        ],
        [
          'ZK-2',
          'Zork Sheet Cola',
          '조크 콜라',
          'Zork Pantry',
          'Zork',
          1_800,
          5,
          '1.5L',
          '',
          '',
          '',
        ],
        [
          'ZK-3',
          'Zork Sheet Eggs',
          '조크 계란',
          'Zork Pantry',
          'Zork',
          7_990,
          5,
          '30구',
          '',
          '',
          '',
        ],
        [
          'ZK-4',
          'Zork Sheet Leeks',
          '조크 대파',
          'Zork Pantry',
          'Zork',
          2_980,
          5,
          '1 bunch',
          '',
          '',
          '',
        ],
        [
          'ZK-5',
          'Zork Sheet Neck',
          '조크 목살',
          'Zork Pantry',
          'Zork',
          14_900,
          5,
          '500g',
          'Y',
          29_800,
          500,
        ],
      ]);
      const preview = await previewSheet({ app: ctx.app, headers: admin, sheet });
      expect(preview.rows.map((row) => row.status)).toEqual(['new', 'new', 'new', 'new', 'new']);
      await applySheet({ app: ctx.app, headers: admin, sheet });
      const product = (sku: string) =>
        ctx.db.product.findUniqueOrThrow({
          where: { sku },
          select: {
            netQuantity: true,
            netUnit: true,
            packCount: true,
            soldByWeight: true,
            pricePerKg: true,
            estimatedGrams: true,
          },
        });
      expect(await product('ZK-1')).toMatchObject({ netQuantity: 120, netUnit: 'g', packCount: 5 });
      expect(await product('ZK-2')).toMatchObject({ netQuantity: 1.5, netUnit: 'L', packCount: 1 });
      expect(await product('ZK-3')).toMatchObject({ netQuantity: 30, netUnit: '개', packCount: 1 });
      expect(await product('ZK-4')).toMatchObject({ netQuantity: null, netUnit: null });
      expect(await product('ZK-5')).toMatchObject({
        soldByWeight: true,
        pricePerKg: 29_800,
        estimatedGrams: 500,
        netQuantity: 500,
        netUnit: 'g',
      });
    });

    it('refuses a weighed row whose price is not its price per kg at the estimated weight, in both languages', async () => {
      const sheet = csvUtf8([
        [...header, 'sold_by_weight', 'price_per_kg', 'estimated_grams'],
        ['ZK-9', 'Zork Bad Neck', '조크 목살', 'Zork Pantry', 'Zork', 15_000, 5, 'Y', 29_800, 500],
      ]);
      const english = await previewSheet({ app: ctx.app, headers: admin, sheet });
      expect(english.rows[0]?.reasons).toEqual([
        'row 2: sell price of a product sold by weight must be its price per kg at the estimated weight: ₩14,900',
      ]);
      const korean = await previewSheet({ app: ctx.app, headers: admin, sheet, language: 'ko' });
      expect(korean.rows[0]?.reasons).toEqual([
        '2행: 무게로 파는 상품의 판매가는 kg당 가격에 예상 중량을 곱한 14,900원이어야 합니다',
      ]);
    });

    it('exports the columns, so importing an export changes nothing', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/products/export?format=csv',
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [head, ...rows] = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(head).toContain(
        'net_quantity,net_unit,pack_count,sold_by_weight,price_per_kg,estimated_grams',
      );
      expect(rows.find((row) => row.startsWith('ZK-5,'))).toContain('500,g,1,Y,29800,500');
      const again = await previewSheet({
        app: ctx.app,
        headers: admin,
        sheet: Buffer.from(res.body, 'utf8'),
      });
      // The preview lists the rows that change or are refused: the sheet's own rows are neither.
      expect(again.rows.filter((row) => row.sku.startsWith('ZK-'))).toEqual([]);
      expect(again.counts).toMatchObject({ new: 0, changed: 0 });
    });
  });
});
