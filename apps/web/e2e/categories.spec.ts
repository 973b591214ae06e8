import { signInToBackOffice } from './back-office';
import { expect, shot, test } from './helpers';

// The shop team tidies the catalogue: a new subcategory, moved up, and an archive that is refused
// because products on sale still use the subcategory.

test('the categories screen adds, reorders and explains a refused archive', async ({
  page,
  expectFailedRequest,
}) => {
  await signInToBackOffice(page, '/admin');
  await page.getByRole('link', { name: 'Categories' }).click();
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();

  const first = page.getByRole('main').locator('section').first();
  const category = (await first.getAttribute('aria-label')) ?? '';
  await first
    .getByRole('textbox', { name: `New subcategory of ${category}` })
    .fill('Seasonal picks');
  await first.getByRole('button', { name: 'Add subcategory' }).click();
  await expect(
    first.getByRole('textbox', { name: 'English name of Seasonal picks' }),
  ).toBeVisible();

  const busy = first.locator('tbody tr').first(); // a seeded subcategory: the new one went last
  const busyName = await busy.getByRole('textbox').first().inputValue();
  expectFailedRequest(409, /\/api\/admin\/subcategories\/[^/]+\/archive$/);
  await busy.getByRole('button', { name: `Archive ${busyName}` }).click();
  await expect(page.getByRole('alert')).toContainText(
    'still use this subcategory; move or archive them first',
  );
  await shot(page, 'admin-categories');

  // The new subcategory has only an English name; archived, it leaves the menus of the pages
  // later tests on this shop walk in Korean.
  await first.getByRole('button', { name: 'Archive Seasonal picks' }).click();
  await expect(first.getByRole('button', { name: 'Restore Seasonal picks' })).toBeVisible();
});
