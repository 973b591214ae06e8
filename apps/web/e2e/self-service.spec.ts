import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders } from './back-office';
import {
  agreeToPrivacy,
  chooseFirstFreeDay,
  expect,
  headerCart,
  readEmailTo,
  type ShopProduct,
  shopProducts,
  shot,
  test,
  uniqueEmail,
  uniquePhone,
  waitUntilHydrated,
} from './helpers';

// Shopper self-service against the real API: a guest places a cash order, cancels it on the
// confirmation page (in Korean), sees the stock back on the product page, then buys it again; a
// guest asks to be told when a sold-out product is back, and confirms the email from its link.
// Run at phone size: npx playwright test e2e/self-service.spec.ts --project mobile-390

const QUANTITY = 2;

/** Changes a product's stock as the shop team does (the admin API), by a delta. */
async function changeStock(request: APIRequestContext, productId: string, change: number) {
  const headers = await adminHeaders(request);
  const response = await request.post(`/api/admin/products/${productId}/stock`, {
    headers,
    data: { change, reason: 'Self-service test' },
  });
  expect(response.ok()).toBe(true);
}

async function pickProduct(page: Page, fromEnd = 1): Promise<ShopProduct> {
  const products = await shopProducts(page.request);
  // Far from the other specs' picks (they take the first products with stock).
  const product = products.filter((p) => p.stock_quantity >= QUANTITY + 3).at(-fromEnd);
  if (!product) throw new Error('The seed has no product with enough stock');
  return product;
}

async function expectStock(page: Page, product: ShopProduct, count: number) {
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.getByText(`${count} in stock`, { exact: true })).toBeVisible();
}

async function placeGuestCashOrder(
  page: Page,
  product: ShopProduct,
): Promise<{ orderId: string; email: string }> {
  await page.goto(`/product/${product._id}`);
  const quantityField = page.getByLabel('Quantity', { exact: true });
  await waitUntilHydrated(quantityField);
  await quantityField.fill(String(QUANTITY));
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Added to cart!')).toBeVisible();

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkoutpage$/i);
  await page.getByLabel('First Name').fill('Minji');
  await page.getByLabel('Last Name').fill('Kim');
  await page.getByLabel('Postcode', { exact: true }).fill('03154');
  await page.getByLabel('Street Address').fill('12 Sejong-daero, Jongno-gu');
  await page.getByLabel('Town / City').fill('Seoul');
  await page.getByLabel('Phone').fill(uniquePhone());
  const email = `self-service-${test.info().project.name}-${Date.now()}@example.kr`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Payment Method').selectOption('cash');
  await chooseFirstFreeDay(page);
  await agreeToPrivacy(page);
  await page.getByRole('button', { name: /Place Order/ }).click();
  await expect(page).toHaveURL(/\/order-success\?order=/);
  return { orderId: new URL(page.url()).searchParams.get('order') ?? '', email };
}

