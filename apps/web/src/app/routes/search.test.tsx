import type { ProductSummary } from '@jangbogi/contracts/catalog';
import type { SearchCategoryHit, SearchHit, SearchPage } from '@jangbogi/contracts/search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { aCategoryHit, aProduct, aSearchHit } from '@/testing/products';
import { renderWithProviders } from '@/testing/render';
import { SearchRoute } from './search';

const DRINKS = '00000000-0000-4000-8000-0000000000d1';

interface Answer {
  products?: SearchHit[];
  total?: number;
  pages?: number;
  corrected_to?: string | null;
  categories?: SearchCategoryHit[];
  popular?: ProductSummary[];
}

function answer({ products = [], total, pages = 1, ...rest }: Answer = {}): SearchPage {
  return {
    products,
    page: 1,
    pages,
    total: total ?? products.length,
    corrected_to: null,
    categories: [],
    popular: [],
    search_id: 'search-9',
    ...rest,
  };
}

function serve(page: SearchPage) {
  return mockFetch({
    'GET /api/products/search/results': () => json(200, page),
    'GET /api/subcategories': () =>
      json(200, [
        {
          _id: '00000000-0000-4000-8000-0000000000e1',
          name: 'Soda',
          name_kr: '탄산음료',
          category_id: { _id: DRINKS, name: 'Drinks', name_kr: '음료' },
        },
      ]),
    'POST /api/products/search/clicks': () => new Response(null, { status: 204 }),
  });
}

const renderSearch = (path: string, locale: 'en' | 'ko' = 'en') =>
  renderWithProviders(<></>, {
    path,
    locale,
    routes: [{ path: 'search', element: <SearchRoute /> }],
  });

/** The query the page last asked the API for. */
const lastQuery = (mock: ReturnType<typeof mockFetch>) =>
  new URL(callsTo(mock, 'GET', '/api/products/search/results').at(-1)![0], 'http://x').searchParams;

