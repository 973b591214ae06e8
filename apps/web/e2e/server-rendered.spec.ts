import { expect, test } from './helpers';

// The storefront without JavaScript: everything a shopper (or a search engine) needs is in the HTML
// the server sends. Prices are read from the API and must appear as the page shows them.
test.use({ javaScriptEnabled: false });

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  sale_price: number | null;
  is_on_sale: boolean;
}

const won = (amount: number) => `₩${amount.toLocaleString('en-US')}`;
const payable = (product: ApiProduct) =>
  product.is_on_sale && product.sale_price ? product.sale_price : product.price;

test('home, shop and a product page carry their products, prices and texts in the served HTML', async ({
  page,
  request,
}) => {
  const { products } = (await (await request.get('/api/productsOP/all_products')).json()) as {
    products: ApiProduct[];
  };
  const first = products[0];
  expect(first).toBeDefined();
  if (!first) return;

  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  await expect(page).toHaveTitle(/Jangbogi/);
  await expect(page.getByText('5만원 이상 무료배송')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Browse All Products' })).toBeVisible();
  await expect(page.getByRole('link', { name: first.name }).first()).toBeVisible();
  await expect(page.getByText(won(payable(first))).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  const shop = await page.goto('/shop?page=2');
  expect(shop?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Shop All Products' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
    /\/shop\?page=2$/,
  );

  const productPage = await page.goto(`/product/${first._id}`);
  expect(productPage?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(page.getByText(won(payable(first))).first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Add to Cart|Out of Stock/ }).first(),
  ).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(first.name));
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
  expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain(
    first.name,
  );
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as {
    '@type': string;
    offers: { priceCurrency: string; price: number; availability: string };
  };
  expect(jsonLd['@type']).toBe('Product');
  expect(jsonLd.offers).toMatchObject({ priceCurrency: 'KRW', price: payable(first) });
  expect(jsonLd.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
});

test('served pages have no inline script: every part is complete in the first flush', async ({
  request,
}) => {
  // The Content-Security-Policy allows no inline script, and React completes a Suspense boundary
  // it did not finish in the shell (or moved out of line) with one: the layout's lazily loaded
  // parts (social links, footer, floating buttons) must be rendered in place on every page.
  const { products } = (await (await request.get('/api/productsOP/all_products')).json()) as {
    products: ApiProduct[];
  };
  for (const path of ['/', '/shop', `/product/${products[0]?._id ?? ''}`, '/cart']) {
    const html = await (await request.get(path)).text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter(
      ([, attributes]) => !/type="application\/(json|ld\+json)"/.test(attributes ?? ''),
    );
    expect(inlineScripts, path).toEqual([]);
    expect(html, path).not.toContain('<template');
    expect(html, path).toContain('Follow us');
    expect(html, path).toContain('Business registration');
  }
});

test('an unknown address and an unknown product answer 404 with their not-found text', async ({
  page,
  expectFailedRequest,
}) => {
  const pages = [
    ['/no-such-page', 'Page not found'],
    ['/product/00000000-0000-4000-8000-000000000000', 'Product not found'],
  ] as const;
  for (const [path, text] of pages) {
    expectFailedRequest(404, path);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
});

test('old addresses answer a permanent redirect from the server', async ({ request }) => {
  const moved = [
    ['/addToCart', '/cart'],
    ['/cartcontext', '/cart'],
    ['/ImageMagnifier', '/shop'],
    // The spec's signed-in checkout and the older order form are the one checkout now.
    ['/usercheckoutpage', '/checkoutpage'],
    ['/checkout', '/checkoutpage'],
    ['/ko/usercheckoutpage', '/ko/checkoutpage'],
  ] as const;
  for (const [oldPath, newPath] of moved) {
    const response = await request.get(oldPath, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(newPath);
  }
});
