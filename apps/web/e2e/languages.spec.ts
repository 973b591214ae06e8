import { expect, shot, test, waitUntilHydrated } from './helpers';
import { untranslatedTexts } from './korean-text';

// Both languages at their own addresses, rendered on the server: Korean under /ko with its lang,
// alternates and canonical link, English at the spec's routes; a Korean page shows no English
// in its header or content outside product data and brand names (here the shopping pages on the
// desktop; page-width.spec.ts checks every storefront page on a phone as it measures it).

interface ApiProduct {
  _id: string;
  name: string;
  name_kr: string;
  subcategory_id?: string;
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
