import type { Page } from '@playwright/test';
import { addFirstShopProductToCart, expect, test } from './helpers';

// The floating WhatsApp and cart buttons stay on screen: in a bar along the bottom edge on phones,
// over the bottom right corner on wider screens. At the bottom of every page (where a shopper ends
// up to press Place Order or read the total) nothing a shopper reads or presses may be under them:
// every visible button, link, field and price is the topmost element at its centre and its
// corners. floating-buttons-scroll.spec.ts checks the rest of each page while it scrolls.

/** Controls and prices in the window that something fixed on top (the floating buttons) covers. */
function coveredElements(page: Page) {
  return page.evaluate(() => {
    const fixedAncestor = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return node;
      }
      return null;
    };
    const isPrice = (element: Element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && /₩\s?[\d,]+/.test(node.textContent ?? ''),
      );
    const candidates = [
      ...document.querySelectorAll('button, a[href], input, select, textarea, [role="button"]'),
      ...[...document.querySelectorAll('body *')].filter(isPrice),
    ];
    const covered: string[] = [];
    for (const element of candidates) {
      if (fixedAncestor(element)) continue; // the floating buttons themselves
      const rect = element.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) continue;
      if (rect.bottom <= 0 || rect.top >= innerHeight || rect.right <= 0 || rect.left >= innerWidth)
        continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      const inset = 2;
      const points = [
        [(rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2],
        [rect.left + inset, rect.top + inset],
        [rect.right - inset, rect.top + inset],
        [rect.left + inset, rect.bottom - inset],
        [rect.right - inset, rect.bottom - inset],
      ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight);
      for (const [x, y] of points) {
        const top = document.elementFromPoint(x!, y!);
        const cover = fixedAncestor(top);
        if (cover && !cover.contains(element)) {
          const name =
            element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
          covered.push(
            `<${element.tagName.toLowerCase()}> "${name}" at ${Math.round(x!)},${Math.round(y!)}`,
          );
          break;
        }
      }
    }
    return covered;
  });
}

async function expectNothingCoveredAtTheBottom(page: Page, what: string) {
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The full-window loading overlay is fixed too, and gone once the page has its data.
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Cart, / }).last()).toBeVisible();
  // Scrolled again until it stays at the bottom: pictures that load can still make the page longer.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.documentElement;
        root.style.scrollBehavior = 'auto';
        window.scrollTo(0, root.scrollHeight);
        return Math.ceil(root.scrollTop + root.clientHeight) >= root.scrollHeight - 1;
      }),
    )
    .toBe(true);
  expect(await coveredElements(page), `${what}: under the floating buttons`).toEqual([]);
}

test('the floating buttons cover nothing at the bottom of the shopping pages', async ({ page }) => {
  await page.goto('/');
  await expectNothingCoveredAtTheBottom(page, 'home');

  await page.goto('/shop');
  await expectNothingCoveredAtTheBottom(page, 'shop');
  const productHref = await addFirstShopProductToCart(page);

  await page.goto(productHref ?? '/');
  await expectNothingCoveredAtTheBottom(page, 'product');

  await page.goto('/cart');
  await expect(page.getByRole('table', { name: 'Items in your cart' })).toBeVisible();
  await expectNothingCoveredAtTheBottom(page, 'cart');

  await page.goto('/checkoutpage');
  await expect(page.getByRole('button', { name: /Place Order/ })).toBeVisible();
  await expectNothingCoveredAtTheBottom(page, 'checkout');
});
