import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders, signInToBackOffice, takeOrderActions } from './back-office';
import {
  expect,
  greenSquarePng,
  readEmailTo,
  shopProducts,
  shot,
  test,
  uniqueEmail,
  waitUntilHydrated,
} from './helpers';

// What a shopper reads after ordering: by when a transfer must come (Korea time), the delivery day
// written one way, and the refund account a transfer-paid return needs; a sold-out product page.
// (My Orders' pages, the policies' delivery promise, a day's room at checkout and the picking
// list's first day are my-orders.test.tsx's, shop-policies.test.ts's, delivery-day-picker.test.tsx's
// and back-office-days-and-receipts.test.ts's.)

const PHONE = { width: 390, height: 844 };

test('a transfer order says by when to pay, in Korea time, on the confirmation, My Orders and the email', async ({
  page,
  request,
}) => {
  const { order, email: address } = await transferOrder(page, request, false);
  await page.setViewportSize(PHONE);

  await page.goto(`/order-success?order=${order._id}`);
  const deadline = page.getByTestId('payment-deadline');
  await expect(deadline).toHaveText(
    /^Please transfer by \w{3}, \w{3} \d{1,2}, \d{1,2}:\d\d [AP]M \(Korea time\)\. An order still unpaid then is cancelled\.$/,
  );
  await shot(page, 'order-follow-up-01-confirmation-en', { fullPage: true });
  const deadlineText = await deadline.innerText();

  await page.goto('/my-orders');
  const card = page.getByRole('article', { name: `Order #${order.order_number}` });
  await expect(card.getByTestId('payment-deadline')).toHaveText(deadlineText);
  // One delivery-day format and label, as checkout and the email write it.
  const day = card.locator('div').filter({ has: page.getByTestId('delivery-day') });
  await expect(day.locator('dt')).toHaveText('Delivery day');
  await expect(card.getByTestId('delivery-day')).toHaveText(/^\w{3}, \w{3} \d{1,2}$/);
  await shot(page, 'order-follow-up-02-my-orders-en', { fullPage: true });

  await page.goto('/ko/my-orders');
  const koreanCard = page.getByRole('article', { name: `주문번호 ${order.order_number}` });
  await expect(koreanCard.getByTestId('payment-deadline')).toHaveText(
    /^\d{1,2}월 \d{1,2}일 \([일월화수목금토]\) 오[전후] \d{1,2}:\d\d \(한국 시간\)까지 입금해 주세요\./,
  );
  await expect(koreanCard.getByTestId('delivery-day')).toHaveText(
    /^\d{1,2}월 \d{1,2}일 \([일월화수목금토]\)$/,
  );
  await expect(koreanCard.getByText('배송일', { exact: true })).toBeVisible();
  await shot(page, 'order-follow-up-03-my-orders-ko', { fullPage: true });
  await page.goto(`/ko/order-success?order=${order._id}`);
  await expect(page.getByTestId('payment-deadline')).toContainText('(한국 시간)까지 입금해 주세요');
  await shot(page, 'order-follow-up-04-confirmation-ko', { fullPage: true });

  // The email says the same, and its lines keep the quantity apart from a name with a count.
  const email = await readEmailTo(address, 20_000, 'Please transfer by');
  expect(email).toMatch(
    /Please transfer by \w{3}, \w{3} \d{1,2}, \d{1,2}:\d\d [AP]M \(Korea time\)/,
  );
  expect(email).toMatch(/Delivery day: \w{3}, \w{3} \d{1,2}\n/);
  expect(email).toMatch(/ · Qty 1 · ₩[\d,]+\n/);
});

/**
 * A new shopper's transfer order, left unpaid or paid and delivered; the browser is logged in as
 * the shopper. Answers the order and its product, and the shopper's email.
 */
