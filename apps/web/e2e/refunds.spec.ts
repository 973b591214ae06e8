import { signInToBackOffice } from './back-office';
import { guestOrderByApi } from './guest-orders';
import { expect, shot, test } from './helpers';

// A paid transfer order loses one unit: the back office records the return, sees the refund the
// server computed, and marks it refunded once the money has gone back.

test('the back office returns a unit of a paid order and marks the refund sent', async ({
  page,
  request,
}) => {
  const order = await guestOrderByApi(request, { quantity: 2, emailLabel: 'refund' });
  const { product } = order;

  await signInToBackOffice(page, `/admin/orders/${order._id}`);
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
