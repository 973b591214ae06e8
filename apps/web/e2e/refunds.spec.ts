import { expect, shot, test } from './helpers';

// A paid transfer order loses one unit: the back office records the return, sees the refund the
// server computed, and marks it refunded once the money has gone back.

const ADMIN = { email: 'admin@jangbogi.kr', password: 'admin-jangbogi-2026' };

test('the back office returns a unit of a paid order and marks the refund sent', async ({
  page,
  request,
}) => {
  const { token } = (await (await request.get('/api/guest-token')).json()) as { token: string };
  const headers = { 'guest-token': token };
  const { products } = (await (await request.get('/api/productsOP/all_products')).json()) as {
    products: { _id: string; name: string; stock_quantity: number }[];
  };
  const product = products.find((p) => p.stock_quantity >= 2)!;
  await request.post('/api/cart/add', { headers, data: { product_id: product._id, quantity: 2 } });
  const checkout = await request.post('/api/orders/guest-checkout', {
    headers,
    data: {
      first_name: '민지',
      last_name: '박',
      email: `refund-${Date.now()}@example.com`,
      phone: '010-1234-5678',
      address: { street: '테헤란로 123, 4층', city: 'Seoul', postal_code: '06234' },
      payment_method: 'account_transfer',
      depositor_name: '박민지',
    },
  });
  expect(checkout.status()).toBeLessThan(300);
  const order = (await checkout.json()) as { _id: string; order_number: string };

  await page.goto(`/admin/orders/${order._id}`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.order_number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Payment received' }).click();

  const form = page.getByRole('form', { name: 'Refund / return' });
  await expect(form).toBeVisible();
  await form.getByLabel(`Return how many ${product.name}`).fill('1');
  await form.getByLabel('Bank').fill('국민은행');
  await form.getByLabel('Account number').fill('123456-01-234567');
  await form.getByLabel('Account holder').fill('박민지');
  await expect(form).toContainText('Refund ₩');
  await shot(page, 'refund-01-return-form', { fullPage: true });
  await form.getByRole('button', { name: 'Record return and refund' }).click();

  const refunds = page.getByRole('table', { name: 'Refunds' });
  await expect(refunds).toContainText('국민은행 123456-01-234567 (박민지)');
  await expect(page.getByRole('cell', { name: /Items returned/ })).toBeVisible();
  await shot(page, 'refund-02-refund-open', { fullPage: true });
  await refunds.getByRole('button', { name: 'Mark refunded' }).click();
  await expect(refunds).toContainText('Refunded');
  await shot(page, 'refund-03-refunded', { fullPage: true });
});
