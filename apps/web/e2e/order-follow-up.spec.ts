import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders, signInToBackOffice } from './back-office';
import {
  addFirstShopProductToCart,
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
// written one way, the refund account a transfer-paid return needs, and policies that say what
// the settings do.

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
async function transferOrder(
  page: Page,
  request: APIRequestContext,
  delivered: boolean,
  /** How many orders the shopper placed before this one (answered as `earlier`, oldest first). */
  earlierOrders = 0,
) {
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
  const place = async () => {
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
    return (await placed.json()) as { _id: string; order_number: string };
  };
  const earlier = [];
  for (let n = 0; n < earlierOrders; n++) earlier.push(await place());
  const order = await place();
  const admin = await adminHeaders(request);
  for (const data of delivered
    ? [
        { action: 'confirm_payment' },
        { action: 'ship', courier: 'cj', tracking_number: '123456789012' },
        { action: 'deliver' },
      ]
    : []) {
    const changed = await request.post(`/api/admin/orders/${order._id}/actions`, {
      headers: admin,
      data,
    });
    expect(changed.ok(), await changed.text()).toBe(true);
  }
  await page.addInitScript(
    ({ userToken, userInfo }) => {
      localStorage.setItem('authToken', userToken);
      localStorage.setItem('isGuest', 'false');
      localStorage.setItem('userInfo', userInfo);
    },
    { userToken: token, userInfo: JSON.stringify(user) },
  );
  return { order, earlier, product, email };
}

test('My Orders shows older orders a page at a time, and the keyboard goes on from the first of them', async ({
  page,
  request,
}) => {
  const { order, earlier } = await transferOrder(page, request, false, 1);
  const older = earlier[0]!;
  // Pages of one order, so that two orders make two pages (a shopper sees 20 a page).
  await page.route(/\/api\/orders(\?|$)/, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', '1');
    return route.continue({ url: url.href });
  });
  await page.setViewportSize(PHONE);
  for (const [path, newest, previous, more] of [
    [
      '/my-orders',
      `Order #${order.order_number}`,
      `Order #${older.order_number}`,
      'Show older orders',
    ],
    [
      '/ko/my-orders',
      `주문번호 ${order.order_number}`,
      `주문번호 ${older.order_number}`,
      '이전 주문 더 보기',
    ],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('article', { name: newest })).toBeVisible();
    await expect(page.getByRole('article', { name: previous })).toHaveCount(0);
    const button = page.getByRole('button', { name: more });
    await waitUntilHydrated(button);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('article', { name: previous })).toBeFocused();
    await expect(button).toHaveCount(0);
  }
});

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

test('the return policy follows the delivery settings and the online return window', async ({
  page,
}) => {
  await page.goto('/return-policy');
  const policy = page.locator('article');
  await expect(policy).toContainText(
    'Order before 3:00 PM (Korean time) and it can arrive the next day',
  );
  await expect(policy).not.toContainText('3-5 business days');
  await expect(policy).not.toContainText('can always be returned');
  await expect(policy).toContainText('request a return online within 3 days of delivery');
  await page.goto('/ko/return-policy');
  await expect(policy).toContainText('오후 3시(한국 시간) 전에 주문하시면');
  await expect(policy).not.toContainText('영업일 기준 3~5일');
  await expect(policy).not.toContainText('언제든');
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

test('checkout shows a day’s room only when few slots are left', async ({ page }) => {
  await addFirstShopProductToCart(page);
  const days = (
    (await (await page.request.get('/api/delivery/days')).json()) as {
      days: { date: string; remaining: number }[];
    }
  ).days;
  await page.goto('/ko/checkoutpage');
  await expect(page.getByTestId('delivery-day').first()).toBeVisible();
  for (const day of days.slice(0, 7)) {
    const option = page
      .getByTestId('delivery-day')
      .filter({ has: page.locator(`input[value="${day.date}"]`) });
    if (day.remaining === 0) await expect(option).toContainText('마감');
    else if (day.remaining <= 5) await expect(option).toContainText(`${day.remaining}건 남음`);
    else await expect(option).not.toContainText('남음');
  }
});

test('the picking list opens on the next day the shop delivers on', async ({ page, request }) => {
  const admin = await adminHeaders(request);
  const settings = (await (
    await request.get('/api/admin/settings', { headers: admin })
  ).json()) as {
    delivery: { closed_weekdays: number[]; holidays: string[] };
  };
  const save = (delivery: object) =>
    request.put('/api/admin/settings', {
      headers: admin,
      data: { ...settings, delivery: { ...settings.delivery, ...delivery } },
    });
  // Today in Korea is closed and tomorrow a holiday: the list opens on the day after.
  const korea = new Date(Date.now() + 9 * 3_600_000);
  const dayAfter = (days: number) =>
    new Date(korea.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  expect((await save({ closed_weekdays: [korea.getUTCDay()], holidays: [dayAfter(1)] })).ok()).toBe(
    true,
  );
  try {
    await signInToBackOffice(page, '/admin/picking-list');
    await expect(page.getByLabel('Delivery day')).toHaveValue(dayAfter(2));
    await expect(
      page.getByRole('heading', { name: /^Picking list · \w{3}, \w{3} \d{1,2}$/ }),
    ).toBeVisible();
  } finally {
    expect((await save(settings.delivery)).ok()).toBe(true);
  }
});
