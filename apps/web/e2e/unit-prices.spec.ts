import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders } from './back-office';
import { addFirstShopProductToCart, expect, shot, test, waitUntilHydrated } from './helpers';

// The weighed pork belly's refund promise on its page and in the cart, and the shop's minimum order
// at checkout: the cart and the checkout say what is missing, and the order can be placed once the
// goods reach it. (The unit prices of the cards, 가격표시제, are product-card.test.tsx's and the
// API's unit-prices.test.ts.)

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
  // Resizing only for the pictures: a test run without them keeps its width and its CPU.
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  for (const width of [360, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `${name}-${width}`, { fullPage: width < 1280 });
  }
}

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
