import { readFile } from 'node:fs/promises';
import { signInToBackOffice } from './back-office';
import { guestOrderByApi } from './guest-orders';
import { kbStatement } from './bank-statements';
import { expect, shot, test } from './helpers';

// A morning at the shop: three guests order by account transfer; the bank's transaction list has
// two of their deposits and one unrelated deposit. The team imports it, confirms, and two orders
// are paid while the third stays in the queue.

// Names no other journey uses, so open orders from other specs never match these deposits.
const GUESTS = ['송하윤', '임도현', '권나래'];

test('the team imports a bank statement and two of three transfer orders are paid', async ({
  page,
  request,
}) => {
  const orders = [];
  for (const [i, name] of GUESTS.entries())
    orders.push(
      await guestOrderByApi(request, {
        name,
        quantity: i + 1,
        emailLabel: 'statement',
        phone: '010-2345-6789',
      }),
    );
  const [first, second, third] = orders as [
    (typeof orders)[0],
    (typeof orders)[0],
    (typeof orders)[0],
  ];

  const statement = kbStatement(
    [
      { name: GUESTS[0]!, amount: first.total_price },
      { name: '주식회사 다른가게', amount: 77_000 },
      { name: GUESTS[1]!, amount: second.total_price },
    ],
    new Date(Date.now() + 5_000),
  );

  await signInToBackOffice(page, '/admin');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Transfers' }).click();
  for (const order of orders)
    await expect(page.getByRole('row', { name: `Order ${order.order_number}` })).toBeVisible();

  await page.getByRole('link', { name: 'Import a bank statement' }).click();
  await expect(page.getByRole('heading', { name: 'Import a bank statement' })).toBeVisible();
  await page
    .getByLabel('Statement file')
    .setInputFiles({ name: 'kb-거래내역.csv', mimeType: 'text/csv', buffer: statement });
  await page.getByRole('button', { name: 'Preview matches' }).click();

  const exact = page.getByRole('region', { name: /Payment received/ });
  await expect(exact.getByRole('row', { name: `Deposit from ${GUESTS[0]}` })).toContainText(
    first.order_number,
  );
  await expect(exact.getByRole('row', { name: `Deposit from ${GUESTS[1]}` })).toContainText(
    second.order_number,
  );
  await expect(
    page
      .getByRole('region', { name: /No matching order/ })
      .getByRole('row', { name: 'Deposit from 주식회사 다른가게' }),
  ).toBeVisible();
  await expect(page.getByText('1 row skipped: withdrawals, zero amounts, totals')).toBeVisible();
  await shot(page, 'bank-statement-01-preview', { fullPage: true });

  await page.getByRole('button', { name: 'Confirm all 2 exact matches' }).click();
  for (const name of GUESTS.slice(0, 2)) {
    await expect(
      exact.getByRole('row', { name: `Deposit from ${name}` }).getByText('Paid', { exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'All exact matches confirmed' })).toBeDisabled();
  await shot(page, 'bank-statement-02-confirmed', { fullPage: true });

  await page.getByRole('link', { name: 'Back to transfers to review' }).click();
  await expect(page.getByRole('row', { name: `Order ${third.order_number}` })).toBeVisible();
  await expect(page.getByRole('row', { name: `Order ${first.order_number}` })).toBeHidden();
  await expect(page.getByRole('row', { name: `Order ${second.order_number}` })).toBeHidden();
  await shot(page, 'bank-statement-03-queue-after', { fullPage: true });

  // Exactly two of the three are paid; a paid one shows the deposit that paid it.
  const paidStatuses = [];
  for (const order of orders) {
    await page.goto(`/admin/orders/${order._id}`);
    await expect(page.getByRole('heading', { name: `Order ${order.order_number}` })).toBeVisible();
    paidStatuses.push(await page.getByText('Paid', { exact: true }).count());
  }
  expect(paidStatuses.map((count) => count > 0)).toEqual([true, true, false]);
  await page.goto(`/admin/orders/${first._id}`);
  const deposit = page
    .locator('dt', { hasText: 'Bank deposit' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(deposit).toContainText(
    `${GUESTS[0]}, ₩${first.total_price.toLocaleString('en-US')} (KB Kookmin (KB국민은행))`,
  );
  await shot(page, 'bank-statement-04-paid-order', { fullPage: true });

  // The two paid orders are confirmed, so their delivery day's picking list has a packing slip
  // for each, each printed on its own A4 page after the list.
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Picking list' })
    .click();
  expect(second.delivery_date).toBe(first.delivery_date);
  await page.getByLabel('Delivery day').fill(first.delivery_date ?? '');
  for (const order of [first, second]) {
    const slip = page.getByRole('region', { name: `Packing slip ${order.order_number}` });
    await expect(slip).toContainText(`₩${order.total_price.toLocaleString('en-US')}`);
    await expect(slip).toContainText('테헤란로 123, 4층');
  }
  await expect(
    page.getByRole('region', { name: `Packing slip ${third.order_number}` }),
  ).toHaveCount(0);
  await shot(page, 'bank-statement-05-packing-slips', { fullPage: true });
  // The paid orders exported for the books: CSV with a BOM, Hangul intact, one row per line.
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await page.getByRole('combobox', { name: /^Payment/ }).selectOption('paid');
  await expect(page).toHaveURL(/payment_status=paid/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.subarray(3).toString('utf8');
  expect(text).toContain(`${first.order_number},`);
  expect(text).toContain(GUESTS[0]);
  expect(text).not.toContain(`${third.order_number},`);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Picking list' })
    .click();

  const slipCount = await page.getByRole('region', { name: /^Packing slip / }).count();
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({
    preferCSSPageSize: true,
    path: 'e2e/screenshots/bank-statement-packing-slips.pdf',
  });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
  expect(pages).toBeGreaterThanOrEqual(slipCount + 1);
});
