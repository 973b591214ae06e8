import type { Page } from '@playwright/test';
import {
  agreeToPrivacy,
  chooseFirstFreeDay,
  expect,
  expectImageLoaded,
  greenSquarePng,
  readEmailTo,
  type ShopProduct,
  shopProducts,
  shot,
  submitLogIn,
  test,
  uniquePhone,
  waitUntilHydrated,
} from './helpers';

// Checkout journeys against the real API and its seeded database: a guest pays by account
// transfer with a promo code and uploads the transfer screenshot; the demo customer pays cash
// and finds the order under My Orders.

const won = (amount: number) => `₩${amount.toLocaleString('en-US')}`;

/** An in-stock product and how many of it make at least `minimum` won. */
async function pickProduct(page: Page, minimum: number, skip = 0) {
  const candidates = (await shopProducts(page.request)).filter(
    (p) => p.price >= 3_000 && p.stock_quantity >= Math.ceil(minimum / p.price) + 2,
  );
  const product = candidates[skip];
  if (!product) throw new Error('The seed has no product with enough stock');
  return { product, quantity: Math.ceil(minimum / product.price) };
}

async function addToCart(page: Page, product: ShopProduct, quantity: number) {
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  const quantityField = page.getByLabel('Quantity', { exact: true });
  await waitUntilHydrated(quantityField);
  await quantityField.fill(String(quantity));
  // The product's own button comes before the related products' buttons.
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
}

test('a guest pays by account transfer with a promo code and uploads the transfer screenshot', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const settings = (await (await page.request.get('/api/settings')).json()) as {
    bank_name: string;
    account_title: string;
    account_number: string;
  };
  const { product, quantity } = await pickProduct(page, 22_000);
  await addToCart(page, product, quantity);
  const subtotal = product.price * quantity;

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkoutpage$/i);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByText(won(subtotal)).first()).toBeVisible();

  // Nothing filled in: every required field says so.
  await page.getByRole('button', { name: /Place Order/ }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Please enter depositor name')).toBeVisible();
  await expect(page.getByText('Please choose a delivery day')).toBeVisible();
  await expect(
    page.getByText(
      'Please agree to the collection and use of your personal data to order as a guest',
    ),
  ).toBeVisible();
  await shot(page, 'checkout-01-guest-errors', { fullPage: true });

  await page.getByLabel('First Name').fill('Minji');
  await page.getByLabel('Last Name').fill('Kim');
  await page.getByLabel('Postcode', { exact: true }).fill('03154');
  await page.getByLabel('Street Address').fill('12 Sejong-daero, Jongno-gu');
  await page.getByLabel('Town / City').fill('Seoul');
  await page.getByLabel('Phone').fill(uniquePhone());
  const email = `guest-${test.info().project.name}-${Date.now()}@example.kr`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Order Notes').fill('Please leave it at the door');
  await expect(page.getByLabel('Payment Method')).toHaveValue('account_transfer');
  await expect(page.getByText('Account Number')).toBeVisible();
  await page.getByLabel('Depositor Name').fill('김민지');
  await expect(page.getByTestId('buyer-protection')).toContainText('Buyer protection:');
  await chooseFirstFreeDay(page);
  await agreeToPrivacy(page);

  // Promo: an empty box, a wrong code, then WELCOME10 (10% off orders of 20,000 won or more).
  const promoBox = page.getByRole('textbox', { name: 'Promo code' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a promo code' }),
  ).toBeVisible();
  await promoBox.fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /promo code/i })).toBeVisible();
  await promoBox.fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  const discount = Math.round(subtotal * 0.1);
  await expect(page.getByText(`WELCOME10 applied: -${won(discount)}`)).toBeVisible();
  const discounted = subtotal - discount;
  const total = discounted + (discounted >= 50_000 ? 0 : 5_000);
  await expect(page.getByTestId('order-total')).toHaveText(won(total));
  await shot(page, 'checkout-02-guest-filled', { fullPage: true });

  await page.getByRole('button', { name: `Place Order (${won(total)})` }).click();
  await expect(page).toHaveURL(/\/order-success\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^\d{8}-\d{4}$/);
  await expect(page.getByTestId('order-total')).toHaveText(won(total));
  await expect(page.getByText('Account Transfer', { exact: true })).toBeVisible();

  // Not paid yet: where to send the money, to the won, under the depositor name given.
  await expect(page.getByText('Amount to transfer', { exact: true })).toBeVisible();
  await expect(page.getByText('Total paid')).toHaveCount(0);
  const transfer = page.getByTestId('transfer-details');
  await expect(transfer).toContainText(settings.bank_name);
  await expect(transfer).toContainText(settings.account_title);
  await expect(transfer.getByTestId('transfer-account-number')).toHaveText(settings.account_number);
  await expect(transfer.getByTestId('transfer-amount')).toHaveText(won(total));
  await expect(transfer.getByTestId('transfer-depositor')).toHaveText('김민지');
  await transfer.getByRole('button', { name: 'Copy account number' }).click();
  await expect(transfer.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    settings.account_number.replace(/\D/g, ''),
  );
  await transfer.getByRole('button', { name: 'Copy amount' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(String(total));
  await shot(page, 'checkout-03a-transfer-details', { fullPage: true });

  // The confirmation email says the same.
  const mail = await readEmailTo(email, 20_000, 'Amount to transfer');
  for (const text of [
    settings.bank_name,
    settings.account_title,
    settings.account_number,
    `Amount to transfer: ${won(total)}`,
    'Depositor name: 김민지',
  ]) {
    expect(mail).toContain(text);
  }

  // Upload: nothing chosen, then the screenshot.
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please select an image to upload' }),
  ).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: greenSquarePng(8) });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(
    page.getByText('Payment proof uploaded successfully!', { exact: false }).first(),
  ).toBeVisible();
  await expectImageLoaded(page.getByRole('img', { name: 'Your transfer screenshot' }));
  await shot(page, 'checkout-03-guest-success', { fullPage: true });

  // A reload keeps the confirmation (the order id is in the URL); the cart is empty now.
  await page.reload();
  await expect(page.getByTestId('order-total')).toHaveText(won(total));
  await page.goto('/Checkoutpage');
  await expect(page).toHaveURL(/\/cart$/);
});

