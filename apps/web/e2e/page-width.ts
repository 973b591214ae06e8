import type { Page } from '@playwright/test';
import { expect, shopProducts, waitUntilHydrated } from './helpers';

/** The narrowest common Android width: a page wider than it hides its right edge. */
export const PHONE_WIDTH = 360;

/**
 * Opens a storefront page and waits until it has settled: drawn to its footer, loaded, hydrated
 * (pages raise their toasts once hydrated, and the toasts' code loads after that) and quiet on the
 * network, so that what is measured is the page as it stays.
 */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText(/^(Loading\.\.\.|불러오는 중)/)).toHaveCount(0);
  await waitUntilHydrated(page.locator('main'));
  await page.waitForLoadState('networkidle');
}

/**
 * How far the open page reaches past the screen, and the widest elements that push it there, or
 * null when it fits.
 */
export async function overflowOf(page: Page, path: string): Promise<string | null> {
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
  const width = page.viewportSize()?.width ?? PHONE_WIDTH;
  return scrollWidth > width ? `${path}: ${scrollWidth} px wide, ${culprits.join(', ')}` : null;
}

/** A transfer order of the signed-in shopper, placed through the API: the confirmation to show. */
export async function transferOrder(page: Page): Promise<string> {
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
