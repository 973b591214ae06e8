import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders, signInToBackOffice } from './back-office';
import { expect, isMobile, shot, test, waitUntilHydrated } from './helpers';

// Searching as Korean shoppers type, in both languages, on a phone (390 px) and a desktop (1280 px):
// a word the product names do not contain (계란 for 특란), filters and a sort kept in the address,
// "did you mean" for a misspelling, and a synonym the shop team adds taking effect at once.
// Each search runs where it can differ, not at every pair of language and width: the header box in
// Korean at both widths and in English on the desktop; filters and "did you mean" in English on the
// desktop and in Korean on the phone (the layout and the language each vary once); the back-office
// synonym screen on the desktop in both languages.

/** Skips a test but for English on the desktop and Korean on the phone. */
const notEnglishOnDesktopNorKoreanOnPhone =
  (locale: string) =>
  ({ isMobile }: { isMobile: boolean }) =>
    isMobile !== (locale === 'ko');

interface Hit {
  name: string;
  name_kr: string;
}
interface ResultsAnswer {
  products: Hit[];
  total: number;
  corrected_to: string | null;
}

const LANGUAGES = [
  {
    locale: 'en',
    prefix: '',
    box: 'Search for products',
    sort: 'Sort',
    filters: /^Filters/,
    inStock: 'In stock only',
    didYouMean: (term: string) => `Did you mean ${term}?`,
    searchInstead: /^Search instead for/,
    synonymWords: 'Words that mean the same',
    addSynonym: 'Add synonym',
    eggs: /Eggs/,
    tofu: /Tofu/,
  },
  {
    locale: 'ko',
    prefix: '/ko',
    box: '상품 검색',
    sort: '정렬',
    filters: /^필터/,
    inStock: '재고 있는 상품만',
    didYouMean: (term: string) => new RegExp(`^${term}(을|를) 찾으셨나요\\?$`),
    searchInstead: /검색하기$/,
    synonymWords: '같은 뜻의 낱말',
    addSynonym: '동의어 추가',
    eggs: /유정란|특란/,
    tofu: /두부/,
  },
] as const;

const results = async (request: APIRequestContext, params: Record<string, string>) => {
  const answer = await request.get('/api/products/search/results', { params });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as ResultsAnswer;
};

const cards = (page: Page) => page.locator('main').getByRole('article');