test('the demo customer pays cash and finds the order under My Orders', async ({ page }) => {
  await page.goto('/login');
  await submitLogIn(page, 'demo@jangbogi.kr', 'demo-password-2026');
  await expect(page.getByText('Login successful!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const { product, quantity } = await pickProduct(page, 12_000, 1);
  await addToCart(page, product, quantity);
  const subtotal = product.price * quantity;
  const total = subtotal + (subtotal >= 50_000 ? 0 : 5_000);

  await page.goto('/cart');
  // The spec's logged-in checkout address leads to the one checkout page.
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkoutpage$/i);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  // The orderer is the account; no consent box, the shopper agreed when signing up.
  await expect(page.getByRole('region', { name: 'Orderer' })).toContainText('demo@jangbogi.kr');
  await expect(page.getByRole('checkbox', { name: /I agree to the collection/ })).toHaveCount(0);
  const addressSelect = page.getByLabel('Deliver to');
  await expect(addressSelect).not.toHaveValue('');
  await page.getByLabel('Payment Method').selectOption('cash');
  await expect(page.getByLabel('Depositor Name')).toBeHidden();
  await page.getByLabel('Order Notes').fill('Ring the bell twice');
  await chooseFirstFreeDay(page);
  await expect(page.getByTestId('order-total')).toHaveText(won(total));
  await shot(page, 'checkout-04-user', { fullPage: true });

  await page.getByRole('button', { name: `Place Order (${won(total)})` }).click();
  await expect(page).toHaveURL(/\/order-success\?order=/);
  const orderNumber = await page.getByTestId('order-number').innerText();
  await expect(page.getByText('Cash on Delivery')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload' })).toBeHidden();

  await page.getByRole('link', { name: 'My Orders' }).last().click();
  await expect(page).toHaveURL(/\/my-orders$/);
  const card = page.getByRole('article').filter({ hasText: `Order #${orderNumber}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Pending')).toBeVisible();
  await expect(card.getByText('Cash on Delivery')).toBeVisible();
  await expect(card.getByText(won(total)).last()).toBeVisible();
  await expect(card.getByText(product.name)).toBeVisible();
  // The time it was placed (the delivery day is a date of its own).
  await expect(card.locator('time[datetime*="T"]')).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d{2} (AM|PM)$/,
  );
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'checkout-05-my-orders', { fullPage: true });
});

test('a shopper sends the shop a message from the contact page', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  await expect(page.getByText('Account Number')).toBeHidden();
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  // A click before the page has hydrated would submit the bare form.
  await waitUntilHydrated(form);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'Email' }).fill('minji@example.kr');
  await form.getByRole('textbox', { name: 'Message' }).fill('Do you deliver to Jeju on Saturdays?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
  await expect(page.getByRole('region', { name: 'Contact details' })).toContainText('02-');
  await shot(page, 'checkout-06-contact', { fullPage: true });
});
