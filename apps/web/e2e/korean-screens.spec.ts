import type { Page } from '@playwright/test';
import { signInToBackOffice } from './back-office';
import { guestOrderByApi } from './guest-orders';
import { expect, readEmailTo, shopProducts, test } from './helpers';

// Every Korean screen, storefront and back office, as a guest, a shopper and the shop team, with
// the menus and dialogs open, and the emails the shop writes in Korean: no English words are left
// on them. What may stay in Latin letters is short: brand and product names as the catalogue gives
// them, units, file formats, the language switch, email addresses and order numbers.

/** Words Korean pages keep in Latin letters. */
const ALLOWED = new Set(
  [
    // The language switch, the shop's brand, the messengers and networks it links to.
    'English',
    'Jangbogi',
    'WhatsApp',
    'KakaoTalk',
    'Kakao',
    'Instagram',
    'Facebook',
    'YouTube',
    // Units, sizes, nutrition, times.
    'g',
    'kg',
    'ml',
    'mL',
    'L',
    'm',
    'cm',
    'x',
    'kcal',
    'mg',
    'KST',
    'MB',
    // File formats and keys the team types or presses.
    'CSV',
    'XLSX',
    'ZIP',
    'PNG',
    'JPEG',
    'WebP',
    'GIF',
    'Y',
    'N',
    'A4',
    'Ctrl',
    'C',
    'SKU',
    'URL',
    'https',
    'Excel',
    'UTF',
    'CP',
    // Banks and services named as they name themselves.
    'KB',
    'NH',
    'IBK',
    'Hometax',
    'Amazon',
    'Web',
    'Services',
    'Inc',
  ].map((word) => word.toLowerCase()),
);

/** The Latin words of a text outside the allowlist, email addresses and links. */
function englishWords(text: string, catalogue: Set<string>): string[] {
  const bare = text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\/[\w/-]*/g, ' ');
  const words = bare.match(/[A-Za-z][A-Za-z']*/g) ?? [];
  return [...new Set(words)].filter(
    (word) => !ALLOWED.has(word.toLowerCase()) && !catalogue.has(word.toLowerCase()),
  );
}

/** The Latin tokens the catalogue itself writes in its Korean names and brands (TOP, CJ, 3M). */
async function catalogueWords(page: Page): Promise<Set<string>> {
  const response = await page.request.get('/api/productsOP/all_products');
  const { products } = (await response.json()) as {
    products: { name_kr: string; brand: string | null }[];
  };
  const text = products.map((p) => `${p.name_kr} ${p.brand ?? ''}`).join(' ');
  return new Set((text.match(/[A-Za-z]+/g) ?? []).map((word) => word.toLowerCase()));
}

// Skipped until its walk fits its time budget (it takes about 3 minutes) and the words it finds are
// translated or allowed.
test.fixme('Korean screens leave no English behind, for a guest, a shopper and the shop team', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const catalogue = await catalogueWords(page);
  const found: Record<string, string[]> = {};
  const check = async (where: string) => {
    await page.waitForLoadState('networkidle');
    const words = englishWords(await page.locator('body').innerText(), catalogue);
    if (words.length > 0) found[where] = words;
  };
  const visit = async (path: string) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await check(path);
  };

  // A guest, with the categories menu open.
  await visit('/ko');
  await page.getByRole('button', { name: '카테고리' }).hover();
  await expect(page.locator('[class*=panel] a').first()).toBeVisible();
  await check('/ko (categories menu)');
  const products = await shopProducts(page.request);
  const product = products.find((p) => p.stock_quantity > 2) ?? products[0];
  for (const path of [
    '/ko/shop',
    `/ko/product/${product?._id}`,
    '/ko/search?q=%EA%B9%80%EC%B9%98',
    '/ko/about',
    '/ko/contact',
    '/ko/privacy-policy',
    '/ko/return-policy',
    '/ko/login',
    '/ko/register',
    '/ko/forgot-password',
  ])
    await visit(path);
  await page.goto(`/ko/product/${product?._id}`);
  await page.getByRole('button', { name: '장바구니 담기' }).first().click();
  await visit('/ko/cart');
  await visit('/ko/checkoutpage');

  // A guest's Korean transfer order: its confirmation page and its email.
  const order = await guestOrderByApi(page.request, {
    emailLabel: 'korean-screens',
    language: 'ko',
  });
  const email = await readEmailTo(order.email, 20_000, order.order_number);
  const mailWords = englishWords(email, catalogue);
  if (mailWords.length > 0) found['order email'] = mailWords;

  // The demo shopper: orders, profile, addresses with the address dialog open.
  await page.goto('/ko/login');
  await page.getByLabel('이메일').fill('demo@jangbogi.kr');
  await page.getByLabel('비밀번호', { exact: true }).fill('demo-password-2026');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.locator('header').getByRole('button', { name: '프로필' })).toBeVisible();
  for (const path of [
    '/ko/my-orders',
    '/ko/userprofile',
    '/ko/my-addresses',
    '/ko/usercheckoutpage',
  ])
    await visit(path);
  await page.goto('/ko/my-addresses');
  await page
    .getByRole('button', { name: /배송지 추가/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('/ko/my-addresses (dialog)');

  // The shop team, in a browser of its own.
  const team = await browser.newPage();
  await signInToBackOffice(team, '/ko/admin');
  await expect(team.getByRole('heading', { level: 1 })).toBeVisible();
  const teamFound = async (where: string) => {
    await team.waitForLoadState('networkidle');
    const words = englishWords(await team.locator('body').innerText(), catalogue);
    if (words.length > 0) found[where] = words;
  };
  for (const path of [
    '/ko/admin',
    '/ko/admin/orders',
    `/ko/admin/orders/${order._id}`,
    '/ko/admin/transfers',
    '/ko/admin/products',
    `/ko/admin/products/${product?._id}`,
    '/ko/admin/products/new',
    '/ko/admin/products/import',
    '/ko/admin/categories',
    '/ko/admin/promos',
    '/ko/admin/banners',
    '/ko/admin/settings',
    '/ko/admin/picking-list',
    '/ko/admin/returns',
    '/ko/admin/cash-receipts',
    '/ko/admin/transfers/import',
  ]) {
    await team.goto(path);
    await expect(team.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await teamFound(path);
  }
  await team.close();

  expect(found, 'English words on Korean screens').toEqual({});
});