async function transferOrder(page: Page, request: APIRequestContext, delivered: boolean) {
  const email = uniqueEmail('transfer');
  const registered = await request.post('/api/users/register', {
    data: {
      firstName: 'Seoyeon',
      lastName: 'Lee',
      email,
      password: 'refund-account-2026',
      phoneNumber: '010-3456-7890',
      age_14_or_over: true,
    },
  });
  expect(registered.status()).toBe(201);
  const { token, user } = (await registered.json()) as { token: string; user: unknown };
  const headers = { authorization: `Bearer ${token}` };
  const address = await request.post('/api/addresses', {
    headers,
    data: {
      full_name: 'Seoyeon Lee',
      street: '12 Sejong-daero',
      city: 'Seoul',
      state: 'Jongno-gu',
      postal_code: '03172',
      country: 'KR',
      phone: '010-3456-7890',
    },
  });
  expect(address.status()).toBe(201);
  const product = (await shopProducts(request)).filter((p) => p.stock_quantity >= 5).at(-5)!;
  const addressId = ((await address.json()) as { _id: string })._id;
  expect(
    (
      await request.post('/api/cart/add', {
        headers,
        data: { product_id: product._id, quantity: 1 },
      })
    ).ok(),
  ).toBe(true);
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      shipping_address_id: addressId,
      payment_method: 'account_transfer',
      depositor_name: '이서연',
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { _id: string; order_number: string };
  if (delivered)
    await takeOrderActions(request, order._id, [
      { action: 'confirm_payment' },
      { action: 'ship', courier: 'cj', tracking_number: '123456789012' },
      { action: 'deliver' },
    ]);
  await page.addInitScript(
    ({ userToken, userInfo }) => {
      localStorage.setItem('authToken', userToken);
      localStorage.setItem('isGuest', 'false');
      localStorage.setItem('userInfo', userInfo);
    },
    { userToken: token, userInfo: JSON.stringify(user) },
  );
  return { order, product, email };
}

test('a return on a transfer-paid order asks where the refund goes, and the shop team sees it', async ({
  page,
  request,
  browser,
}) => {
  const { order, product } = await transferOrder(page, request, true);
  await page.setViewportSize(PHONE);
  await page.goto('/my-orders');
  const card = page.getByRole('article', { name: `Order #${order.order_number}` });
  const ask = card.getByRole('button', { name: 'Request a return' });
  await waitUntilHydrated(ask);
  await ask.click();
  const form = card.getByRole('form', { name: 'Request a return' });
  await form.getByRole('button', { name: `One more ${product.name}` }).click();
  await form.getByRole('radio', { name: /Defective item/ }).check();
  await form
    .getByLabel(/Photos/)
    .setInputFiles({ name: 'dented.png', mimeType: 'image/png', buffer: greenSquarePng() });
  const account = form.getByRole('group', { name: 'Refund account' });
  await expect(account).toBeVisible();
  await form.getByRole('button', { name: 'Send return request' }).click();
  await expect(account.getByText('Enter the bank name')).toBeVisible();
  await account.getByLabel('Bank').fill('국민은행');
  await account.getByLabel('Account number').fill('123-45-678901');
  await account.getByLabel('Account holder').fill('이서연');
  await shot(page, 'order-follow-up-05-return-form-en', { fullPage: true });
  await form.getByRole('button', { name: 'Send return request' }).click();
  await expect(card.getByRole('list', { name: 'Returns' })).toContainText('Requested');

  // The Korean form asks the same.
  await page.goto('/ko/my-orders');
  const koreanCard = page.getByRole('article', { name: `주문번호 ${order.order_number}` });
  await expect(koreanCard.getByRole('list', { name: '반품' })).toBeVisible();

  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await staff.newPage();
  await signInToBackOffice(admin, '/admin/returns');
  const row = admin.getByRole('row').filter({ hasText: order.order_number });
  await expect(row.getByTestId('return-refund-account')).toHaveText(
    'Refund to: 국민은행 123-45-678901 (이서연)',
  );
  await row.getByRole('button', { name: 'Approve and refund' }).click();
  const refund = admin.getByRole('form', { name: 'Refund / return' });
  await expect(refund.getByLabel('Account number')).toHaveValue('123-45-678901');
  await staff.close();
});

test('a sold-out product shows no quantity picker', async ({ page, request }) => {
  const admin = await adminHeaders(request);
  // Far from the other specs' picks; its stock comes back at the end.
  const product = (await shopProducts(request)).filter((p) => p.stock_quantity > 0).at(-8)!;
  const adjust = (change: number) =>
    request.post(`/api/admin/products/${product._id}/stock`, {
      headers: admin,
      data: { change, reason: 'count' },
    });
  expect((await adjust(-product.stock_quantity)).ok()).toBe(true);
  try {
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toHaveCount(0);
    await expect(page.getByLabel('Quantity', { exact: true })).toHaveCount(0);
  } finally {
    expect((await adjust(product.stock_quantity)).ok()).toBe(true);
  }
});
