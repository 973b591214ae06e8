import type { Page } from '@playwright/test';
import {
  expect,
  test,
  headerCart,
  isMobile,
  logIn,
  readEmailTo,
  registerByApi,
  shot,
  submitLogIn,
  uniqueEmail,
  waitUntilHydrated,
} from './helpers';

// Sessions, cart and accounts against the real API: a guest's cart survives registering and
// logging in, a forgotten password is reset from the emailed link, and the address book.

const PASSWORD = 'grocery-pass-2026';

async function addFirstProductsToCart(page: Page, count: number) {
  await page.goto('/shop');
  const inStock = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) });
  await expect(inStock.first()).toBeVisible();
  // A click on the server-rendered button before React has hydrated it does nothing.
  await waitUntilHydrated(inStock.first().getByRole('button', { name: 'Add to Cart' }));
  const names: string[] = [];
  for (let index = 0; index < count; index += 1)
    names.push((await inStock.nth(index).getAttribute('aria-label')) ?? '');
  for (const [index, name] of names.entries()) {
    const card = page.getByRole('article', { name, exact: true }).first();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(card.getByRole('button', { name: '✓ Added' })).toBeVisible();
    await expect(page.getByText('Added to cart!').first()).toBeVisible();
    await expect(headerCart(page)).toHaveAccessibleName(
      `Cart, ${index + 1} ${index === 0 ? 'item' : 'items'}`,
    );
  }
  return names;
}

async function openProfileMenu(page: Page) {
  const trigger = page.locator('header').getByRole('button', { name: 'Profile' });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}

test('a guest fills a cart, registers, logs in and keeps the cart', async ({ page }) => {
  const email = uniqueEmail('merge');
  const names = await addFirstProductsToCart(page, 2);
  await shot(page, '20-added-to-cart');

  // The guest cart page, with a quantity change.
  await headerCart(page).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  // Body rows only: on phones the header row is hidden and each line reads as a card.
  const lines = () => page.getByRole('table').locator('tbody tr');
  await expect(lines()).toHaveCount(2);
  const firstRow = (page: Page) =>
    page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: names[0]!.slice(0, 20) });
  await page.getByRole('button', { name: `Increase quantity of ${names[0]}` }).click();
  await expect(firstRow(page).locator('output')).toHaveText('2');
  await expect(page.getByText(/more to get/)).toContainText('₩');
  await shot(page, '21-guest-cart');

  // A guest checks out as a guest.
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkoutpage$/);

  // Register.
  await page.goto('/register');
  await page.getByLabel('First Name').fill('Minji');
  await page.getByLabel('Last Name').fill('Kim');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Phone Number').fill('010-1234-5678');
  await page.getByRole('checkbox', { name: 'I am 14 years old or older' }).check();
  await shot(page, '22-register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration Successful! Please login.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  // Log in: back to the home page after 2 s, with the Profile menu.
  await logIn(page, email, PASSWORD);
  await shot(page, '23-logged-in');
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });

  // The cart was merged into the account.
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 2 items');
  await headerCart(page).click();
  await expect(lines()).toHaveCount(2);
  for (const name of names) await expect(page.getByRole('table')).toContainText(name.slice(0, 20));
  await expect(firstRow(page).locator('output')).toHaveText('2');
  await shot(page, '24-merged-cart');
  // The spec's logged-in checkout address leads to the one checkout page.
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkoutpage$/);

  // Logout from a private page: home with a fresh guest session and an empty cart, never the
  // login page that page's guard sends a guest to.
  await page.getByRole('link', { name: 'My Orders' }).first().click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await openProfileMenu(page);
  await shot(page, '25-profile-menu');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.locator('header').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 0 items');
  expect(await page.evaluate(() => localStorage.getItem('isGuest'))).toBe('true');
});

