import type { APIRequestContext, Page } from '@playwright/test';
import { signInToBackOffice, takeOrderActions } from './back-office';
import {
  expect,
  readEmailTo,
  shopProducts,
  shot,
  test,
  uniqueEmail,
  waitUntilHydrated,
} from './helpers';

// A shopper's cash order is delivered; on My Orders the shopper asks for a return of one unit with a
// photo. The shop team approves it in the returns queue, which opens the order's refund panel with
// the return's line filled in, and records the refund: the shopper sees the return's refund on its way (in
// English and in Korean) and was emailed at each step.

/** A 1x1 PNG, standing in for a photo of a damaged pack. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A new shopper's delivered cash order of two units of a product; the browser is logged in. */
async function deliveredOrder(page: Page, request: APIRequestContext, email: string) {
  const registered = await request.post('/api/users/register', {
    data: {
      firstName: 'Minji',
      lastName: 'Kim',
      email,
      password: 'returns-password-2026',
      phoneNumber: '010-2345-6789',
      age_14_or_over: true,
    },
  });
  expect(registered.status()).toBe(201);
  const { token, user } = (await registered.json()) as { token: string; user: unknown };
  const headers = { authorization: `Bearer ${token}` };
  const address = await request.post('/api/addresses', {
    headers,
    data: {
      full_name: 'Minji Kim',
      street: '12 Sejong-daero',
      city: 'Seoul',
      state: 'Jongno-gu',
      postal_code: '03172',
      country: 'KR',
      phone: '010-2345-6789',
    },
  });
  expect(address.status()).toBe(201);
  const products = await shopProducts(request);
  // Far from the other specs' picks (they take the first products with stock).
  const product = products.filter((p) => p.stock_quantity >= 5).at(-3)!;
  const added = await request.post('/api/cart/add', {
    headers,
    data: { product_id: product._id, quantity: 2 },
  });
  expect(added.ok()).toBe(true);
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      shipping_address_id: ((await address.json()) as { _id: string })._id,
      payment_method: 'cash',
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { _id: string; order_number: string };

  await takeOrderActions(request, order._id, [
    { action: 'confirm' },
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
  return { order, product };
}

test('a shopper asks for a return with a photo; the shop approves and refunds it', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('returns');
  const { order, product } = await deliveredOrder(page, request, email);
  const card = page.getByRole('article', { name: `Order #${order.order_number}` });

  await page.goto('/my-orders');
  const ask = card.getByRole('button', { name: 'Request a return' });
  await waitUntilHydrated(ask);
  await ask.click();
  const form = card.getByRole('form', { name: 'Request a return' });
  await form.getByRole('button', { name: 'Send return request' }).click();
  await expect(form.getByRole('alert')).toHaveText('Pick at least one item to return.');
  await form.getByRole('button', { name: `One more ${product.name}` }).click();
  await expect(form.getByLabel(`Quantity of ${product.name} to return`)).toHaveText('1');
  await form.getByRole('radio', { name: /Defective item/ }).check();
  await form.getByLabel('Note').fill('The pack arrived torn.');
  await form
    .getByLabel(/Photos/)
    .setInputFiles({ name: 'torn-pack.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(form.getByRole('img', { name: 'Return photo 1' })).toBeVisible();
  await shot(page, 'returns-01-form');
  await form.getByRole('button', { name: 'Send return request' }).click();

  const returns = card.getByRole('list', { name: 'Returns' });
  await expect(returns).toContainText('Requested');
  await expect(returns).toContainText(`Defective item · ${product.name} × 1`);
  // Its only line is held by the open request: nothing else to return for now.
  await expect(card.getByRole('button', { name: 'Request a return' })).toHaveCount(0);
  await readEmailTo(email, 20_000, 'We received your return request');

  // The shop team, in its own browser session.
  const staff = await browser.newContext({ viewport: page.viewportSize() });
  const admin = await staff.newPage();
  await signInToBackOffice(admin, '/admin/returns');
  await expect(admin.getByRole('heading', { name: 'Returns' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: order.order_number });
  await expect(row).toContainText('The pack arrived torn.');
  await expect(row.getByRole('img', { name: 'Return photo 1' })).toBeVisible();
  await shot(admin, 'returns-02-queue');
  await row.getByRole('button', { name: 'Approve and refund' }).click();

  await expect(admin.getByRole('heading', { name: `Order ${order.order_number}` })).toBeVisible();
  const refund = admin.getByRole('form', { name: 'Refund / return' });
  await expect(refund).toContainText('Refund for the return requested');
  await expect(refund.getByLabel(`Return how many ${product.name}`)).toHaveValue('1');
  await refund.getByLabel('Refund method').selectOption('cash');
  await refund.getByRole('button', { name: 'Record return and refund' }).click();
  await expect(admin.getByRole('table', { name: 'Refunds' })).toBeVisible();
  await staff.close();
  await readEmailTo(email, 20_000, 'is on its way');

  await page.goto('/my-orders');
  // Recorded, not yet sent: the return says the money is on its way.
  await expect(returns).toContainText('Refund on its way');
  await page.goto('/ko/my-orders');
  const koreanCard = page.getByRole('article', { name: `주문번호 ${order.order_number}` });
  const koreanReturns = koreanCard.getByRole('list', { name: '반품' });
  await expect(koreanReturns).toContainText('환불 진행 중');
  await koreanReturns.scrollIntoViewIfNeeded();
  await shot(page, 'returns-03-refunded-ko');

  // The unit kept may still be returned while the window is open: the form in Korean.
  const askAgain = koreanCard.getByRole('button', { name: '반품 신청' });
  await waitUntilHydrated(askAgain);
  await askAgain.click();
  const koreanForm = koreanCard.getByRole('form', { name: '반품 신청' });
  await expect(koreanForm.getByRole('radio', { name: /상품 불량/ })).toBeVisible();
  await koreanForm.scrollIntoViewIfNeeded();
  await shot(page, 'returns-04-form-ko');
});