for (const language of LANGUAGES) {
  const { locale, prefix } = language;
  const nameOf = (hit: Hit) => (locale === 'ko' ? hit.name_kr : hit.name);
  const searchBox = (page: Page) => page.getByRole('combobox', { name: language.box });

  /** Types into the header box once it has hydrated (its dropdown opens). */
  async function typeSearch(page: Page, text: string) {
    await expect(async () => {
      await searchBox(page).fill('');
      await searchBox(page).fill(text);
      await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
    }).toPass();
  }

  test.describe(`search in ${locale}`, () => {
    test.describe(() => {
      test.skip(
        ({ isMobile }) => isMobile && locale === 'en',
        'the English header box runs on the desktop',
      );
      test('계란 in the header box, then Enter, opens the results page with eggs', async ({
        page,
      }) => {
        await page.goto(`${prefix}/`);
        await typeSearch(page, '계란');
        const listbox = page.getByRole('listbox');
        await expect(listbox.getByRole('option').first()).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /\d/ })).toHaveCount(1);
        await shot(page, `search-${locale}-suggestions`);
        await searchBox(page).press('Enter');

        await expect(page).toHaveURL(`${prefix}/search?q=${encodeURIComponent('계란')}`);
        await expect(cards(page).first()).toHaveAttribute('aria-label', language.eggs);
        await expect(listbox).toBeHidden();
        await shot(page, `search-${locale}-eggs`, { fullPage: true });
      });
    });

    test.describe(() => {
      test.skip(
        notEnglishOnDesktopNorKoreanOnPhone(locale),
        'English on the desktop, Korean on the phone',
      );
      test('a filter and a sort survive a reload', async ({ page, request }) => {
        const params = { q: '라면', lang: locale, in_stock: 'true', sort: 'price_asc' };
        const expected = await results(request, params);
        expect(expected.total).toBeGreaterThan(1);

        await page.goto(`${prefix}/search?q=${encodeURIComponent('라면')}`);
        const sort = page.getByRole('combobox', { name: language.sort });
        await waitUntilHydrated(sort);
        await sort.selectOption('price_asc');
        await expect(page).toHaveURL(/[?&]sort=price_asc/);
        // On a phone the filters fold behind their button.
        if (isMobile(page)) await page.getByRole('button', { name: language.filters }).click();
        await page.getByRole('checkbox', { name: language.inStock }).check();
        const address = `${prefix}/search?q=${encodeURIComponent('라면')}&in_stock=true&sort=price_asc`;
        await expect(page).toHaveURL(address);
        await expect(cards(page).first()).toHaveAttribute(
          'aria-label',
          nameOf(expected.products[0]!),
        );

        await page.reload();
        await expect(page).toHaveURL(address);
        await expect(sort).toHaveValue('price_asc');
        if (isMobile(page)) {
          await expect(page.getByRole('button', { name: language.filters })).toHaveText(/1/);
          await page.getByRole('button', { name: language.filters }).click();
        }
        await expect(page.getByRole('checkbox', { name: language.inStock })).toBeChecked();
        await expect(cards(page)).toHaveCount(expected.products.length);
        await expect(cards(page).first()).toHaveAttribute(
          'aria-label',
          nameOf(expected.products[0]!),
        );
        await shot(page, `search-${locale}-filtered`, { fullPage: true });

        await page.goBack();
        await expect(page).toHaveURL(
          `${prefix}/search?q=${encodeURIComponent('라면')}&sort=price_asc`,
        );
      });
    });

    test.describe(() => {
      test.skip(
        notEnglishOnDesktopNorKoreanOnPhone(locale),
        'English on the desktop, Korean on the phone',
      );
      test('a misspelling offers "did you mean", and the text as typed one click away', async ({
        page,
        request,
      }) => {
        const { corrected_to: corrected } = await results(request, { q: '떡볶기', lang: locale });
        expect(corrected).toBeTruthy();

        await page.goto(`${prefix}/`);
        await typeSearch(page, '떡볶기');
        await searchBox(page).press('Enter');
        await expect(page.getByText(language.didYouMean(corrected!))).toBeVisible();
        await expect(cards(page).first()).toHaveAttribute('aria-label', /떡볶이|Tteokbokki/);
        await shot(page, `search-${locale}-did-you-mean`, { fullPage: true });

        await page.getByRole('link', { name: language.searchInstead }).click();
        await expect(page).toHaveURL(/[?&]literal=true/);
        await expect(page.getByText(language.didYouMean(corrected!))).toBeHidden();
      });
    });

    test.describe(() => {
      test.skip(({ isMobile }) => isMobile, 'a back-office screen, on the desktop');
      test('the shop team adds a synonym and the next search finds it', async ({
        page,
        request,
      }) => {
        // A word no product, brand or category is called, and no misspelling of one.
        const term = locale === 'ko' ? 'zqxwvj' : 'vjzqxw';
        expect((await results(request, { q: term, lang: locale })).total).toBe(0);
        try {
          await signInToBackOffice(page, `${prefix}/admin/search`);
          await page.getByLabel(language.synonymWords).fill(`${term}, 두부`);
          await page.getByRole('button', { name: language.addSynonym, exact: true }).click();
          await expect(
            page.getByRole('cell', { name: `${term} = 두부`, exact: true }),
          ).toBeVisible();
          await shot(page, `search-${locale}-admin`, { fullPage: true });

          await page.goto(`${prefix}/`);
          await typeSearch(page, term);
          await searchBox(page).press('Enter');
          await expect(cards(page).first()).toHaveAttribute('aria-label', language.tofu);
        } finally {
          const headers = await adminHeaders(request);
          const listed = await request.get('/api/admin/search/synonyms', { headers });
          const { synonyms } = (await listed.json()) as {
            synonyms: { _id: string; terms?: string[] }[];
          };
          for (const synonym of synonyms.filter((s) => s.terms?.includes(term)))
            await request.delete(`/api/admin/search/synonyms/${synonym._id}`, { headers });
        }
      });
    });
  });
}
