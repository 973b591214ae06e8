import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './helpers';

// Searching past the header's dropdown: Enter opens /search?q=..., a results page with the same
// matching as the dropdown, paged like the shop and rendered by the server.

interface ResultsPage {
  products: { name: string }[];
  page: number;
  pages: number;
  total: number;
}

const resultsOf = async (request: APIRequestContext, q: string, page = 1) =>
  (await (
    await request.get(`/api/products/search/results?q=${encodeURIComponent(q)}&page=${page}`)
  ).json()) as ResultsPage;

/** A word with more matches than one page holds, so the pager shows. */
const BROAD_QUERY = 'drinks';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search for products' });

/**
 * Types into the search box once the page has hydrated (an open dropdown shows it has run). Text
 * typed before hydration stays in the field without reaching React's state, and React sees no
 * change when the same text is typed again: each try clears the field first.
 */
async function typeSearch(page: Page, text: string) {
  await expect(async () => {
    await searchBox(page).fill('');
    await searchBox(page).fill(text);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass();
}

test('Enter in the search box opens a paged results page', async ({ page, request }) => {
  const expected = await resultsOf(request, BROAD_QUERY);
  expect(expected.pages).toBeGreaterThan(1);

  await page.goto('/');
  await typeSearch(page, BROAD_QUERY);
  // The dropdown still offers its matches while typing.
  await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
  await searchBox(page).press('Enter');

  await expect(page).toHaveURL(`/search?q=${BROAD_QUERY}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Search results for "${BROAD_QUERY}"`,
  );
  await expect(page).toHaveTitle(`Search results for "${BROAD_QUERY}" | Jangbogi 장보기`);
  const cards = page.locator('main').getByRole('article');
  await expect(cards).toHaveCount(expected.products.length);
  await expect(cards.first()).toContainText(expected.products[0]?.name ?? '');
  await expect(page.getByRole('listbox', { name: 'Search results' })).toBeHidden();

  const second = await resultsOf(request, BROAD_QUERY, 2);
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: '2' })
    .click();
  await expect(page).toHaveURL(`/search?q=${BROAD_QUERY}&page=2`);
  await expect(cards.first()).toContainText(second.products[0]?.name ?? '');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the served results page already carries the results, and the box submits to it', async ({
    page,
    request,
  }) => {
    const expected = await resultsOf(request, BROAD_QUERY);
    const response = await page.goto(`/search?q=${BROAD_QUERY}`);
    expect(response?.status()).toBe(200);
    const html = await response?.text();
    for (const product of expected.products.slice(0, 3)) {
      expect(html).toContain(product.name.replace(/&/g, '&amp;'));
    }
    await expect(page).toHaveTitle(`Search results for "${BROAD_QUERY}" | Jangbogi 장보기`);

    await page.goto('/about');
    await searchBox(page).fill('zzqxv');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/search?q=zzqxv');
    await expect(page.getByText('No products found for "zzqxv"')).toBeVisible();
  });
});
