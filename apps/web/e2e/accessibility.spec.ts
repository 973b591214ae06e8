import type { Page } from '@playwright/test';
import {
  addFirstShopProductToCart,
  axe,
  expect,
  logIn,
  registerByApi,
  test,
  uniqueEmail,
} from './helpers';
import { openSettled, overflowOf, PHONE_WIDTH, transferOrder } from './page-width';

// axe-core on every storefront page a shopper can reach, as a guest with a filled cart and as a
// logged-in customer: no violation of WCAG 2.1 A and AA rules (contrast, names, landmarks, ids...).
// With motion, as most shoppers see the pages: the carousels play and show their pause buttons.
// On the narrowest common phone, where each page is also checked not to scroll sideways (in
// English; page-width.spec.ts walks the Korean pages): one load of a page for both checks.
test.use({ reducedMotion: 'no-preference', viewport: { width: PHONE_WIDTH, height: 780 } });

async function violationsOf(page: Page, path: string) {
  // Settled first, or axe may catch a toast (a redirect's message) as it fades in.
  await openSettled(page, path);
  // A toast fading in or out is measured against what shows through it: axe runs once the page's
  // toasts (whose colours are checked by hand: global.css) have gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  const overflow = await overflowOf(page, path);
  const { violations } = await axe(page).analyze();
  return [
    ...(overflow ? [overflow] : []),
    ...violations.map(
      (violation) =>
        `${path}: ${violation.id} (${violation.impact ?? '?'}) ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    ),
  ];
}

/** A page list's violations and overflows, all pages visited before the test fails on any. */
async function violationsOfAll(page: Page, paths: string[]): Promise<string[]> {
  const violations: string[] = [];
  for (const path of paths) violations.push(...(await violationsOf(page, path)));
  return violations;
}

// Three groups of pages, checked side by side when two workers are free.
test.describe.configure({ mode: 'parallel' });

test('the catalogue pages pass axe-core and fit a 360 px screen, for a guest with a filled cart', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const categories = (await (await request.get('/api/categories')).json()) as { _id: string }[];
  const subcategories = (await (await request.get('/api/subcategories')).json()) as {
    _id: string;
  }[];
  const productHref = await addFirstShopProductToCart(page);
  const pages = [
    '/',
    '/shop',
    `/categories/${categories[0]?._id}/products`,
    `/subcategory/${subcategories[0]?._id}`,
    productHref ?? '/',
    '/search?q=a',
    '/search?q=zzqxv',
  ];
  expect(await violationsOfAll(page, pages)).toEqual([]);
});

test('the cart, checkout, account and information pages pass axe-core and fit a 360 px screen, for a guest', async ({
  page,
  expectFailedRequest,
}) => {
  test.setTimeout(120_000);
  await addFirstShopProductToCart(page);
  expectFailedRequest(404, '/no-such-page');
  const pages = [
    '/cart',
    '/checkoutpage',
    '/login',
    '/register',
    '/forgot-password',
    '/contact',
    '/about',
    '/privacy-policy',
    '/return-policy',
    '/order-success',
    '/no-such-page',
  ];
  expect(await violationsOfAll(page, pages)).toEqual([]);
});

test("a signed-in customer's pages pass axe-core and fit a 360 px screen", async ({ page }) => {
  test.setTimeout(120_000);
  // A new customer of its own, with a cart: the demo customer's cart belongs to other tests.
  await addFirstShopProductToCart(page);
  const email = uniqueEmail('axe');
  await registerByApi(page, email, 'axe-password-2026');
  await page.goto('/login');
  await logIn(page, email, 'axe-password-2026');
  const orderId = await transferOrder(page);
  const pages = [
    `/order-success?order=${orderId}`,
    '/userprofile',
    '/change-password',
    '/my-addresses',
    '/my-orders',
    '/usercheckoutpage',
  ];
  expect(await violationsOfAll(page, pages)).toEqual([]);
});
