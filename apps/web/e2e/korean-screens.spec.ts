import type { Page } from '@playwright/test';
import { adminHeaders, signInToBackOffice, takeOrderActions } from './back-office';
import { guestOrderByApi } from './guest-orders';
import { expect, logIn, readEmailTo, shopProducts, test, waitUntilHydrated } from './helpers';

// Every Korean screen, storefront and back office, as a guest, a shopper and the shop team, with
// the menus and dialogs open, and the emails the shop writes in Korean: no English words are left
// on them. What may stay in Latin letters is short: brand and product names as the catalogue gives
// them, units, file formats, the language switch, email addresses and order numbers, and in the
// back office what the team typed and the page marks as such (promo codes, stock reasons, a name
// with no Korean) and the `{tokens}` of the policy templates.

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
    // A/S (애프터서비스), as Korean writes after-sales service, before paths are taken out.
    .replace(/\bA\/S\b/g, ' ')
    .replace(/\/[\w/-]*/g, ' ')
    // Codes that hold a digit, as registries issue them (KB-ESC-2026-0415, A4, 2080).
    .replace(/\b(?=[\w-]*\d)[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+\b/g, ' ')
    // Capitals and digits in one word: a promo code (WELCOME10, SAVE5000).
    .replace(/\b(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{3,}\b/g, ' ')
    // The settings a policy template names, filled in where shoppers read it ({delivery_promise}).
    .replace(/\{[a-z_]+\}/g, ' ');
  const words = bare.match(/[A-Za-z][A-Za-z']*/g) ?? [];
  return [...new Set(words)].filter(
    (word) => !ALLOWED.has(word.toLowerCase()) && !catalogue.has(word.toLowerCase()),
  );
}

/**
 * The page's visible text without the product data the catalogue gives in both languages (the
 * other language's name, weights, descriptions), which the shop marks data-product-data, the
 * words the shop team typed that the back office marks data-team-text, and the names shoppers
 * typed (a foreign shopper's Latin name), marked data-customer-text.
 */
function visibleTextBesidesProductData(page: Page): Promise<string> {
  return page.evaluate(() => {
    let text = document.body.innerText;
    const data = '[data-product-data], [data-team-text], [data-customer-text]';
    for (const element of document.querySelectorAll<HTMLElement>(data))
      if (element.innerText) text = text.replace(element.innerText, ' ');
    return text;
  });
}

/** The line of `text` a word was found on, so a failure says where to look. */
function lineWith(text: string, word: string): string {
  return (text.split('\n').find((line) => line.includes(word)) ?? '').trim().slice(0, 80);
}

/**
 * The Latin tokens the catalogue itself writes in its Korean names and brands (TOP, CJ, 3M), from
 * every page of the shop grid: the back office lists more products than the first page holds.
 */
async function catalogueWords(page: Page): Promise<Set<string>> {
  const text: string[] = [];
  for (let number = 1, pages = 1; number <= pages; number += 1) {
    const response = await page.request.get('/api/productsOP/all_products', {
      params: { page: number },
    });
    const answer = (await response.json()) as {
      products: { name_kr: string; brand: string | null }[];
      pages: number;
    };
    pages = answer.pages;
    text.push(...answer.products.map((p) => `${p.name_kr} ${p.brand ?? ''}`));
  }
  return new Set((text.join(' ').match(/[A-Za-z]+/g) ?? []).map((word) => word.toLowerCase()));
}

/** Collects the English words of each Korean screen `page` is shown, by where they were. */
function englishOn(page: Page, catalogue: Set<string>) {
  const found: Record<string, string[]> = {};
  const check = async (where: string) => {
    await page.waitForLoadState('networkidle');
    const text = await visibleTextBesidesProductData(page);
    const words = englishWords(text, catalogue);
    if (words.length > 0)
      found[where] = words.map((word) => `${word} in «${lineWith(text, word)}»`);
  };
  const visit = async (path: string) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await check(path);
  };
  return { found, check, visit };
}

// The walk is three tests, one for each kind of visitor, so that they run side by side.
test.describe('Korean screens leave no English behind', () => {
  test.describe.configure({ mode: 'parallel', timeout: 150_000 });

  test('for a guest, with the menus open, and in the order email', async ({ page }) => {
    const catalogue = await catalogueWords(page);
    const { found, check, visit } = englishOn(page, catalogue);
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
    const addToCart = page.getByRole('button', { name: '장바구니 담기' }).first();
    await waitUntilHydrated(addToCart);
    await addToCart.click();
    await visit('/ko/cart');
    await visit('/ko/checkoutpage');

    // A guest's Korean transfer order: its email.
    const order = await guestOrderByApi(page.request, {
      emailLabel: 'korean-screens',
      language: 'ko',
    });
    const email = await readEmailTo(order.email, 20_000, order.order_number);
    // readEmailTo puts the subject before the body under an English "Subject:" of its own.
    const mail = email.replace(/^Subject: /, '');
    const mailWords = englishWords(mail, catalogue);
    if (mailWords.length > 0)
      found['order email'] = mailWords.map((word) => `${word} in «${lineWith(mail, word)}»`);
    expect(found, 'English words on Korean screens').toEqual({});
  });

  test('for a signed-in shopper, with the address dialog open', async ({ page }) => {
    const catalogue = await catalogueWords(page);
    const { found, check, visit } = englishOn(page, catalogue);
    await page.goto('/ko/login');
    await logIn(page, 'demo@jangbogi.kr', 'demo-password-2026', 'ko');
    for (const path of [
      '/ko/my-orders',
      '/ko/userprofile',
      '/ko/my-addresses',
      '/ko/my-data',
      '/ko/checkoutpage',
    ])
      await visit(path);
    await page.goto('/ko/my-addresses');
    await page
      .getByRole('button', { name: /배송지 추가/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('/ko/my-addresses (dialog)');
    expect(found, 'English words on Korean screens').toEqual({});
  });

  test('for the shop team, on every back-office screen', async ({ page }) => {
    const catalogue = await catalogueWords(page);
    const { found, visit } = englishOn(page, catalogue);
    const order = await guestOrderByApi(page.request, {
      emailLabel: 'korean-screens-team',
      language: 'ko',
    });
    // Paid, so it goes out on its delivery day: the picking list prints its packing slip.
    await takeOrderActions(page.request, order._id, [{ action: 'confirm_payment' }]);
    const products = await shopProducts(page.request);
    const product = products[0];
    // A stock change the team typed in English: its product's history shows it as typed.
    const stocked = await page.request.post(`/api/admin/products/${product?._id}/stock`, {
      headers: await adminHeaders(page.request),
      data: { change: 1, reason: 'Delivery received' },
    });
    expect(stocked.ok()).toBe(true);
    await signInToBackOffice(page, '/ko/admin');
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
      // The day of the order above, so its packing slip is printed below the list.
      `/ko/admin/picking-list?date=${order.delivery_date}`,
      `/ko/admin/packing?date=${order.delivery_date}`,
      '/ko/admin/search',
      '/ko/admin/payments/toss',
      '/ko/admin/returns',
      '/ko/admin/cash-receipts',
      '/ko/admin/transfers/import',
    ])
      await visit(path);
    expect(found, 'English words on Korean screens').toEqual({});
  });
});
