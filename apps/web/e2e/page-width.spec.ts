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
import { settingsStrings, untranslatedTexts } from './korean-text';
import { openSettled, overflowOf, PHONE_WIDTH, transferOrder } from './page-width';

// No storefront page scrolls sideways on a 360 px phone, the narrowest common Android width: a
// page wider than the screen hides its right edge, where the order number, the amounts and the
// payment method of the confirmation were cut off. In Korean here, where each page is also
// checked to leave no English behind, on the same page load; accessibility.spec.ts checks the
// same pages in English at this width as it audits them.
test.use({ viewport: { width: PHONE_WIDTH, height: 780 } });

/** Each page's overflow and English left behind, outside the shop's own data (`shopData`). */
async function problemsOf(page: Page, paths: string[], shopData: Set<string>): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await openSettled(page, path);
    const overflow = await overflowOf(page, path);
    if (overflow) found.push(overflow);
    const english = (await untranslatedTexts(page)).filter((text) => !shopData.has(text));
    if (english.length > 0) found.push(`${path}: English left: ${english.join(' | ')}`);
  }
  return found;
}

test(`no storefront page in Korean is wider than a ${PHONE_WIDTH} px screen or leaves English`, async ({
  page,
  request,
  expectFailedRequest,
}) => {
  test.setTimeout(240_000);
  const shopData = await settingsStrings(request);
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
    '/reset-password/not-a-token',
    '/order-success',
    '/no-such-page',
  ].map((path) => `/ko${path}`);
  const problems = await problemsOf(page, asGuest, shopData);

  const email = uniqueEmail('width-ko');
  await registerByApi(page, email, 'width-password-2026');
  // The shopper's own name, initials and email are theirs, not the shop's words.
  for (const own of ['Jiwoo', 'Park', 'Jiwoo Park', 'JP', email]) shopData.add(own);
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
  problems.push(...(await problemsOf(page, asShopper, shopData)));

  await page.goto(confirmation);
  await expect(page.getByTestId('order-number')).toBeVisible();
  await shot(page, `width-${PHONE_WIDTH}-confirmation-ko`, { fullPage: true });
  expect(problems).toEqual([]);
});
