import { adminHeaders, archiveProductsNamed, signInToBackOffice } from './back-office';
import { expect, shot, test } from './helpers';

// The shop team imports a 200-row sheet of fresh produce, with the origin and product information
// notice food must show, in which three rows are wrong. The preview names each bad row in its own
// words; the team fixes nothing and applies the other 197, which then show in the products list.
// The same sheet read again on the Korean page changes nothing.

function productSheet(prefix: string): Buffer {
  // Korean headers for the information, as the team's own sheets write them.
  const information = {
    '중량·용량': '1봉',
    원산지: '국내산',
    보관방법: '냉장',
    '생산자 및 소재지 (수입품은 수입자 포함)': '푸른농장 (경기 이천)',
    '제조연월일 (포장일 또는 생산연도)': '출고일 포장',
    '소비기한 또는 품질유지기한': '수령 후 5일',
    '보관방법 또는 취급방법': '냉장 보관',
    '소비자상담 관련 전화번호': '1588-0000',
  };
  const rows = [
    [
      'sku',
      'name',
      'name_kr',
      'category',
      'subcategory',
      'sell_price',
      'sale_price',
      'stock',
      ...Object.keys(information),
    ],
  ];
  for (let i = 1; i <= 200; i++) {
    const n = String(i).padStart(3, '0');
    rows.push([
      `${prefix}-${n}`,
      `Import Kale ${n}`,
      `수입 케일 ${n}`,
      'Fresh Produce',
      '채소',
      String(2_000 + i * 10),
      '',
      '20',
      ...Object.values(information),
    ]);
  }
  // Three bad rows: a sale price above the price, an unknown subcategory, food without its origin.
  rows[14] = [
    `${prefix}-014`,
    'Import Kale 014',
    '수입 케일 014',
    'Fresh Produce',
    '채소',
    '9800',
    '12000',
    '5',
    ...Object.values(information),
  ];
  rows[50]![4] = '없는 분류';
  rows[180]![9] = '';
  const csv = rows.map((row) => row.join(',')).join('\r\n');
  return Buffer.from(`\ufeff${csv}\r\n`);
}

test.afterAll(async ({ request }) => {
  await archiveProductsNamed(request, 'Import Kale');
});

test('the team imports 200 products, 3 of them refused, and finds the 197 in the list', async ({
  page,
}) => {
  const prefix = 'E2E';
  const sheet = { name: '상품목록.csv', mimeType: 'text/csv', buffer: productSheet(prefix) };

  await signInToBackOffice(page, '/admin/products');
  await page.getByRole('link', { name: 'Import / export' }).click();
  await expect(page.getByRole('heading', { name: 'Import products' })).toBeVisible();

  await page.getByLabel('Product sheet (CSV or XLSX)').setInputFiles(sheet);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('197 new · 0 changed · 0 unchanged · 3 refused')).toBeVisible();
  await expect(
    page.getByText('row 15: sale price ₩12,000 is above the sell price ₩9,800'),
  ).toBeVisible();
  await expect(
    page.getByText('row 51: subcategory "없는 분류" is not in Fresh Produce'),
  ).toBeVisible();
  await expect(
    page.getByText('row 181: origin is missing (food products must show their origin)'),
  ).toBeVisible();
  await shot(page, 'catalogue-import-en-preview');

  await page.getByRole('button', { name: 'Apply 197 rows' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Imported: 197 new and 0 changed products. 3 refused rows were left out.',
  );
  await shot(page, 'catalogue-import-en-done');

  await page.getByRole('status').getByRole('link', { name: 'See the products' }).click();
  const search = page.getByPlaceholder('Name, Korean name or brand');
  await search.fill('Import Kale 200');
  await expect(page.getByRole('row', { name: 'Import Kale 200' })).toBeVisible();
  await search.fill('Import Kale 01');
  await expect(page.getByRole('row', { name: 'Import Kale 013' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Import Kale 014' })).toHaveCount(0);
  await shot(page, 'catalogue-import-en-products');

  // Read again in Korean: the applied rows are unchanged now, the bad ones refused in Korean.
  await page.goto('/ko/admin/products/import');
  await page.getByLabel('상품 시트 (CSV 또는 XLSX)').setInputFiles(sheet);
  await page.getByRole('button', { name: '미리 보기' }).click();
  await expect(page.getByText('새 상품 0개 · 변경 0개 · 그대로 197개 · 거부 3개')).toBeVisible();
  await expect(page.getByText('15행: 할인가 12,000원이 판매가 9,800원보다 높습니다')).toBeVisible();
  await expect(
    page.getByText('181행: 원산지가 없습니다 (식품은 원산지를 표시해야 합니다)'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '0개 행 적용' })).toBeDisabled();
  await shot(page, 'catalogue-import-ko-preview');
});

test('a price-and-stock sheet with an empty picture column keeps the picture', async ({
  page,
  request,
}) => {
  // A built-in product with a picture, which no other test buys.
  const found = (await (await request.get('/api/products/search?q=Melona')).json()) as {
    products: { _id: string; imageUrl: string | null }[];
  };
  const product = found.products.find((p) => p.imageUrl);
  expect(product, 'a product with a picture').toBeTruthy();
  const admin = await adminHeaders(request);
  const { sku, sell_price: price } = (await (
    await request.get(`/api/admin/products/${product!._id}`, { headers: admin })
  ).json()) as { sku: string; sell_price: number };
  const header = [
    'sku',
    'name',
    'name_kr',
    'category',
    'subcategory',
    'sell_price',
    'stock',
    'images',
  ];
  const sheetOf = (sellPrice: number) => ({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `\ufeff${header.join(',')}\r\n${[sku, '', '', '', '', sellPrice, '', ''].join(',')}\r\n`,
    ),
  });

  await signInToBackOffice(page, '/ko/admin/products/import');
  const file = page.getByLabel('상품 시트 (CSV 또는 XLSX)');
  for (const sellPrice of [price + 100, price]) {
    await file.setInputFiles(sheetOf(sellPrice));
    await page.getByRole('button', { name: '미리 보기' }).click();
    await expect(page.getByText('새 상품 0개 · 변경 1개 · 그대로 0개 · 거부 0개')).toBeVisible();
    await page.getByRole('button', { name: '1개 행 적용' }).click();
    await expect(page.getByRole('status')).toContainText(
      '가져오기 완료: 새 상품 0개, 변경된 상품 1개.',
    );
    const after = (await (await request.get(`/api/products/${product!._id}`)).json()) as {
      sell_price: number;
      imageUrl: string | null;
    };
    expect(after).toMatchObject({ sell_price: sellPrice, imageUrl: product!.imageUrl });
  }
});
