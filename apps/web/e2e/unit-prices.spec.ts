import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders } from './back-office';
import { addFirstShopProductToCart, expect, shot, test, waitUntilHydrated } from './helpers';

// Unit prices (가격표시제: 100g당, 100ml당, 1개당) on the cards of the built-in catalogue in both
// languages, the weighed pork belly's refund promise on its page and in the cart, and the shop's
// minimum order at checkout: the cart and the checkout say what is missing, and the order can be
// placed once the goods reach it.

interface UnitProduct {
  _id: string;
  name: string;
  name_kr: string;
  price: number;
  unit_price: { won: number; per_quantity: number; unit: string } | null;
}

async function findProduct(request: APIRequestContext, query: string): Promise<UnitProduct> {
  const res = await request.get(`/api/products/search/results?q=${encodeURIComponent(query)}`);
  expect(res.ok()).toBe(true);
  const [product] = ((await res.json()) as { products: UnitProduct[] }).products;
  if (!product) throw new Error(`No product found for ${query}`);
  return product;
}

const grouped = (won: number) => won.toLocaleString('en-US');

async function setMinimumOrder(request: APIRequestContext, amount: number) {
  const headers = await adminHeaders(request);
  // What the back office edits: the public answer adds keys of its own (toss_client_key).
  const settings = (await (await request.get('/api/admin/settings', { headers })).json()) as Record<
    string,
    unknown
  >;
  const saved = await request.put('/api/admin/settings', {
    headers,
    data: { ...settings, minimum_order_amount: amount },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Cards, the product page and the cart at a phone's and a desktop's width, for the eye. */
async function screens(page: Page, name: string) {
  for (const width of [360, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `${name}-${width}`, { fullPage: width < 1280 });
  }
}

test('cards show the unit price in both languages, and the sort by unit price leads with the cheapest', async ({
  page,
  request,
}) => {
  // Five searches in two languages; on a loaded machine a page takes seconds.
  test.setTimeout(120_000);
  const sprouts = await findProduct(request, 'Bean Sprouts');
  expect(sprouts.unit_price).toMatchObject({ per_quantity: 100, unit: 'g' });
  const won = sprouts.unit_price?.won ?? 0;
  expect(won).toBe(Math.round((sprouts.price * 100) / 300));

  await page.goto('/search?q=Bean%20Sprouts');
  const card = page.getByRole('article', { name: sprouts.name });
  await expect(card.locator('[data-unit-price]')).toHaveText(`₩${grouped(won)} per 100 g`);
  await screens(page, 'unit-price-cards-en');

  await page.goto(`/ko/search?q=${encodeURIComponent('콩나물')}`);
  const koreanCard = page.getByRole('article', { name: sprouts.name_kr });
  await expect(koreanCard.locator('[data-unit-price]')).toHaveText(`100g당 ${grouped(won)}원`);
  await screens(page, 'unit-price-cards-ko');

  // Eggs are priced per piece (1개당).
  const eggs = await findProduct(request, 'Free-range Eggs');
  expect(eggs.unit_price).toMatchObject({ per_quantity: 1, unit: '개' });
  await page.goto(`/ko/search?q=${encodeURIComponent('유정란')}`);
  await expect(
    page.getByRole('article', { name: eggs.name_kr }).locator('[data-unit-price]'),
  ).toHaveText(`1개당 ${grouped(eggs.unit_price?.won ?? 0)}원`);

  await page.goto('/search?q=pork&sort=unit_price');
  const units = await page.locator('article [data-unit-price]').allTextContents();
  const figures = units.map((text) => Number(/₩([\d,]+)/.exec(text)?.[1]?.replaceAll(',', '')));
  expect(figures.length).toBeGreaterThan(1);
  expect([...figures].sort((a, b) => a - b)).toEqual(figures);
});

test('a weighed product says a lighter pack is refunded, on its page and in the cart', async ({
  page,
  request,
}) => {
  const belly = await findProduct(request, '한돈 삼겹살');
  await page.goto(`/ko/product/${belly._id}`);
  const note = page.locator('[data-weighed-note]');
  await expect(note).toContainText('무게 상품: 약 500g');
  await expect(note).toContainText('실제 중량이 적으면 발송 전에 차액을 환불');
  await expect(page.locator('[data-unit-price]').first()).toHaveText(/^100g당 [\d,]+원$/);
  await screens(page, 'weighed-product-ko');

  await page.goto(`/product/${belly._id}`);
  await expect(page.locator('[data-weighed-note]')).toContainText(
    'If your pack weighs less, we refund the difference',
  );
  await screens(page, 'weighed-product-en');
  const add = page.getByRole('button', { name: 'Add to Cart' }).first();
  await waitUntilHydrated(add);
  await add.click();
  await expect(page.getByText('Added to cart!')).toBeVisible();

  await page.goto('/cart');
  await expect(page.locator('[data-weighed-note]')).toContainText(
    'Lighter packs are refunded the difference.',
  );
  await expect(page.locator('tbody [data-unit-price]').first()).toHaveText(/^₩[\d,]+ per 100 g$/);
  await screens(page, 'weighed-cart-en');
  await page.goto('/ko/cart');
  await expect(page.locator('[data-weighed-note]')).toContainText(
    '실제 중량이 적으면 차액을 환불해 드려요.',
  );
  await screens(page, 'weighed-cart-ko');
});

test('the checkout waits for the minimum order, in both languages', async ({ page, request }) => {
  await setMinimumOrder(request, 1_000_000);
  try {
    await addFirstShopProductToCart(page);
    const cart = page.getByTestId('minimum-order-needed');
    await page.goto('/cart');
    await expect(cart).toContainText('more to reach the minimum order of ₩1,000,000.');
    await screens(page, 'minimum-order-cart-en');

    await page.goto('/checkoutpage');
    const placeOrder = page.getByRole('button', { name: /^Place Order \(/ });
    await waitUntilHydrated(placeOrder);
    await expect(page.getByTestId('below-minimum-order')).toContainText(
      'The minimum order is ₩1,000,000.',
    );
    await expect(placeOrder).toBeDisabled();

    await page.goto('/ko/checkoutpage');
    await expect(page.getByTestId('below-minimum-order')).toContainText(
      '최소 주문 금액은 1,000,000원입니다.',
    );
    await expect(page.getByRole('button', { name: /^주문하기 \(/ })).toBeDisabled();
    await screens(page, 'minimum-order-checkout-ko');

    // Turned off, the same cart can be ordered.
    await setMinimumOrder(request, 0);
    await page.goto('/checkoutpage');
    await expect(page.getByTestId('below-minimum-order')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Place Order \(/ })).toBeEnabled();
  } finally {
    await setMinimumOrder(request, 0);
  }
});