beforeEach(() => {
  // jsdom has no layout to scroll; the page scrolls to the top when its address changes.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the search results page', () => {
  it('asks the API for the filters and sort of its address', async () => {
    const fetchMock = serve(answer({ products: [aSearchHit({ name: 'Cider' })] }));
    renderSearch(
      `/search?q=soda&category=${DRINKS}&in_stock=true&storage=chilled&sort=price_desc&page=2`,
    );
    expect(await screen.findByRole('article', { name: 'Cider' })).toBeInTheDocument();
    const query = lastQuery(fetchMock);
    expect(Object.fromEntries(query)).toEqual({
      q: 'soda',
      lang: 'en',
      page: '2',
      category: DRINKS,
      in_stock: 'true',
      storage: 'chilled',
      sort: 'price_desc',
    });
    // The controls show the address.
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('price_desc');
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Chilled' })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue(DRINKS),
    );
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
  });

  it('writes each filter and sort into the address, back to page 1, and Back undoes it', async () => {
    const fetchMock = serve(answer({ products: [aSearchHit()], total: 40, pages: 3 }));
    const { router } = renderSearch('/search?q=milk&page=2');
    await screen.findAllByRole('article');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'newest');
    await waitFor(() => expect(router.state.location.search).toBe('?q=milk&sort=newest'));

    await userEvent.click(screen.getByRole('checkbox', { name: 'On sale' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=milk&on_sale=true&sort=newest'),
    );
    await userEvent.click(screen.getByRole('radio', { name: '₩5,000 – ₩10,000' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?q=milk&min_price=5000&max_price=9999&on_sale=true&sort=newest',
      ),
    );
    await waitFor(() => expect(lastQuery(fetchMock).get('min_price')).toBe('5000'));

    await router.navigate(-1);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=milk&on_sale=true&sort=newest'),
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Any price' })).toBeChecked());

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=milk&sort=newest'));
  });

  it('pages through the results in the address', async () => {
    serve(answer({ products: [aSearchHit()], total: 40, pages: 3 }));
    const { router } = renderSearch('/search?q=milk&sort=newest');
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: /^(Page )?2$/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=milk&sort=newest&page=2'));
  });

  it('folds the filters behind a button that says whether they are open', async () => {
    serve(answer({ products: [aSearchHit()] }));
    renderSearch('/search?q=milk');
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel).toContainElement(screen.getByRole('checkbox', { name: 'On sale' }));
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('says "did you mean" for a corrected search, with a link to the text as typed', async () => {
    serve(answer({ products: [aSearchHit({ name_kr: '떡볶이 떡' })], corrected_to: '떡볶이' }));
    renderSearch('/search?q=떡볶기&sort=price_asc', 'ko');
    expect(await screen.findByText('떡볶이를 찾으셨나요?')).toBeInTheDocument();
    expect(screen.getByText(/"떡볶이" 검색 결과를 보여 드립니다/)).toBeInTheDocument();
    const literal = screen.getByRole('link', { name: '"떡볶기"로 검색하기' });
    const href = new URL(literal.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/ko/search');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      q: '떡볶기',
      sort: 'price_asc',
      literal: 'true',
    });
  });

  it('says "did you mean" in English too', async () => {
    serve(answer({ products: [aSearchHit()], corrected_to: 'mushroom' }));
    renderSearch('/search?q=mushroon');
    expect(await screen.findByText('Did you mean mushroom?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search instead for "mushroon"' })).toHaveAttribute(
      'href',
      '/search?q=mushroon&literal=true',
    );
  });

  it('passes literal=true on to the API and says no "did you mean" without a correction', async () => {
    const fetchMock = serve(answer({ products: [aSearchHit()] }));
    renderSearch('/search?q=mushroon&literal=true');
    await screen.findAllByRole('article');
    expect(lastQuery(fetchMock).get('literal')).toBe('true');
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('turns a search that found nothing into matching categories and popular products', async () => {
    const category = aCategoryHit({ name: 'Drinks', name_kr: '음료' });
    serve(answer({ categories: [category], popular: [aProduct({ name: 'Best seller' })] }));
    renderSearch('/search?q=qqzzx');
    expect(
      await screen.findByRole('heading', { name: 'No products found for "qqzzx"' }),
    ).toBeInTheDocument();
    const categories = screen.getByRole('navigation', { name: 'Browse a category' });
    expect(within(categories).getByRole('link', { name: 'Drinks' })).toHaveAttribute(
      'href',
      `/categories/${category._id}/products`,
    );
    const popular = screen.getByRole('region', { name: 'Popular at Jangbogi' });
    expect(within(popular).getByRole('article', { name: 'Best seller' })).toBeInTheDocument();
  });

  it('offers the shop categories when none match the words, in Korean on a Korean page', async () => {
    serve(answer({ popular: [aProduct()] }));
    renderSearch('/search?q=ㅋㅋㅋ', 'ko');
    expect(
      await screen.findByRole('heading', { name: '"ㅋㅋㅋ"에 해당하는 상품이 없습니다' }),
    ).toBeInTheDocument();
    const categories = await screen.findByRole('navigation', { name: '카테고리 둘러보기' });
    expect(within(categories).getByRole('link', { name: '음료' })).toBeInTheDocument();
  });

  it('offers to clear the filters when they left nothing', async () => {
    serve(answer());
    const { router } = renderSearch('/search?q=milk&on_sale=true&storage=frozen');
    expect(
      await screen.findByRole('heading', { name: 'No products match these filters.' }),
    ).toBeInTheDocument();
    const clearButtons = screen.getAllByRole('button', { name: 'Clear filters' });
    await userEvent.click(clearButtons.at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe('?q=milk'));
  });

  it('records which product a shopper opened from the results', async () => {
    const product = aSearchHit({ name: 'Firm tofu' });
    const fetchMock = serve(answer({ products: [product] }));
    renderSearch('/search?q=tofu');
    const card = await screen.findByRole('article', { name: 'Firm tofu' });
    await userEvent.click(within(card).getByRole('link', { name: 'Firm tofu' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/products/search/clicks')).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, 'POST', '/api/products/search/clicks')[0]!;
    expect(JSON.parse(init?.body as string)).toEqual({
      search_id: 'search-9',
      product_id: product._id,
    });
  });
});
