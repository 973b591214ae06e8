import { adminHeaders, signInToBackOffice } from './back-office';
import { guestOrderByApi } from './guest-orders';
import { expect, shopProducts, shot, test, type ShopProduct } from './helpers';

// A transfer order of 150,000 won or a little more becomes paid, so the shop owes a cash receipt (현금영수증): the back
// office, in Korean, records the approval number Hometax gave and sees the receipt issued.

const ORDER_TOTAL = 150_000;

/**
 * The product and quantity whose line comes closest to `total` from above: seeded prices end in
 * hundreds (12,900), so an exact 150,000 is not always possible.
 */
function lineOfAtLeast(total: number, products: ShopProduct[]) {
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
  // About 150,000 won: from 100,000 a receipt is owed even unasked; this shopper asks for one.
  const line = lineOfAtLeast(ORDER_TOTAL, await shopProducts(request));
  if (!line) throw new Error('No seeded product makes an order of 150,000 won');
  const order = await guestOrderByApi(request, {
    ...line,
    emailLabel: 'receipt',
    cashReceipt: { purpose: 'income_deduction', identifier: '010-1234-5678' },
  });
  expect(order.total_price).toBeGreaterThanOrEqual(ORDER_TOTAL);
  const amount = `${order.total_price.toLocaleString('ko-KR')}원`;

  // The transfer arrives: the team confirms the payment on the order page.
  await signInToBackOffice(page, `/admin/orders/${order._id}`);
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

  // The whole order is refunded: the issued receipt is owed a cancellation, which Hometax files
  // against the original approval number, so its row shows it.
  const refunded = await request.post(`/api/admin/orders/${order._id}/refunds`, {
    headers: await adminHeaders(request),
    data: {
      method: 'transfer',
      bank_account: {
        bank_name: '국민은행',
        account_number: '123-45-678901',
        account_holder: '박민지',
      },
    },
  });
  expect(refunded.ok(), await refunded.text()).toBe(true);
  await page.getByRole('button', { name: '발급 대기', exact: true }).click();
  const cancellation = page.getByRole('row').filter({ hasText: order.order_number });
  await expect(cancellation).toContainText('취소');
  await expect(cancellation.getByTestId('original-approval-number')).toHaveText(
    '원거래 승인번호 TX-20261124-0001',
  );
});
