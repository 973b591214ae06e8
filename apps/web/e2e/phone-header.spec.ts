import type { Locator, Page } from '@playwright/test';
import { expect, headerCart, shot, test, waitUntilHydrated } from './helpers';

// On a phone the header leaves the screen to the shop: at most 140 of 844 px, and every entry in
// it (the free-delivery promise, search, login, cart, the categories and every link) still a tap
// away, without the page scrolling sideways.

const HEADER_BUDGET = 140;

/** Fully inside the window's width and visible: nothing cut off or pushed out of the screen. */
async function expectOnScreen(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'a box on screen').not.toBeNull();
  // Half a pixel either way: boxes fall between device pixels.
  expect(box!.x).toBeGreaterThanOrEqual(-0.5);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
}

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile-390', 'the phone header');
  await page.goto('/');
});

test('the phone header is compact and everything in it is on screen', async ({ page }) => {
  const header = page.locator('header');
  const height = await header.evaluate((element) => element.getBoundingClientRect().height);
  expect(height, 'the header height at 390 px').toBeLessThanOrEqual(HEADER_BUDGET);
  await shot(header, 'header');

  await expectOnScreen(page, header.getByText('5만원 이상 무료배송'));
  await expectOnScreen(page, header.getByRole('link', { name: /Jangbogi/ }));
  await expectOnScreen(page, page.getByRole('combobox', { name: 'Search for products' }));
  await expectOnScreen(page, header.getByRole('link', { name: 'Login' }));
  await expectOnScreen(page, headerCart(page));
  await expectOnScreen(page, page.getByRole('button', { name: 'Categories' }));

  // The links share a row that scrolls sideways; the page itself never does.
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'About Us', 'Shop', 'Contact', 'My Orders']) {
    const link = nav.getByRole('link', { name, exact: true });
    await link.scrollIntoViewIfNeeded();
    await expectOnScreen(page, link);
  }
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'the page is no wider than the phone',
  ).toBeLessThanOrEqual(390);
  await nav.getByRole('link', { name: 'Contact', exact: true }).tap();
  await expect(page).toHaveURL(/\/contact$/);
});

test('search, login, cart and the categories work from the phone header', async ({ page }) => {
  // Search: the results open across the header's row, under the field.
  const box = page.getByRole('combobox', { name: 'Search for products' });
  await waitUntilHydrated(box);
  await box.fill('soap');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expectOnScreen(page, results);
  await expectOnScreen(page, results.getByRole('option').first());
  await page.keyboard.press('Escape');
  await expect(results).toBeHidden();

  // The categories panel opens across the phone's width, below the row it scrolls in, and Escape
  // closes it with the focus back on its button.
  const trigger = page.getByRole('button', { name: 'Categories' });
  await waitUntilHydrated(trigger);
  await trigger.tap();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  const group = panel.getByRole('button').first();
  await expectOnScreen(page, group);
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await group.tap();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  const firstLink = panel.getByRole('link').first();
  await expectOnScreen(page, firstLink);
  await firstLink.focus();
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.tap();
  await panel.getByRole('link').first().tap();
  await expect(page).toHaveURL(/\/(categories\/[^/]+\/products|subcategory\/[^/]+)$/);

  await headerCart(page).tap();
  await expect(page).toHaveURL(/\/cart$/);
  await page.locator('header').getByRole('link', { name: 'Login' }).tap();
  await expect(page).toHaveURL(/\/login$/);
});
