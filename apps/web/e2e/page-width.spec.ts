import type { Page } from '@playwright/test';
import {
  addFirstShopProductToCart,
  expect,
  logIn,
  registerByApi,
  shopProducts,
  shot,
  test,
  uniqueEmail,
  waitUntilHydrated,
} from './helpers';

// No storefront page scrolls sideways on a 360 px phone, the narrowest common Android width, in
// either language: a page wider than the screen hides its right edge, where the order number,
// the amounts and the payment method of the confirmation were cut off.

const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 780 } });

/** How far the page reaches past the screen, and the widest elements that push it there. */
async function overflowOf(page: Page, path: string): Promise<string | null> {
  await page.goto(path);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText(/^(Loading\.\.\.|불러오는 중)/)).toHaveCount(0);
  await waitUntilHydrated(page.locator('main'));
  await page.waitForLoadState('networkidle');
  const { scrollWidth, culprits } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // What a scrolling or clipping box holds (the header's menu row) does not widen the page.
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ element, right }) => right > width + 1 && !clipped(element))
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(({ element, right }) => {
        const classes = [...element.classList].join('.');
        return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (${Math.round(right)} px)`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, culprits: wide };
  });
  return scrollWidth > WIDTH ? `${path}: ${scrollWidth} px wide, ${culprits.join(', ')}` : null;
}

async function overflowsOf(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const overflow = await overflowOf(page, path);
    if (overflow) found.push(overflow);
  }
  return found;
}

/** A transfer order of the signed-in shopper, placed through the API: the confirmation to show. */
async function transferOrder(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const headers = { authorization: `Bearer ${token}` };
  const address = await page.request.post('/api/addresses', {
    headers,
    data: {
      full_name: '박지우',
      street: '서울 중구 세종대로 110 (서울특별시청)',
      city: '중구',
      state: '서울',
      postal_code: '04524',
      country: 'South Korea',
      phone: '010-2345-6789',
    },
  });
  expect(address.status(), await address.text()).toBe(201);
  const product = (await shopProducts(page.request)).find((p) => p.stock_quantity >= 3);
  if (!product) throw new Error('No product has stock for the order');
  const added = await page.request.post('/api/cart/add', {
    headers,
    data: { product_id: product._id, quantity: 2 },
  });
  expect(added.ok()).toBe(true);
  const placed = await page.request.post('/api/orders', {
    headers,
    data: {
      shipping_address_id: ((await address.json()) as { _id: string })._id,
      payment_method: 'account_transfer',
      depositor_name: '박지우',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  // A line in the cart again, for the checkout page.
  await page.request.post('/api/cart/add', {
    headers,
    data: { product_id: product._id, quantity: 1 },
  });
  return ((await placed.json()) as { _id: string })._id;
}

for (const locale of ['en', 'ko'] as const) {
  const prefix = locale === 'ko' ? '/ko' : '';

  test(`no storefront page is wider than a ${WIDTH} px screen, in ${locale === 'ko' ? 'Korean' : 'English'}`, async ({
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
      '/',
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
    ].map((path) => `${prefix}${path === '/' && prefix ? '' : path}`);
    const overflows = await overflowsOf(page, asGuest);

    const email = uniqueEmail(`width-${locale}`);
    await registerByApi(page, email, 'width-password-2026');
    await page.goto('/login');
    await logIn(page, email, 'width-password-2026');
    const orderId = await transferOrder(page);
    const confirmation = `${prefix}/order-success?order=${orderId}`;
    const asShopper = [
      confirmation,
      `${prefix}/usercheckoutpage`,
      `${prefix}/my-orders`,
      `${prefix}/my-addresses`,
      `${prefix}/userprofile`,
      `${prefix}/change-password`,
    ];
    overflows.push(...(await overflowsOf(page, asShopper)));

    await page.goto(confirmation);
    await expect(page.getByTestId('order-number')).toBeVisible();
    await shot(page, `width-${WIDTH}-confirmation-${locale}`, { fullPage: true });
    expect(overflows).toEqual([]);
  });
}
