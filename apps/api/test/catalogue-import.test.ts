import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import {
  applySheet,
  csvCp949,
  csvUtf8,
  previewSheet,
  rowsOfXlsx,
  sheetForm,
  xlsxOf,
  zipOf,
} from './helpers/catalogue-sheets.ts';
import { validateCatalogue } from '../src/db/seed/catalogue-schema.ts';
import { builtinCatalogue } from '../src/db/seed/builtin-catalogue.ts';
import { loadCatalogue } from '../src/db/seed/load-catalogue.ts';
import { createCategory, createProduct, createSubcategory } from './helpers/factories.ts';
import { TINY_PNG, uploadProductImage } from './helpers/multipart.ts';

const HEADER = ['sku', 'name', 'name_kr', 'category', 'subcategory', 'sell_price', 'stock'];

/** A food row's header: the columns of origin, storage and the notice's required fields. */
const FOOD_HEADER = [
  ...HEADER.slice(0, 6),
  'weight',
  'origin',
  'storage',
  'Producer and location (importer)',
  'Packing date or harvest year',
  'Use-by or best-before date',
  'Storage and handling',
  'Customer service phone',
];
const foodRow = (sku: string, origin: string, storage: string, shelfLife = '5 days') => [
  sku,
  `Beef ${sku}`,
  `한우 ${sku}`,
  'Butchery',
  'Beef',
  25_000,
  '300g',
  origin,
  storage,
  'Hanwoo Farm, Hoengseong',
  'Packed on the day of dispatch',
  shelfLife,
  'Keep at 0-4°C',
  '1588-0000',
];

