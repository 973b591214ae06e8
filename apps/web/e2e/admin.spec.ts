import { ADMIN, signInToBackOffice } from './back-office';
import { guestOrderByApi, uploadTransferProof } from './guest-orders';
import { expect, expectImageLoaded, greenSquarePng, shot, test } from './helpers';

// The shop team's day: a guest pays by account transfer and uploads a screenshot (through the
// API, as the checkout screens would), then the back office confirms the money and ships the
// order, and the customer sees it shipped and paid.

const DEPOSITOR = '김입금';

test('the back office confirms a transfer and ships the order', async ({
  page,
  request,
  expectFailedRequest,
}) => {
  const order = await guestOrderByApi(request, { depositor: DEPOSITOR, quantity: 2 });
  await uploadTransferProof(request, order);

  // A customer account has no way in.
  await page.goto('/admin');
  await page.getByLabel('Email').fill('demo@jangbogi.kr');
  await page.getByLabel('Password').fill('demo-password-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This account has no access to the back office.',
  );
  await shot(page, 'admin-01-sign-in-refused', { fullPage: true });

  await signInToBackOffice(page);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav).toBeVisible();
  for (const item of [
    'Dashboard',
    'Orders',
    'Transfers',
    'Products',
    'Promos',
    'Banners',
    'Settings',
    'Picking list',
  ]) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Transfers to review')).toBeVisible();
  await expect(page.getByText('₩').first()).toBeVisible();
  await shot(page, 'admin-02-dashboard', { fullPage: true });

  // The review queue shows the transfer with its depositor, amount and proof.
  await nav.getByRole('link', { name: 'Transfers' }).click();
  const row = page.getByRole('row', { name: `Order ${order.order_number}` });
  await expect(row).toContainText(DEPOSITOR);
  await expect(row).toContainText('₩');
  await expect(
    row.getByRole('img', { name: `Transfer proof for ${order.order_number}` }),
  ).toBeVisible();
  // Through its short-lived signed link: never a public /uploads address.
  await expectImageLoaded(
    row.getByRole('img', { name: `Transfer proof for ${order.order_number}` }),
  );
  await expect(
    row.getByRole('img', { name: `Transfer proof for ${order.order_number}` }),
  ).toHaveAttribute('src', /^\/api\/files\//);
  await expect(row.getByRole('button', { name: 'Reject proof' })).toBeVisible();
  await shot(page, 'admin-03-transfer-queue', { fullPage: true });
  await row.getByRole('button', { name: 'Payment received' }).click();
  await expect(row).toBeHidden();

  // Find the order by its number and ship it.
  await nav.getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Search').fill(order.order_number);
  await expect(page).toHaveURL(new RegExp(`q=${order.order_number}`));
  await expect(page.getByRole('link', { name: order.order_number })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await shot(page, 'admin-04-orders', { fullPage: true });
  await page.getByRole('link', { name: order.order_number }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.order_number}` })).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /Transfer proof uploaded/ })).toBeVisible();
  await expectImageLoaded(page.getByRole('img', { name: /Transfer proof uploaded/ }));
  await expect(page.getByRole('cell', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByRole('cell', { name: ADMIN.email }).first()).toBeVisible();

  // Cancelling asks first and says the stock goes back; this time the order is kept.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('stock will be returned');
  await shot(page, 'admin-05-cancel-confirm', { fullPage: true });
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await expect(dialog).toBeHidden();

  // Shipping asks for the courier and the tracking number.
  await page.getByRole('button', { name: 'Mark shipped' }).click();
  const shipForm = page.getByRole('form', { name: 'Ship the order' });
  await shipForm.getByLabel('Courier').selectOption('cj');
  await shipForm.getByLabel('Tracking number').fill('6012 3456 7890');
  await shot(page, 'admin-06a-ship-form', { fullPage: true });
  await shipForm.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('CJ Logistics, 6012 3456 7890')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Mark shipped' })).toBeVisible();
  await shot(page, 'admin-06-order-shipped', { fullPage: true });

  // The customer sees it shipped and paid.
  const mine = await request.get('/api/orders', { headers: { 'guest-token': order.guestToken } });
  expect(mine.ok()).toBe(true);
  const { orders } = (await mine.json()) as {
    orders: { _id: string; status: string; payment_status: string }[];
  };
  expect(orders.find((o) => o._id === order._id)).toMatchObject({
    status: 'shipped',
    payment_status: 'paid',
    shipment: {
      courier: 'cj',
      tracking_url: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=601234567890',
    },
  });

  // Stock changed in place by a delta with a reason, never set back to the figure shown;
  // a bad price gets the server's message.
  await nav.getByRole('link', { name: 'Products' }).click();
  const productRow = page.locator('tbody tr').first();
  const productName = (await productRow.getByRole('link').first().innerText()).trim();
  const stockBefore = Number(await productRow.getByTestId('stock-quantity').innerText());
  await productRow.getByLabel(`Stock change of ${productName}`, { exact: true }).fill('+12');
  await productRow
    .getByLabel(`Reason for the stock change of ${productName}`, { exact: true })
    .fill('Delivery received');
  await productRow.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`${productName}: ${stockBefore + 12} in stock`)).toBeVisible();
  await expect(page.locator('tbody tr').first().getByTestId('stock-quantity')).toHaveText(
    String(stockBefore + 12),
  );
  await page
    .locator('tbody tr')
    .first()
    .getByLabel(`Stock change of ${productName}`, { exact: true })
    .fill(`-${stockBefore + 13}`);
  await page
    .locator('tbody tr')
    .first()
    .getByLabel(`Reason for the stock change of ${productName}`, { exact: true })
    .fill('Stocktake');
  expectFailedRequest(409, /\/api\/admin\/products\/[^/]+\/stock$/);
  await page.locator('tbody tr').first().getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('tbody tr').first().getByRole('alert')).toHaveText(
    `Only ${stockBefore + 12} in stock: cannot remove ${stockBefore + 13}.`,
  );
  await page
    .locator('tbody tr')
    .first()
    .getByLabel(`Price of ${productName}`, { exact: true })
    .fill('12.5');
  expectFailedRequest(400, /\/api\/admin\/products\/[^/]+$/);
  await page.locator('tbody tr').first().getByRole('button', { name: 'Save' }).click();
  // The server's message in the words of the column, never its field name.
  await expect(
    page.locator('tbody tr').first().getByText('Price must be a whole number', { exact: true }),
  ).toBeVisible();
  await shot(page, 'admin-07-products', { fullPage: true });

  await nav.getByRole('link', { name: 'Promos' }).click();
  await expect(page.getByText('WELCOME10')).toBeVisible();
  await shot(page, 'admin-08-promos', { fullPage: true });

  // A banner uploaded with its image, then hidden.
  await nav.getByRole('link', { name: 'Banners' }).click();
  await page.getByRole('textbox', { name: 'Title in English', exact: true }).fill('Kimchi week');
  await page.getByRole('textbox', { name: 'Title in Korean', exact: true }).fill('김치 주간');
  await page
    .getByLabel(/^Image/)
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: greenSquarePng(120) });
  await page.getByRole('button', { name: 'Add banner' }).click();
  const bannerRow = page.getByRole('row').filter({ hasText: 'Kimchi week' });
  await expect(bannerRow).toBeVisible();
  await bannerRow.getByRole('checkbox').click();
  await expect(bannerRow).toContainText('Hidden');
  await shot(page, 'admin-10-banners', { fullPage: true });

  // Settings: the server's field error, then a good save.
  await nav.getByRole('link', { name: 'Settings' }).click();
  const bank = page.getByRole('textbox', { name: 'Bank name (English)' });
  await expect(bank).not.toHaveValue('');
  const bankName = await bank.inputValue();
  expectFailedRequest(400, '/api/admin/settings');
  await page.getByLabel('Instagram link').fill('not a link');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Some fields need fixing')).toBeVisible();
  // The field's own error, tied to it through aria-describedby.
  await expect(page.getByLabel('Instagram link')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Instagram link')).toHaveAccessibleDescription(/\S/);
  await shot(page, 'admin-11-settings-error', { fullPage: true });
  await page.getByLabel('Instagram link').fill('https://instagram.com/jangbogi');
  await bank.fill(`${bankName} `);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved. The shop shows them now.')).toBeVisible();
  await nav.getByRole('link', { name: 'Picking list' }).click();
  await expect(page.getByRole('heading', { name: /Picking list/ })).toBeVisible();
  await shot(page, 'admin-09-picking-list', { fullPage: true });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
