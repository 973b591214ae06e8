import type { Page } from '@playwright/test';
import { expect, test, isMobile, shot } from './helpers';

// A shopper's walk through the catalogue against the real API and its seeded database:
// home -> category -> product -> search (English and Korean) -> shop paging.

async function openCategoriesMenu(page: Page) {
  const trigger = page.getByRole('button', { name: 'Categories' });
  if (isMobile(page)) await trigger.tap();
  else await trigger.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}

async function searchFor(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Search for products' });
  await box.fill(text);
  const listbox = page.getByRole('listbox', { name: 'Search results' });
  await expect(listbox).toBeVisible();
  const options = listbox.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(6);
  await expect(page.getByText('Loading images...')).toBeHidden();
  return { box, listbox, options };
}

test('a shopper browses, searches and pages through the shop', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Jangbogi/);
  await expect(page.getByText('5만원 이상 무료배송')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'On Sale' })).toBeVisible();
  const browseAll = page.locator('section[aria-labelledby="browse-all"]');
  await expect(browseAll.getByRole('article')).toHaveCount(18);
  await expect(page.getByText('₩').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'More Products' })).toHaveAttribute('href', '/shop');
  await expect(page.getByText('Business registration:')).toContainText(/\d/);
  await shot(page, '01-home');

  // Category from the Categories menu.
  await openCategoriesMenu(page);
  const menu = page.locator('nav[aria-label="Main"]');
  if (isMobile(page)) {
    await menu.locator('button[aria-expanded="false"]').first().tap();
    await shot(page, '02-categories-menu');
    await menu.getByRole('link', { name: /^All / }).first().tap();
  } else {
    await shot(page, '02-categories-menu');
    await menu.locator('h3 a').first().click();
  }
  await expect(page).toHaveURL(/\/categories\/[^/]+\/products$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  const categoryName = await page.getByRole('heading', { level: 1 }).innerText();
  await expect(page.getByRole('article').first()).toBeVisible();
  await shot(page, '03-category');

  // Product detail.
  const firstCard = page.getByRole('article').first();
  await firstCard.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/[^/]+$/);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveCount(4);
  await expect(breadcrumb).toContainText(categoryName);
  const productName = await page.getByRole('heading', { level: 1 }).innerText();
  const koreanName = await page.locator('p[lang="ko"]').innerText();
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Product Refund Policy' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(/within 7 days of receiving it/);
  await page.getByRole('tab', { name: 'Additional Information' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Weight');
  await expect(page).toHaveTitle(
    new RegExp(productName.slice(0, 10).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await shot(page, '04-product');

  // Search in English: the first word of the product's name finds it.
  const englishTerm =
    productName.split(/\s+/).find((word) => word.length >= 3) ?? productName.slice(0, 4);
  const english = await searchFor(page, englishTerm);
  await shot(page, '05-search-english');
  await page.keyboard.press('ArrowDown');
  await expect(english.options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(english.listbox).toBeHidden();

  // Search in Korean, then open a result: the box clears and the product opens.
  const koreanTerm = Array.from(koreanName.replace(/\s+/g, '')).slice(0, 2).join('');
  const korean = await searchFor(page, koreanTerm);
  await expect(korean.options.filter({ hasText: koreanName }).first()).toBeVisible();
  await shot(page, '06-search-korean');
  await korean.options.filter({ hasText: koreanName }).first().click();
  await expect(korean.box).toHaveValue('');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);

  // Shop paging: page is in the URL and the grid changes.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  await expect(page.getByRole('heading', { name: 'Shop All Products' })).toBeVisible();
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const firstOnPageOne = await page.getByRole('article').first().getAttribute('aria-label');
  await shot(page, '07-shop-page-1');
  await pagination.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/shop\?page=2$/);
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('article').first()).not.toHaveAttribute(
    'aria-label',
    firstOnPageOne ?? '',
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await pagination.scrollIntoViewIfNeeded();
  await shot(page, '08-shop-page-2');
});

test('unknown pages, unknown products and old addresses', async ({ page, expectFailedRequest }) => {
  // Both pages answer 404 on purpose.
  expectFailedRequest(404, '/no-such-page');
  expectFailedRequest(404, '/product/00000000-0000-4000-8000-000000000000');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);

  await page.goto('/product/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Product not found')).toBeVisible();

  await page.goto('/ImageMagnifier');
  await expect(page).toHaveURL(/\/shop$/);

  await page.goto('/privacy-policy');
  await expect(page.getByText('2025-07-23')).toBeVisible();
  await page.goto('/return-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(page, '09-return-policy');
});
