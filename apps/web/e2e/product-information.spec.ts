// What Korean law asks the product page to show before purchase (origin, the product information
// notice, the perishable-food return rule), the storage badge on cards, and the back office form
// that will not publish food without them.
import type { APIRequestContext, Page } from '@playwright/test';
import { archiveProductsNamed, signInToBackOffice } from './back-office';
import { axe, expect, shot, test, waitUntilHydrated } from './helpers';

/** What this spec adds (notice table, badges, the perishable note) passes axe-core as the shop does. */
async function expectNoAxeViolations(page: Page, ...selectors: string[]) {
  const builder = axe(page);
  for (const selector of selectors) builder.include(selector);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const PRODUCT_INFORMATION = [
  '[data-testid="product-origin"]',
  '[data-testid="product-notice"]',
  '[data-perishable-notice]',
];

async function productId(request: APIRequestContext, name: string) {
  const response = await request.get(`/api/products/search?q=${encodeURIComponent(name)}`);
  const { products } = (await response.json()) as {
    products: { _id: string; name: string; subcategory_id: string }[];
  };
  const product = products.find((p) => p.name.startsWith(name));
  expect(product, name).toBeTruthy();
  return product as { _id: string; subcategory_id: string };
}

test.afterAll(async ({ request }) => {
  await archiveProductsNamed(request, 'Spring Cabbage');
});

test('the product page shows origin beside the price and the notice, in English and Korean', async ({
  page,
  request,
}) => {
  const { _id } = await productId(request, 'Napa Cabbage');

  await page.goto(`/product/${_id}`);
  const origin = page.getByTestId('product-origin');
  await expect(origin).toHaveText('Origin 국내산(강원 평창)');
  // Beside the price: in the same row.
  const priceRow = page.locator('div').filter({ has: origin }).filter({ hasText: '₩' }).last();
  await expect(priceRow).toBeVisible();
  await expect(page.getByRole('note', { name: /No change-of-mind returns/ })).toContainText(
    'E-Commerce Act art. 17(2)',
  );
  const additional = page.getByRole('tab', { name: 'Additional Information' });
  await waitUntilHydrated(additional);
  await additional.click();
  const notice = page.getByTestId('product-notice');
  await expect(notice.locator('caption')).toHaveText(
    'Product information notice (Farm, fishery and livestock products)',
  );
  await expect(notice.getByRole('row', { name: /^Country of origin/ })).toContainText(
    '국내산(강원 평창)',
  );
  await expect(notice.getByRole('row', { name: /^Producer and location/ })).toContainText(
    '장보기 협력 농가 / 강원 평창',
  );
  await expect(notice.getByRole('row', { name: /^Customer service phone/ })).toContainText(
    '02-3144-0415',
  );
  await shot(page, 'product-information-product-en', { fullPage: true });
  await expectNoAxeViolations(page, ...PRODUCT_INFORMATION);

  await page.goto(`/ko/product/${_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('알배기 배추 1통');
  await expect(page.getByTestId('product-origin')).toHaveText('원산지 국내산(강원 평창)');
  // Korean units on the Korean page: 1통, not "1 head".
  await expect(page.getByRole('definition').filter({ hasText: '1통' })).toBeVisible();
  await expect(page.getByText(/단순 변심으로 인한 청약철회\(반품\)가 불가합니다/)).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('장보기 농장 알배기 배추 1통.');
  const koTab = page.getByRole('tab', { name: '추가 정보' });
  await waitUntilHydrated(koTab);
  await koTab.click();
  const koNotice = page.getByTestId('product-notice');
  await expect(koNotice.locator('caption')).toHaveText('상품정보제공고시 (농수축산물)');
  await expect(koNotice.getByRole('row', { name: /^농수산물의 원산지/ })).toContainText(
    '국내산(강원 평창)',
  );
  await expect(koNotice.getByRole('row', { name: /^소비기한 또는 품질유지기한/ })).toContainText(
    '발송일 기준 소비기한 3일 이상 남은 상품 발송',
  );
  await shot(page, 'product-information-product-ko', { fullPage: true });
  await expectNoAxeViolations(page, ...PRODUCT_INFORMATION);
});

test('the checkout says fresh food in the cart cannot be returned for a change of mind', async ({
  page,
  request,
}) => {
  const { _id } = await productId(request, 'Napa Cabbage');
  await page.goto(`/product/${_id}`);
  const quantity = page.getByLabel('Quantity', { exact: true });
  await waitUntilHydrated(quantity);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await page.goto('/checkoutpage');
  const notice = page.getByRole('note', { name: /No change-of-mind returns/ });
  await expect(notice).toContainText('In this order: Napa Cabbage 1 head.');
  await shot(page, 'product-information-checkout-en', { fullPage: true });
  await page.goto('/ko/checkoutpage');
  await expect(page.getByRole('note', { name: /단순 변심 반품이 불가합니다/ })).toContainText(
    '이 주문의 해당 상품: 알배기 배추 1통',
  );
  await shot(page, 'product-information-checkout-ko', { fullPage: true });
  await expectNoAxeViolations(page, '[data-perishable-notice]');
});

test('a frozen product’s card carries a frozen badge, a room-temperature one none', async ({
  page,
  request,
}) => {
  const melona = await productId(request, 'Melona Bars');
  await page.goto(`/subcategory/${melona.subcategory_id}`);
  const card = page.getByRole('article', { name: /^Melona Bars/ });
  await expect(card.getByText('Frozen', { exact: true })).toBeVisible();
  await shot(page, 'product-information-cards-en', { fullPage: true });
  await expectNoAxeViolations(page, '[data-storage]');

  const ramyun = await productId(request, 'Shin Ramyun');
  await page.goto(`/ko/subcategory/${ramyun.subcategory_id}`);
  const roomCard = page.getByRole('article', { name: /^신라면/ });
  await expect(roomCard).toBeVisible();
  await expect(roomCard.locator('[data-storage]')).toHaveCount(0);
  await page.goto(`/ko/subcategory/${melona.subcategory_id}`);
  await expect(
    page.getByRole('article', { name: /^메로나/ }).getByText('냉동', { exact: true }),
  ).toBeVisible();
  await shot(page, 'product-information-cards-ko', { fullPage: true });
});

test('the back office form names what a food product still lacks before publishing it', async ({
  page,
  expectFailedRequest,
}) => {
  await signInToBackOffice(page, '/admin');
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  await page.goto('/admin/products/new');

  const name = `Spring Cabbage ${test.info().project.name} ${Date.now()}`;
  await page.getByLabel('Name (English)').fill(name);
  await page.getByLabel('Name (Korean)').fill('봄동 1봉');
  await page.getByLabel('Weight / size', { exact: true }).fill('500g');
  await page.getByLabel('Weight / size (Korean)').fill('500g');
  await page.getByLabel('Subcategory').selectOption({ label: 'Vegetables' });
  await page.getByLabel('Selling price (₩)').fill('3980');

  const missing = page.getByTestId('missing-information');
  await expect(missing).toHaveText(
    'Before this food product can be published, fill in: 생산자 및 소재지 (수입품은 수입자 포함), Country of origin (원산지), 제조연월일 (포장일 또는 생산연도), 소비기한 또는 품질유지기한, 보관방법 또는 취급방법, 소비자상담 관련 전화번호',
  );
  // The server refuses it too, and its field errors land on the fields.
  expectFailedRequest(400, '/api/admin/products');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Country of origin is required', { exact: true })).toBeVisible();
  await shot(page, 'product-information-admin-missing', { fullPage: true });

  await page.getByLabel('Country of origin (원산지)').fill('국내산(전남 신안)');
  await page.getByLabel(/^생산자 및 소재지/).fill('장보기 협력 농가 / 전남 신안');
  await page.getByLabel(/^제조연월일/).fill('포장일 별도 표기');
  await page.getByLabel(/^소비기한 또는 품질유지기한/).fill('발송일 기준 3일 이상');
  await page.getByLabel(/^보관방법 또는 취급방법/).fill('냉장 보관 (0~10℃)');
  await expect(missing).toHaveText(
    'Before this food product can be published, fill in: 소비자상담 관련 전화번호',
  );
  await page.getByLabel(/^소비자상담 관련 전화번호/).fill('02-3144-0415');
  await expect(missing).toHaveCount(0);
  await page.getByLabel('Storage', { exact: true }).selectOption('chilled');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Country of origin (원산지)')).toHaveValue('국내산(전남 신안)');
  await expect(page.getByLabel('Storage', { exact: true })).toHaveValue('chilled');
});

test('the Korean back office form names missing fields with their particles, never a raw key', async ({
  page,
  expectFailedRequest,
}) => {
  await signInToBackOffice(page, '/ko/admin/products/new');
  const create = page.getByRole('button', { name: '상품 등록' });
  await waitUntilHydrated(create);
  await page.getByLabel('상품명 (영어)').fill(`Spring Cabbage ko ${Date.now()}`);
  await page.getByLabel('상품명 (한국어)').fill('봄동 1봉');
  await page.getByLabel('중량 / 크기', { exact: true }).fill('500g');
  await page.getByLabel('중량 / 크기 (한국어)').fill('500g');
  // The subcategories are listed by their Korean names.
  await page.getByLabel('하위 카테고리').selectOption({ label: '채소' });
  await page.getByLabel('판매가 (원)').fill('3980');

  expectFailedRequest(400, '/api/admin/products');
  await create.click();
  await expect(page.getByText('원산지를 입력해 주세요', { exact: true })).toBeVisible();
  await expect(
    page.getByText('생산자 및 소재지 (수입품은 수입자 포함)를 입력해 주세요', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('제조연월일을 입력해 주세요', { exact: true })).toBeVisible();
  const form = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  expect(form).not.toMatch(/notice\.|\((을|를|이|가|은|는|으)\)/);
  await shot(page, 'product-information-admin-missing-ko', { fullPage: true });
});