test('a guest cancels a cash order in Korean, sees the stock back, then buys it again', async ({
  page,
}) => {
  const product = await pickProduct(page);
  const stock = product.stock_quantity;
  const { orderId, email } = await placeGuestCashOrder(page, product);
  await expectStock(page, product, stock - QUANTITY);

  // The confirmation page in Korean: cancel after the confirm step, and the new status.
  await page.goto(`/ko/order-success?order=${orderId}`);
  const cancel = page.getByRole('button', { name: '주문 취소' });
  await waitUntilHydrated(cancel);
  await cancel.click();
  await expect(
    page.getByText('이 주문을 취소할까요? 주문한 상품은 다시 판매됩니다.'),
  ).toBeVisible();
  await page.getByRole('button', { name: '네, 주문을 취소합니다' }).click();
  const done = page
    .getByRole('status')
    .filter({ hasText: '주문을 취소했습니다. 현재 상태: 주문 취소' });
  await expect(done).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 구매' })).toBeVisible();
  await shot(page, 'self-service-ko');

  // The order was never paid: its email promises no refund, and the shop's copy leads in Korean.
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  const mail = await readEmailTo(email, 20_000, 'cancelled as you asked');
  expect(mail).toContain('It was not paid, so nothing is charged.');
  expect(mail).not.toMatch(/refund/i);
  const shopCopy = await readEmailTo('help@jangbogi.kr', 20_000, orderNumber);
  expect(shopCopy).toContain(`고객이 주문 ${orderNumber}`);
  expect(shopCopy).toContain('결제 전 주문입니다.');

  await expectStock(page, product, stock);

  // Buy again from the (English) confirmation page puts the products back in the cart.
  await page.goto(`/order-success?order=${orderId}`);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const buyAgain = page.getByRole('button', { name: 'Buy again' });
  await waitUntilHydrated(buyAgain);
  await buyAgain.click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Added to your cart: ${product.name} × ${QUANTITY}.` }),
  ).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/cart');
  await expect(page.getByText(product.name).first()).toBeVisible();
});

test('a guest asks for a restock alert on a sold-out product, in Korean', async ({
  page,
  expectFailedRequest,
}) => {
  const product = await pickProduct(page, 2);
  await changeStock(page.request, product._id, -product.stock_quantity);
  try {
    await page.goto(`/ko/product/${product._id}`);
    await expect(
      page.getByText('현재 품절된 상품입니다. 재입고되면 이메일로 알려 드릴게요.'),
    ).toBeVisible();
    const email = page.getByLabel('이메일');
    await waitUntilHydrated(email);
    await page.getByRole('button', { name: '재입고 알림 신청' }).click();
    await expect(page.getByText('올바른 이메일 주소를 입력해 주세요')).toBeVisible();
    const address = uniqueEmail('restock');
    await email.fill(address);
    await page.getByRole('button', { name: '재입고 알림 신청' }).click();
    await expect(
      page.getByText(`거의 다 됐어요. ${address} 주소로 처음 신청하셨다면`),
    ).toBeVisible();
    await shot(page, 'self-service-restock-ko');

    // Double opt-in: the email's owner confirms it once, from the Korean link mailed to it.
    const message = await readEmailTo(address, 20_000, '/stock-alerts/confirm/');
    expect(message).toContain('재입고 알림 이메일 확인');
    const link = /https?:\/\/[^\s"'<>]+\/ko\/stock-alerts\/confirm\/[A-Za-z0-9_.-]+/.exec(
      message,
    )?.[0];
    expect(link, 'the confirmation link in the email').toBeTruthy();
    await page.goto(new URL(link!).pathname);
    const confirm = page.getByRole('button', { name: '이메일 확인하기' });
    await waitUntilHydrated(confirm);
    await confirm.click();
    await expect(
      page.getByText(
        `확인되었습니다. 요청하신 상품이 재입고되면 ${address} 주소로 알려 드리겠습니다.`,
      ),
    ).toBeVisible();
    await shot(page, 'self-service-restock-confirmed-ko');

    // Back in stock while the page is open: a toast says so and the page offers Add to Cart.
    await page.goto(`/product/${product._id}`);
    const notify = page.getByRole('button', { name: "Notify me when it's back" });
    await waitUntilHydrated(notify);
    await changeStock(page.request, product._id, product.stock_quantity);
    expectFailedRequest(409, /\/api\/products\/[^/]+\/stock-alert$/);
    await page.getByLabel('Email').fill('restock@example.kr');
    await notify.click();
    await expect(
      page.getByText("Good news: it's back in stock. Add it to your cart now."),
    ).toBeVisible();
    await expect(
      page.getByText(`${product.stock_quantity} in stock`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeEnabled();
  } finally {
    const now = (await (await page.request.get(`/api/products/${product._id}`)).json()) as {
      stock_quantity: number;
    };
    if (now.stock_quantity === 0)
      await changeStock(page.request, product._id, product.stock_quantity);
  }
});