test('a shopper resets a forgotten password from the emailed link', async ({
  page,
  expectFailedRequest,
}) => {
  const email = uniqueEmail('reset');
  await page.goto('/');
  await registerByApi(page, email, 'old-password-1');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'reset link has been sent' });
  await expect(sent).toBeVisible();
  await shot(page, '30-forgot-password');
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  await expect(page.getByText('Please check your email for reset instructions')).toBeVisible();

  // Registering also mailed a confirmation link; this is the reset one.
  const message = await readEmailTo(email, 20_000, '/reset-password/');
  const link = /https?:\/\/[^\s"'<>]+\/reset-password\/[A-Za-z0-9_-]+/.exec(message)?.[0];
  expect(link, 'the reset link in the email').toBeTruthy();
  await page.goto(new URL(link!).pathname);

  // The password rule is checked before the call, once React has the form (a click before
  // hydration submits the bare form).
  const password = page.getByLabel('New Password');
  await waitUntilHydrated(password);
  await password.fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill('new-password-2026');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await shot(page, '31-reset-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  // The old password no longer works; the new one does.
  expectFailedRequest(401, '/api/users/login');
  await submitLogIn(page, email, 'old-password-1');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /password/i })
      .first(),
  ).toBeVisible();
  await logIn(page, email, 'new-password-2026');

  // The link was single-use: the form is disabled.
  expectFailedRequest(400, '/api/users/reset-password/');
  await page.goto(new URL(link!).pathname);
  await page.getByLabel('New Password').fill('another-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('a guest order joins the account only after the emailed confirmation link', async ({
  page,
}) => {
  const email = uniqueEmail('confirm');
  await page.goto('/');
  await registerByApi(page, email, PASSWORD);

  // A guest checks out with the same email: an API call, as the checkout has its own tests.
  const guest = (await (await page.request.get('/api/guest-token')).json()) as { token: string };
  const { products } = (await (await page.request.get('/api/products?limit=5')).json()) as {
    products: { _id: string; stock_quantity: number }[];
  };
  const product = products.find((p) => p.stock_quantity > 0)!;
  const headers = { 'guest-token': guest.token };
  expect(
    (
      await page.request.post('/api/cart/add', {
        headers,
        data: { product_id: product._id, quantity: 1 },
      })
    ).status(),
  ).toBe(200);
  const placed = await page.request.post('/api/orders/guest-checkout', {
    headers,
    data: {
      first_name: 'Jiwoo',
      last_name: 'Park',
      email,
      phone: '010-2345-6789',
      address: { street: '1 Jong-ro', city: 'Seoul', postal_code: '03154' },
      payment_method: 'cash',
      privacy_consent: true,
    },
  });
  expect(placed.status()).toBe(201);
  const { order_number: orderNumber } = (await placed.json()) as { order_number: string };

  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await expect(page.getByText('No orders found.')).toBeVisible();
  await shot(page, '35-my-orders-unconfirmed');

  const message = await readEmailTo(email, 20_000, '/verify-email/');
  const link = /https?:\/\/[^\s"'<>]+\/verify-email\/[A-Za-z0-9_-]+/.exec(message)?.[0];
  expect(link, 'the confirmation link in the email').toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await page.getByRole('button', { name: 'Confirm My Email' }).click();
  await expect(page.getByText('Thank you: your email is confirmed.')).toBeVisible();
  await shot(page, '36-email-confirmed');
  await page.getByRole('link', { name: 'See My Orders' }).click();
  await expect(page.getByText(orderNumber).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeHidden();
});

test('a shopper manages the address book', async ({ page }) => {
  const email = uniqueEmail('addresses');
  await page.goto('/');
  await registerByApi(page, email, PASSWORD);

  // A private page sends a visitor to log in, then back.
  await page.goto('/my-addresses');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please login to access this page')).toBeVisible();
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/my-addresses$/, { timeout: 5_000 });
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();

  const fillAddress = async (fields: Record<string, string>) => {
    const dialog = page.getByRole('dialog');
    for (const [label, value] of Object.entries(fields))
      await dialog.getByLabel(label, { exact: true }).fill(value);
  };
  const home = {
    'Full Name': 'Kim Minji',
    Street: '12 Sejong-daero',
    City: 'Seoul',
    State: 'Seoul',
    'Postal Code': '04524',
    Country: 'South Korea',
    Phone: '010-1234-5678',
  };

  // Add: the rules are checked first.
  await page.getByRole('button', { name: '+ Add Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Address' });
  await expect(dialog).toBeVisible();
  await fillAddress({ ...home, 'Postal Code': '1234', Phone: '12345' });
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog.getByText('Postal code must be 5 digits')).toBeVisible();
  await expect(dialog.getByText(/Please enter a valid Korean phone number/)).toBeVisible();
  await shot(page, '40-address-errors');
  await fillAddress(home);
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog).toBeHidden();
  const homeCard = page.getByRole('listitem', { name: 'Kim Minji' });
  await expect(homeCard).toContainText('★ Default');

  // The same address again is a duplicate.
  await page.getByRole('button', { name: '+ Add Address' }).click();
  await fillAddress(home);
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog.getByText('This address already exists.')).toBeVisible();
  await shot(page, '41-address-duplicate');
  await dialog.getByLabel('Full Name', { exact: true }).fill('Kim Office');
  await dialog.getByLabel('Street', { exact: true }).fill('55 Teheran-ro');
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog).toBeHidden();
  const officeCard = page.getByRole('listitem', { name: 'Kim Office' });
  await expect(officeCard).not.toContainText('★');

  // Edit.
  await officeCard.getByRole('button', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Address' });
  await editDialog.getByLabel('City', { exact: true }).fill('Seongnam');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editDialog).toBeHidden();
  await expect(officeCard).toContainText('Seongnam');

  // Set default: the star moves; the default one says so.
  await officeCard.getByRole('button', { name: 'Set Default' }).click();
  await expect(officeCard).toContainText('★ Default');
  await expect(homeCard).not.toContainText('★');
  await officeCard.getByRole('button', { name: 'Set Default' }).click();
  await expect(page.getByText('Already set as default.')).toBeVisible();
  await shot(page, '42-addresses');

  // Delete.
  page.once('dialog', (confirm) => void confirm.accept());
  await homeCard.getByRole('button', { name: 'Delete' }).click();
  await expect(homeCard).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Kim Office' })).toBeVisible();

  // The profile page of the same account.
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  await page.getByLabel('First Name').fill('Jiwon');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated!')).toBeVisible();
  if (isMobile(page))
    await page.getByRole('heading', { name: 'My Profile' }).scrollIntoViewIfNeeded();
  await shot(page, '43-profile');
});

test('a login sent before the page has its script keeps the password out of the address bar', async ({
  page,
}) => {
  // The page as a slow phone shows it: rendered by the server, its script not yet run.
  await page.route('**/assets/*.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await page.goto('/ko/login');
  await page.getByLabel('이메일').fill('minji@example.kr');
  await page.getByLabel('비밀번호', { exact: true }).fill('never-in-a-url-2026');
  const sent = page.waitForRequest((request) => request.url().includes('/ko/login'));
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  expect((await sent).method()).toBe('POST');
  // The server sends the shopper back to the page to send it again, the fields dropped.
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/ko/login');
  expect(page.url()).not.toContain('never-in-a-url');
  expect(page.url()).not.toContain('minji');
});
