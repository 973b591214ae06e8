import type { APIRequestContext, Page } from '@playwright/test';
import {
  addFirstShopProductToCart,
  expect,
  logIn,
  registerByApi,
  shot,
  test,
  uniqueEmail,
  waitUntilHydrated,
} from './helpers';

// Both languages at their own addresses, rendered on the server: Korean under /ko with its lang,
// alternates and canonical link, English at the spec's routes; a Korean page shows no English
// in its header or content outside product data and brand names.

interface ApiProduct {
  _id: string;
  name: string;
  name_kr: string;
  subcategory_id?: string;
}

/** Brand names that stay as they are on a Korean page. */
const BRANDS = /\b(Jangbogi|WhatsApp|Instagram|Facebook|YouTube)\b/;

/**
 * Text nodes of the page's header and main content with Latin letters and no Hangul, and the
 * header's placeholders and accessible names in the same state: English left behind. Product data
 * (weights, brands, descriptions, the other language's name) is marked data-product-data; the
 * footer and floating buttons have their own tests.
 */
function untranslatedTexts(page: Page) {
  return page.evaluate((brands) => {
    const roots = [document.querySelector('header'), document.querySelector('main')];
    if (!roots[1]) return ['no content'];
    const skip = 'script, style, [data-product-data], [lang="en"]';
    const english = (text: string) => {
      const words = text.replace(new RegExp(brands, 'g'), '');
      return /[A-Za-z]{2,}/.test(words) && !/[\uac00-\ud7a3]/.test(text);
    };
    const found: string[] = [];
    for (const root of roots) {
      if (!root) continue;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const parent = node.parentElement;
        if (!text || !parent || parent.closest(skip)) continue;
        if (english(text)) found.push(text);
      }
    }
    for (const element of roots[0]?.querySelectorAll('[placeholder], [aria-label]') ?? []) {
      if (element.closest(skip)) continue;
      for (const name of ['placeholder', 'aria-label']) {
        const value = element.getAttribute(name);
        if (value && english(value)) found.push(`${name}="${value}"`);
      }
    }
    return found;
  }, BRANDS.source);
}

