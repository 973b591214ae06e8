import { expect, shot, test } from './helpers';

// A transfer order of 150,000 won or a little more becomes paid, so the shop owes a cash receipt (현금영수증): the back
// office, in Korean, records the approval number Hometax gave and sees the receipt issued.

const ADMIN = { email: 'admin@jangbogi.kr', password: 'admin-jangbogi-2026' };
const ORDER_TOTAL = 150_000;

interface SeededProduct {
  _id: string;
  price: number;
  stock_quantity: number;
}

/**
 * The product and quantity whose line comes closest to `total` from above: seeded prices end in
 * hundreds (12,900), so an exact 150,000 is not always possible.
 */
function lineOfAtLeast(total: number, products: SeededProduct[]) {
  const lines = products
    .filter((p) => p.price > 0)
    .map((product) => ({ product, quantity: Math.ceil(total / product.price) }))
    .filter(({ product, quantity }) => quantity <= Math.min(product.stock_quantity, 10));
  lines.sort((a, b) => a.product.price * a.quantity - b.product.price * b.quantity);
  return lines[0];
}

test('the back office records the approval number of a paid order’s cash receipt', async ({
  page,
  request,
}) => {
  const { token } = (await (await request.get('/api/guest-token')).json()) as { token: string };
  const headers = { 'guest-token': token };
  const { products } = (await (await request.get('/api/productsOP/all_products')).json()) as {
    products: SeededProduct[];
  };
  // About 150,000 won: from 100,000 a receipt is owed even unasked; this shopper asks for one.
  const line = lineOfAtLeast(ORDER_TOTAL, products);
  if (!line) throw new Error('No seeded product makes an order of 150,000 won');
  await request.post('/api/cart/add', {
    headers,
    data: { product_id: line.product._id, quantity: line.quantity },
  });
  const checkout = await request.post('/api/orders/guest-checkout', {
    headers,
    data: {
      first_name: '민지',
      last_name: '박',
      email: `receipt-${Date.now()}@example.com`,
      phone: '010-1234-5678',
      address: { street: '테헤란로 123, 4층', city: 'Seoul', postal_code: '06234' },
      payment_method: 'account_transfer',
      depositor_name: '박민지',
      cash_receipt: { purpose: 'income_deduction', identifier: '010-1234-5678' },
    },
  });
  expect(checkout.status()).toBeLessThan(300);
  const order = (await checkout.json()) as {
    _id: string;
    order_number: string;
    total_price: number;
  };
  expect(order.total_price).toBeGreaterThanOrEqual(ORDER_TOTAL);
  const amount = `${order.total_price.toLocaleString('ko-KR')}원`;

  // The transfer arrives: the team confirms the payment on the order page.
  await page.goto(`/admin/orders/${order._id}`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.order_number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Payment received' }).click();
  await expect(page.getByRole('button', { name: 'Payment received' })).toBeHidden();

  // The receipt is due, in the Korean back office.
  await page.goto('/ko/admin/cash-receipts');
  await expect(page.getByRole('heading', { name: '현금영수증' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: order.order_number });
  await expect(row).toContainText('010-1234-5678');
  await expect(row).toContainText(amount);
  await expect(row).toContainText('발급 대기');
  await shot(page, 'cash-receipts-01-due', { fullPage: true });

  await row.getByLabel(`주문 ${order.order_number}의 승인번호`).fill('TX-20261124-0001');
  await row.getByRole('button', { name: '기록' }).click();
  await expect(row).toBeHidden();

  await page.getByRole('button', { name: '발급 완료' }).click();
  const issued = page.getByRole('row').filter({ hasText: order.order_number });
  await expect(issued).toContainText('TX-20261124-0001');
  await expect(issued).toContainText('발급 완료');
  await shot(page, 'cash-receipts-02-issued', { fullPage: true });
});