describe('catalogue import and export', () => {
  const ctx = useTestApp();
  let headers: Record<string, string>;
  let subcategoryId: string;
  beforeAll(async () => {
    headers = (await adminSession(ctx.app, ctx.db)).headers;
    const category = await ctx.db.category.create({ data: { name: 'Produce', nameKr: '채소' } });
    subcategoryId = (
      await ctx.db.subcategory.create({
        data: { categoryId: category.id, name: 'Roots', nameKr: '뿌리채소' },
      })
    ).id;
    const butchery = await ctx.db.category.create({
      data: { name: 'Butchery', nameKr: '정육', noticeKind: 'food' },
    });
    await ctx.db.subcategory.create({
      data: { categoryId: butchery.id, name: 'Beef', nameKr: '소고기' },
    });
  });
  const call = (
    sheet: Buffer,
    more: { fileName?: string; zip?: Buffer; language?: 'en' | 'ko' } = {},
  ) => ({
    app: ctx.app,
    headers,
    sheet,
    ...more,
  });
  const bySku = (sku: string) =>
    ctx.db.product.findUniqueOrThrow({
      where: { sku },
      include: { stockMovements: true, images: true },
    });

  it('downloads the template with the header row in the page language', async () => {
    const xlsx = await ctx.app.inject({ url: '/api/admin/products/import/template', headers });
    expect(xlsx.statusCode).toBe(200);
    const [header, example, ...more] = await rowsOfXlsx(xlsx.rawPayload);
    expect(header?.slice(0, 3)).toEqual(['sku', 'name', 'name_kr']);
    // One example row, filled as a processed food is, and a second sheet explaining each column.
    expect(more).toEqual([]);
    expect(example?.slice(0, 3)).toEqual([
      'JB-EXAMPLE-1',
      'Shin Ramyun 120g x 5',
      '신라면 120g x 5개',
    ]);
    const guide = await rowsOfXlsx(xlsx.rawPayload, 1);
    expect(guide[0]).toEqual(['column', '열', 'what it holds', '설명', 'example / 예시']);
    expect(guide[2]?.slice(0, 2)).toEqual(['(삭제), (clear), -', '(삭제), (clear), -']);
    const images = guide.find((row) => row[0] === 'images');
    expect(images?.[1]).toBe('이미지');
    expect(images?.[2]).toMatch(/^Pictures: file names in the uploaded ZIP/);
    expect(images?.[3]).toMatch(/^이미지\. 함께 올린 ZIP/);
    expect(guide.length).toBe(header?.length ? header.length + 3 : 0);
    const csv = await ctx.app.inject({
      url: '/api/admin/products/import/template?format=csv',
      headers: { ...headers, 'accept-language': 'ko' },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const [csvHeader, csvExample] = csv.body.replace('\ufeff', '').split('\r\n');
    expect(csvHeader).toMatch(/^상품코드,상품명\(영문\),상품명,/);
    expect(csvExample).toMatch(/^JB-EXAMPLE-1,Shin Ramyun 120g x 5,신라면 120g x 5개,/);
  });

  it('previews a UTF-8 CSV without writing, then creates the products by SKU', async () => {
    const sheet = csvUtf8([
      HEADER,
      ['CI-001', 'Carrots 1kg', '당근 1kg', 'Produce', 'Roots', '3,980', 25],
      ['CI-002', 'Radish', '무', '채소', '뿌리채소', 2480, ''],
    ]);
    const preview = await previewSheet(call(sheet));
    expect(preview.counts).toEqual({ new: 2, changed: 0, unchanged: 0, refused: 0 });
    expect(await ctx.db.product.count({ where: { sku: { startsWith: 'CI-00' } } })).toBe(0);

    const { progress, last } = await applySheet(call(sheet));
    expect(last).toEqual({ type: 'done', counts: preview.counts });
    expect(progress.at(-1)).toEqual({ type: 'progress', done: 2, total: 2 });
    const carrots = await bySku('CI-001');
    expect(carrots).toMatchObject({
      name: 'Carrots 1kg',
      sellPrice: 3980,
      stockQuantity: 25,
      subcategoryId,
    });
    expect(carrots.stockMovements).toMatchObject([{ change: 25, reason: 'Initial stock' }]);
    expect(await bySku('CI-002')).toMatchObject({ nameKr: '무', stockQuantity: 0 });
  });

  it('reads a CP949 CSV with Korean headers, and an XLSX', async () => {
    const korean = csvCp949([
      ['상품코드', '상품명(영문)', '상품명', '카테고리', '하위 카테고리', '판매가'],
      ['CP-001', 'Burdock', '우엉 300g', '채소', '뿌리채소', '4,500원'],
    ]);
    expect((await applySheet(call(korean))).last).toMatchObject({ type: 'done' });
    expect(await bySku('CP-001')).toMatchObject({ nameKr: '우엉 300g', sellPrice: 4500 });

    const xlsx = await xlsxOf([
      HEADER,
      ['XL-001', 'Lotus root', '연근', 'Produce', 'Roots', 5900, 3],
    ]);
    const preview = await previewSheet(call(xlsx, { fileName: 'products.xlsx' }));
    expect(preview.rows).toMatchObject([{ row: 2, sku: 'XL-001', status: 'new' }]);
    await applySheet(call(xlsx, { fileName: 'products.xlsx' }));
    expect(await bySku('XL-001')).toMatchObject({ name: 'Lotus root', stockQuantity: 3 });
  });

  it('updates only the fields that changed, and moves stock with its reason', async () => {
    await createProduct(ctx.db, {
      sku: 'UP-001',
      subcategoryId,
      name: 'Ginger',
      nameKr: '생강',
      sellPrice: 3000,
      description: 'Kept as it is',
      stockQuantity: 4,
    });
    const sheet = csvUtf8([
      ['sku', 'name', 'sell_price', 'stock', 'stock_change', 'stock_reason'],
      ['UP-001', 'Ginger', 2800, 999, '+12', 'received'],
    ]);
    const preview = await previewSheet(call(sheet));
    expect(preview.rows).toMatchObject([
      {
        status: 'changed',
        changes: [
          { column: 'sell_price', from: '3,000', to: '2,800' },
          { column: 'stock', from: '4', to: '16' },
        ],
      },
    ]);
    await applySheet(call(sheet));
    const ginger = await bySku('UP-001');
    expect(ginger).toMatchObject({
      sellPrice: 2800,
      description: 'Kept as it is',
      stockQuantity: 16,
    });
    expect(ginger.stockMovements).toMatchObject([
      { change: 12, stockAfter: 16, reason: 'received' },
    ]);
  });

  it('refuses bad rows in their own words, in either language, and applies the rest', async () => {
    const sheet = csvUtf8([
      [
        'sku',
        'name',
        'name_kr',
        'category',
        'subcategory',
        'sell_price',
        'sale_price',
        'stock_change',
      ],
      ['RF-001', 'Garlic', '마늘', 'Produce', 'Roots', '9,800', '12,000', ''],
      ['RF-002', 'Yam', '마', 'Produce', 'Tubers', 5000, '', ''],
      ['RF-003', 'Onion', '양파', 'Produce', 'Roots', 'abc', '', ''],
      ['RF-004', 'Shallot', '샬롯', 'Produce', 'Roots', 4000, '', 5],
      ['RF-005', 'Leek', '대파', 'Produce', 'Roots', 2980, '', ''],
    ]);
    const english = await previewSheet(call(sheet));
    expect(english.counts).toEqual({ new: 1, changed: 0, unchanged: 0, refused: 4 });
    expect(english.rows.filter((r) => r.status === 'refused').map((r) => r.reasons)).toEqual([
      ['row 2: sale price ₩12,000 is above the sell price ₩9,800'],
      ['row 3: subcategory "Tubers" is not in Produce'],
      ['row 4: sell price "abc" is not a whole number of won'],
      ['row 5: stock change +5 has no stock reason'],
    ]);
    const korean = await previewSheet(call(sheet, { language: 'ko' }));
    expect(korean.rows[0]?.reasons).toEqual(['2행: 할인가 12,000원이 판매가 9,800원보다 높습니다']);
    expect(korean.rows[1]?.reasons).toEqual(['3행: 하위 카테고리 "Tubers"가 Produce에 없습니다']);

    expect((await applySheet(call(sheet))).last).toEqual({ type: 'done', counts: english.counts });
    expect(await ctx.db.product.count({ where: { sku: { startsWith: 'RF-' } } })).toBe(1);
  });

  it('refuses a food row without its origin or notice fields, in either language', async () => {
    const sheet = csvUtf8([
      [...FOOD_HEADER],
      foodRow('FD-001', '', 'chilled'),
      foodRow('FD-002', '', 'chilled', ''),
      ['FD-003', 'Sponge', '수세미', 'Produce', 'Roots', 1500],
    ]);
    const english = await previewSheet(call(sheet));
    expect(english.counts).toEqual({ new: 1, changed: 0, unchanged: 0, refused: 2 });
    expect(english.rows.slice(0, 2).map((r) => r.reasons)).toEqual([
      ['row 2: origin is missing (food products must show their origin)'],
      [
        'row 3: origin, use-by or best-before date are missing (food products must show their origin and product information notice)',
      ],
    ]);
    const korean = await previewSheet(call(sheet, { language: 'ko' }));
    expect(korean.rows.slice(0, 2).map((r) => r.reasons)).toEqual([
      ['2행: 원산지가 없습니다 (식품은 원산지를 표시해야 합니다)'],
      [
        '3행: 원산지, 소비기한 또는 품질유지기한이 없습니다 (식품은 원산지와 상품정보제공고시를 표시해야 합니다)',
      ],
    ]);
    // The apply plans again and refuses the same rows; the household row needs none of it.
    expect((await applySheet(call(sheet))).last).toEqual({ type: 'done', counts: english.counts });
    expect(await ctx.db.product.count({ where: { sku: { startsWith: 'FD-' } } })).toBe(1);
  });

  it('creates a complete food row with its origin, storage and notice, in Korean words too', async () => {
    const sheet = csvUtf8([
      [...FOOD_HEADER, 'description_kr', 'weight_kr', 'Safety precautions'],
      [...foodRow('FC-001', '국내산(횡성)', '냉장'), '1++ 등심', '300g', ''],
      [...foodRow('FC-002', '호주산', 'Frozen'), '', '', 'Cook thoroughly'],
      [...foodRow('FC-003', '국내산', '얼음'), '', '', ''],
    ]);
    const preview = await previewSheet(call(sheet, { language: 'ko' }));
    expect(preview.counts).toEqual({ new: 2, changed: 0, unchanged: 0, refused: 1 });
    expect(preview.rows[2]?.reasons).toEqual([
      '4행: 보관방법 "얼음"은 room, chilled, frozen 중 하나가 아닙니다',
    ]);
    await applySheet(call(sheet));
    expect(await bySku('FC-001')).toMatchObject({
      origin: '국내산(횡성)',
      storage: 'chilled',
      descriptionKr: '1++ 등심',
      weightKr: '300g',
      notice: {
        producer: 'Hanwoo Farm, Hoengseong',
        manufactured: 'Packed on the day of dispatch',
        shelf_life: '5 days',
        storage_method: 'Keep at 0-4°C',
        cs_phone: '1588-0000',
      },
    });
    const frozen = await bySku('FC-002');
    expect(frozen).toMatchObject({ origin: '호주산', storage: 'frozen' });
    expect(frozen.notice).toMatchObject({ precautions: 'Cook thoroughly' });

    // An existing product: a changed notice value is shown as its column; clearing its storage is
    // refused, and so is clearing a required notice field.
    const update = csvUtf8([
      ['상품코드', '원산지', '보관방법', '소비기한 또는 품질유지기한'],
      ['FC-001', '국내산(횡성)', '냉동', '7일'],
      ['FC-002', '호주산', '-', '(삭제)'],
    ]);
    const changes = await previewSheet(call(update, { language: 'ko' }));
    expect(changes.rows).toMatchObject([
      {
        status: 'changed',
        changes: [
          { column: 'storage', header: '보관방법', from: 'chilled', to: 'frozen' },
          {
            column: 'shelf_life',
            header: '소비기한 또는 품질유지기한',
            from: '5 days',
            to: '7일',
          },
        ],
      },
      {
        status: 'refused',
        reasons: [
          '3행: 보관방법이 비어 있습니다',
          '3행: 소비기한 또는 품질유지기한이 없습니다 (식품은 상품정보제공고시를 표시해야 합니다)',
        ],
      },
    ]);
    await applySheet(call(update));
    expect(await bySku('FC-001')).toMatchObject({
      storage: 'frozen',
      notice: { shelf_life: '7일', cs_phone: '1588-0000' },
    });
  });

  it('checks a published food product on every row, an archived draft on none', async () => {
    const beef = await ctx.db.subcategory.findFirstOrThrow({ where: { name: 'Beef' } });
    await createProduct(ctx.db, { sku: 'DR-001', subcategoryId: beef.id, sellPrice: 9000 });
    await createProduct(ctx.db, {
      sku: 'DR-002',
      subcategoryId: beef.id,
      sellPrice: 9000,
      archivedAt: new Date(),
    });
    const sheet = csvUtf8([
      ['sku', 'sell_price'],
      ['DR-001', 9500],
      ['DR-002', 9500],
    ]);
    const preview = await previewSheet(call(sheet));
    expect(preview.rows).toMatchObject([
      {
        sku: 'DR-001',
        status: 'refused',
        reasons: [expect.stringMatching(/^row 2: weight, producer and location .* are missing/)],
      },
      { sku: 'DR-002', status: 'changed' },
    ]);
    // The round trip below exports only complete food.
    await ctx.db.product.deleteMany({ where: { sku: { startsWith: 'DR-' } } });
  });

  it('refuses a sheet without a sku column before reading its rows, in the page language', async () => {
    const form = sheetForm(csvUtf8([['name'], ['Kale']]), 'products.csv');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products/import/preview',
      headers: { ...headers, ...form.headers, 'accept-language': 'ko' },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'SKU_COLUMN_MISSING',
      message: '시트에 상품코드(sku) 열이 없습니다. 양식이나 내보낸 파일에서 시작해 주세요.',
    });
  });

  it('plans the rows again when applying: stock sold since the preview refuses the change', async () => {
    const product = await createProduct(ctx.db, { sku: 'RV-001', subcategoryId, stockQuantity: 5 });
    const sheet = csvUtf8([
      ['sku', 'stock_change', 'stock_reason'],
      ['RV-001', -5, 'damaged'],
    ]);
    expect((await previewSheet(call(sheet))).counts.changed).toBe(1);
    await ctx.db.product.update({ where: { id: product.id }, data: { stockQuantity: 2 } });
    const { last } = await applySheet(call(sheet));
    expect(last).toEqual({
      type: 'done',
      counts: { new: 0, changed: 0, unchanged: 0, refused: 1 },
    });
    expect((await bySku('RV-001')).stockQuantity).toBe(2);
  });

  it('writes nothing when the apply fails part-way', async () => {
    // A database error on the third row, after the first two were written in the transaction.
    await ctx.db.$executeRawUnsafe(`
      CREATE FUNCTION refuse_exploding() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'Explodes' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$`);
    await ctx.db.$executeRawUnsafe(
      `CREATE TRIGGER refuse_exploding BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION refuse_exploding()`,
    );
    try {
      for (const sku of ['TX-1', 'TX-2', 'TX-3'])
        await createProduct(ctx.db, { sku, subcategoryId, name: sku, sellPrice: 1000 });
      const sheet = csvUtf8([
        ['sku', 'sell_price', 'name'],
        ['TX-1', 1100, 'TX-1'],
        ['TX-2', 1200, 'TX-2'],
        ['TX-3', 1300, 'Explodes'],
        ['TX-4', 1400, 'New one'],
      ]);
      const { last } = await applySheet(call(sheet));
      expect(last).toMatchObject({ type: 'failed', code: 'INTERNAL_ERROR' });
      const prices = await ctx.db.product.findMany({
        where: { sku: { startsWith: 'TX-' } },
        select: { sellPrice: true },
      });
      expect(prices.map((p) => p.sellPrice)).toEqual([1000, 1000, 1000]);
    } finally {
      await ctx.db.$executeRawUnsafe(`DROP TRIGGER refuse_exploding ON products`);
    }
  });

  it('stores pictures named in the sheet from the uploaded ZIP', async () => {
    const sheet = csvUtf8([
      [...HEADER, 'images'],
      ['IM-001', 'Taro', '토란', 'Produce', 'Roots', 6900, 5, 'photos/taro.png'],
      ['IM-002', 'Beet', '비트', 'Produce', 'Roots', 3900, 5, 'missing.png'],
    ]);
    const zip = await zipOf({ 'photos/taro.png': TINY_PNG });
    const preview = await previewSheet(call(sheet, { zip }));
    expect(preview.rows[1]?.reasons).toEqual(['row 3: image missing.png is not in the ZIP file']);
    await applySheet(call(sheet, { zip }));
    const taro = await bySku('IM-001');
    expect(taro.images).toMatchObject([
      { url: expect.stringMatching(/^\/uploads\/products\//), isMain: true },
    ]);
  });

  it("takes only the shop's own pictures or the ZIP's; any other address refuses the row", async () => {
    const owner = await createProduct(ctx.db, { sku: 'OWN-001', subcategoryId });
    expect((await uploadProductImage(ctx.app, owner.id, { headers })).statusCode).toBe(201);
    const [uploaded] = await ctx.db.productImage.findMany({ where: { productId: owner.id } });
    const { url, fileKey } = uploaded as { url: string; fileKey: string };
    const foreign = [
      'http://127.0.0.1:9/img.png',
      'https://cdn.example/taro.jpg',
      '//evil.example/x.png',
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'file:///etc/passwd',
    ];
    const sheet = csvUtf8([
      [...HEADER, 'images'],
      ['AD-000', 'Yam', '마', 'Produce', 'Roots', 4900, 5, `${url} | ${fileKey}`],
      ...foreign.map((image, i) => [
        `AD-${i + 1}`,
        'Yam',
        '마',
        'Produce',
        'Roots',
        4900,
        5,
        image,
      ]),
    ]);
    const preview = await previewSheet(call(sheet));
    expect(preview.counts).toMatchObject({ new: 1, refused: foreign.length });
    expect(
      preview.rows.filter((row) => row.status === 'refused').map((row) => row.reasons),
    ).toEqual(
      foreign.map((image, i) => [
        `row ${i + 3}: image ${image} is neither in the ZIP file nor one of the shop's pictures (pictures from other addresses are not taken)`,
      ]),
    );
    const korean = await previewSheet(call(sheet, { language: 'ko' }));
    expect(korean.rows.find((row) => row.sku === 'AD-4')?.reasons).toEqual([
      '6행: 이미지 javascript:alert(1)은 ZIP 파일에도, 쇼핑몰의 그림에도 없습니다 (다른 주소의 그림은 가져올 수 없습니다)',
    ]);

    await applySheet(call(sheet));
    expect(await ctx.db.product.count({ where: { sku: { startsWith: 'AD-' } } })).toBe(1);
    const yam = await bySku('AD-000');
    expect(yam.images.map((image) => ({ url: image.url, fileKey: image.fileKey }))).toEqual([
      { url, fileKey },
      { url, fileKey },
    ]);
    // The picture is shared now: deleting it from the product that uploaded it keeps the file.
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${owner.id}/images/${uploaded?.id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await ctx.app.storage.read(fileKey)).not.toBeNull();
  });

  it('leaves a field as it is for a blank cell, and empties it for the clear marker', async () => {
    const layout = [...HEADER, 'sale_price', 'weight', 'images'];
    const owner = await createProduct(ctx.db, { sku: 'CL-PIC', subcategoryId });
    expect((await uploadProductImage(ctx.app, owner.id, { headers })).statusCode).toBe(201);
    const [uploaded] = await ctx.db.productImage.findMany({ where: { productId: owner.id } });
    const picture = (uploaded as { url: string }).url;
    await applySheet(
      call(
        csvUtf8([
          layout,
          ['CL-001', 'Pear', '배', 'Produce', 'Roots', 9900, 5, 8900, '3 ea', picture],
        ]),
      ),
    );
    // A price-and-stock sheet: only the price is filled; the picture, weight and sale price stay.
    const prices = csvUtf8([layout, ['CL-001', '', '', '', '', 9500, '', '', '', '']]);
    const preview = await previewSheet(call(prices));
    expect(preview.rows[0]).toMatchObject({
      status: 'changed',
      changes: [{ column: 'sell_price', from: '9,900', to: '9,500' }],
    });
    await applySheet(call(prices));
    expect(await bySku('CL-001')).toMatchObject({
      sellPrice: 9500,
      salePrice: 8900,
      weight: '3 ea',
      images: [{ url: picture }],
    });

    // The marker, in either language, empties the field; a value that is itself "-" is a value.
    const cleared = csvUtf8([layout, ['CL-001', '', '', '', '', '', '', '-', '(clear)', '(삭제)']]);
    await applySheet(call(cleared));
    expect(await bySku('CL-001')).toMatchObject({
      sellPrice: 9500,
      salePrice: null,
      weight: null,
      images: [],
    });
    await applySheet(call(csvUtf8([layout, ['CL-001', '', '', '', '', '', '', '', "'-", '']])));
    expect(await bySku('CL-001')).toMatchObject({ weight: '-' });
  });

  it('exports the catalogue in the import layout: importing the export changes nothing', async () => {
    // The built-in catalogue, whose food carries its origin and notice.
    await loadCatalogue(ctx.db, validateCatalogue(builtinCatalogue()), ctx.config.uploadDir);
    const sub = await createSubcategory(ctx.db, { categoryId: (await createCategory(ctx.db)).id });
    await createProduct(ctx.db, {
      sku: 'RT-001',
      subcategoryId: sub.id,
      name: '-Minus sign first',
      brand: '=HYPERLINK("x")',
      sellPrice: 12_000,
      salePrice: 9_900,
      comparePrice: 13_000,
      isOnSale: true,
      description: 'Line one\nline two',
    });
    for (const format of ['xlsx', 'csv'] as const) {
      for (const language of ['en', 'ko'] as const) {
        const exported = await ctx.app.inject({
          url: `/api/admin/products/export?format=${format}`,
          headers: { ...headers, 'accept-language': language },
        });
        expect(exported.statusCode).toBe(200);
        const preview = await previewSheet(
          call(exported.rawPayload, { fileName: `export.${format}`, language }),
        );
        expect(preview.counts.changed + preview.counts.new + preview.counts.refused).toBe(0);
        expect(preview.counts.unchanged).toBe(
          await ctx.db.product.count({ where: { archivedAt: null } }),
        );
      }
    }
  });
});
