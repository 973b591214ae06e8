import type { Page } from '@playwright/test';
import {
  addFirstShopProductToCart,
  expect,
  logIn,
  registerByApi,
  shot,
  test,
  uniqueEmail,
} from './helpers';
import { openSettled, overflowOf, PHONE_WIDTH, transferOrder } from './page-width';

// No storefront page scrolls sideways on a 360 px phone, the narrowest common Android width: a
// page wider than the screen hides its right edge, where the order number, the amounts and the
// payment method of the confirmation were cut off. In Korean here; accessibility.spec.ts checks
// the same pages in English at this width as it audits them, on the same page loads.
test.use({ viewport: { width: PHONE_WIDTH, height: 780 } });

async function overflowsOf(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await openSettled(page, path);
    const overflow = await overflowOf(page, path);
    if (overflow) found.push(overflow);
  }
  return found;
}

test(`no storefront page is wider than a ${PHONE_WIDTH} px screen, in Korean`, async ({
  page,
  request,
  expectFailedRequest,
}) => {
  test.setTimeout(240_000);
  const categories = (await (await request.get('/api/categories')).json()) as { _id: string }[];
  const subcategories = (await (await request.get('/api/subcategories')).json()) as {
    _id: string;
  }[];
  const productHref = await addFirstShopProductToCart(page);
  expectFailedRequest(404, '/no-such-page');
  const asGuest = [
    '',
    '/shop',
    `/categories/${categories[0]?._id}/products`,
    `/subcategory/${subcategories[0]?._id}`,
    productHref,
    '/search?q=a',
    '/cart',
    '/checkoutpage',
    '/login',
    '/register',
    '/forgot-password',
    '/about',
    '/contact',
    '/privacy-policy',
    '/return-policy',
    '/no-such-page',
  ].map((path) => `/ko${path}`);
  const overflows = await overflowsOf(page, asGuest);

  const email = uniqueEmail('width-ko');
  await registerByApi(page, email, 'width-password-2026');
  await page.goto('/login');
  await logIn(page, email, 'width-password-2026');
  const orderId = await transferOrder(page);
  const confirmation = `/ko/order-success?order=${orderId}`;
  const asShopper = [
    confirmation,
    '/ko/usercheckoutpage',
    '/ko/my-orders',
    '/ko/my-addresses',
    '/ko/userprofile',
    '/ko/change-password',
  ];
  overflows.push(...(await overflowsOf(page, asShopper)));

  await page.goto(confirmation);
  await expect(page.getByTestId('order-number')).toBeVisible();
  await shot(page, `width-${PHONE_WIDTH}-confirmation-ko`, { fullPage: true });
  expect(overflows).toEqual([]);
});