test('Korean pages are served under /ko with their language, alternates and Korean text', async ({
  page,
  request,
}) => {
  const { products } = (await (await request.get('/api/productsOP/all_products')).json()) as {
    products: ApiProduct[];
  };
  const product = products.find((p) => p.name_kr) ?? products[0];
  expect(product).toBeDefined();
  if (!product) return;

  const response = await page.goto('/ko');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ko$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    /:\d+\/$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="ko"]')).toHaveAttribute(
    'href',
    /\/ko$/,
  );
  await expect(page.getByRole('heading', { name: '추천 상품' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '전체 상품 보기' })).toBeVisible();
  await expect(page.getByText(/\d원$/).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: '상품 검색' })).toHaveAttribute(
    'placeholder',
    '상품을 검색하세요...',
  );
  await shot(page, 'ko-home');

  await page.goto(`/ko/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name_kr })).toBeVisible();
  await expect(page.getByRole('button', { name: '장바구니 담기' }).first()).toBeVisible();

  const detail = (await (await request.get(`/api/products/${product._id}`)).json()) as {
    subcategory: { _id: string; category_id: { _id: string } };
  };
  const pages = [
    '/ko',
    '/ko/shop',
    `/ko/product/${product._id}`,
    `/ko/categories/${detail.subcategory.category_id._id}/products`,
    `/ko/subcategory/${detail.subcategory._id}`,
    `/ko/search?q=${encodeURIComponent('김치')}`,
    '/ko/cart',
    '/ko/login',
    '/ko/register',
  ];
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await untranslatedTexts(page), path).toEqual([]);
  }

  // The same page in English stays at the spec's address, in English.
  await page.goto('/shop');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Shop All Products' })).toBeVisible();
});

/** Every string of the shop's settings: the team's own data, shown as they wrote it. */
async function settingsStrings(request: APIRequestContext): Promise<Set<string>> {
  const strings = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.add(value.trim());
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(await (await request.get('/api/settings')).json());
  return strings;
}

test('every other storefront route in Korean, as a guest and signed in, leaves no English', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const shopData = await settingsStrings(request);
  const check = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const left = (await untranslatedTexts(page)).filter((text) => !shopData.has(text));
    expect(left, path).toEqual([]);
  };
  // With a line in the cart, so the checkouts show their forms.
  await addFirstShopProductToCart(page);
  for (const path of [
    '/ko/about',
    '/ko/contact',
    '/ko/privacy-policy',
    '/ko/return-policy',
    '/ko/forgot-password',
    '/ko/reset-password/not-a-token',
    '/ko/checkoutpage',
    '/ko/checkout',
    '/ko/order-success',
  ]) {
    await check(path);
  }

  const email = uniqueEmail('ko-routes');
  await registerByApi(page, email, 'ko-routes-2026');
  // The shopper's own name, initials and email are theirs, not the shop's words.
  for (const own of ['Jiwoo', 'Park', 'Jiwoo Park', 'JP', email]) shopData.add(own);
  await page.goto('/login');
  await logIn(page, email, 'ko-routes-2026');
  for (const path of [
    '/ko/userprofile',
    '/ko/change-password',
    '/ko/my-addresses',
    '/ko/my-orders',
    '/ko/usercheckoutpage',
  ]) {
    await check(path);
  }
});

test('links on a Korean page keep the language, and an English home offers Korean without moving', async ({
  page,
}) => {
  await page.goto('/ko/shop');
  // The first visit's guest session settles before the next page asks for its cart.
  await page.waitForLoadState('networkidle');
  const firstProduct = page.locator('main a[data-routed][href*="/product/"]').first();
  await expect(firstProduct).toHaveAttribute('href', /^\/ko\/product\//);

  // The browser prefers Korean (the tests run with locale ko-KR): the English home offers it.
  await page.goto('/');
  const offer = page.getByRole('link', { name: '한국어로 보기' });
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAttribute('href', '/ko');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: '닫기' }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(offer).toBeHidden();
});

test('the header switch opens the same page in the other language with the same cart', async ({
  page,
}) => {
  await page.goto('/shop');
  await page.waitForLoadState('networkidle');
  const productLink = page.locator('main a[data-routed][href^="/product/"]').first();
  const productPath = await productLink.getAttribute('href');
  expect(productPath).toMatch(/^\/product\//);
  await page.goto(`${productPath}?from=shop`);
  const addToCart = page.getByRole('button', { name: 'Add to Cart' }).first();
  await waitUntilHydrated(addToCart);
  await addToCart.click();
  await expect(page.locator('header').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  const switchNav = page.getByRole('navigation', { name: 'Language' });
  await switchNav.getByRole('link', { name: '한국어' }).click();
  await expect(page).toHaveURL(new RegExp(`/ko${productPath}\\?from=shop$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(
    page.locator('header').getByRole('link', { name: '장바구니, 1개 상품' }),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: '언어' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(new RegExp(`:\\d+${productPath}\\?from=shop$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('header').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('the language switch never leaves the shop, whatever the address bar holds', async ({
  page,
  baseURL,
  expectFailedRequest,
}) => {
  const shop = new URL(baseURL ?? '').origin;
  // No such page, in either language: the not-found page answers 404.
  expectFailedRequest(404, '/evil.example/x');
  // `//evil.example` after the language prefix: a link made from it would open evil.example.
  await page.goto('/ko//evil.example/x?y=1');
  await expect(page).toHaveURL(`${shop}/ko/evil.example/x?y=1`);
  const english = page.getByRole('navigation', { name: '언어' }).getByRole('link', {
    name: 'English',
  });
  await expect(english).toHaveAttribute('href', '/evil.example/x?y=1');
  await english.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(new URL(page.url()).origin).toBe(shop);
  await expect(page).toHaveURL(`${shop}/evil.example/x?y=1`);
});
