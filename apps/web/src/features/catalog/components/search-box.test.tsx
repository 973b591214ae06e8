import type { SearchCategoryHit, SearchHit } from '@jangbogi/contracts/search';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { aCategoryHit, aSearchHit } from '@/testing/products';
import { renderWithProviders } from '@/testing/render';
import { SearchBox } from './search-box';

function answerSearch(products: SearchHit[], categories: SearchCategoryHit[] = []) {
  return mockFetch({
    'GET /api/products/search': () => json(200, { products, categories, search_id: 'search-1' }),
    'POST /api/products/search/clicks': () => new Response(null, { status: 204 }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const searchInput = () => screen.getByRole('combobox', { name: 'Search for products' });
const clickBodies = (mock: ReturnType<typeof mockFetch>): unknown[] =>
  callsTo(mock, 'POST', '/api/products/search/clicks').map(([, init]): unknown =>
    JSON.parse(init?.body as string),
  );

describe('SearchBox', () => {
  it('debounces typing into one call to the search endpoint', async () => {
    const fetchMock = answerSearch([]);
    renderWithProviders(<SearchBox />);
    await userEvent.type(searchInput(), 'kimchi');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No products found'));
    const calls = callsTo(fetchMock, 'GET', '/api/products/search');
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe('/api/products/search?q=kimchi&lang=en');
  });

  it('speaks Korean on a Korean page', async () => {
    answerSearch([]);
    renderWithProviders(<SearchBox />, { locale: 'ko' });
    const input = screen.getByRole('combobox', { name: '상품 검색' });
    expect(input).toHaveAttribute('placeholder', '상품을 검색하세요...');
    expect(screen.getByRole('button', { name: '검색' })).toBeInTheDocument();
    await userEvent.type(input, '김치');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('검색 결과가 없습니다'),
    );
    // The dropdown shows it too.
    expect(screen.getAllByText('검색 결과가 없습니다')).toHaveLength(2);
  });

  it('lists at most 6 products with names, prices and discount badges, and says when images are loading', async () => {
    const onSale = aSearchHit({
      name: 'Shin Ramyun 5-pack',
      name_kr: '신라면 5입',
      is_on_sale: true,
      sale_price: 4_500,
      compare_price: 6_000,
    });
    answerSearch([onSale, ...Array.from({ length: 7 }, () => aSearchHit())]);
    renderWithProviders(<SearchBox />);
    await userEvent.type(searchInput(), 'ra');

    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(6);
    expect(options[0]).toHaveTextContent('Shin Ramyun 5-pack');
    expect(options[0]).toHaveTextContent('신라면 5입');
    expect(options[0]).toHaveTextContent('₩4,500');
    expect(options[0]!.querySelector('del')).toHaveTextContent('₩6,000');
    expect(within(options[0]!).getByText('-25%')).toBeInTheDocument();
    expect(searchInput()).toHaveAttribute('aria-expanded', 'true');

    expect(screen.getByText('Loading images...')).toBeInTheDocument();
    for (const image of listbox.querySelectorAll('img')) fireEvent.load(image);
    await waitFor(() => expect(screen.queryByText('Loading images...')).not.toBeInTheDocument());
  });

  it('suggests matching categories before the products, each group labelled, the matched parts marked', async () => {
    answerSearch(
      [
        aSearchHit({
          name: 'Firm tofu',
          name_kr: '부침두부',
          highlight: { name: [[5, 9]], name_kr: [[2, 4]] },
        }),
      ],
      [
        aCategoryHit({
          name: 'Tofu & eggs',
          name_kr: '두부·계란',
          highlight: { name: [[0, 4]], name_kr: [[0, 2]] },
        }),
      ],
    );
    renderWithProviders(<SearchBox />);
    await userEvent.type(searchInput(), 'tofu');

    const categories = await screen.findByRole('group', { name: 'Categories' });
    const products = screen.getByRole('group', { name: 'Products' });
    expect(within(categories).getByRole('option')).toHaveTextContent('Tofu & eggs');
    expect(within(categories).getByRole('option')).toHaveTextContent('Category');
    const product = within(products).getByRole('option');
    expect([...product.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'tofu',
      '두부',
    ]);
    // The page's language comes first: on an English page, the English name.
    expect(product.querySelector('mark')?.parentElement).toHaveTextContent('Firm tofu');
  });

  it('shows the Korean name first, marked, on a Korean page', async () => {
    answerSearch([
      aSearchHit({
        name: 'Firm tofu',
        name_kr: '부침두부',
        highlight: { name: [], name_kr: [[2, 4]] },
      }),
    ]);
    renderWithProviders(<SearchBox />, { locale: 'ko' });
    await userEvent.type(screen.getByRole('combobox'), 'ㄷㅂ');
    const option = await screen.findByRole('option');
    const [first] = option.querySelectorAll('span span');
    expect(first).toHaveTextContent('부침두부');
    expect(first!.querySelector('mark')).toHaveTextContent('두부');
  });

  it('announces how many suggestions there are, politely, once they arrive', async () => {
    answerSearch([aSearchHit(), aSearchHit()], [aCategoryHit()]);
    renderWithProviders(<SearchBox />);
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toBeEmptyDOMElement();
    await userEvent.type(searchInput(), 'egg');
    await waitFor(() =>
      expect(live).toHaveTextContent(
        '2 products and 1 category suggested. Use the up and down arrows to choose.',
      ),
    );
  });

  it('moves through categories and products with the arrow keys, wrapping at both ends', async () => {
    answerSearch([aSearchHit(), aSearchHit()], [aCategoryHit()]);
    renderWithProviders(<SearchBox />);
    await userEvent.type(searchInput(), 'egg');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(3);
    expect(searchInput()).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    expect(searchInput()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(searchInput()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(searchInput()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(searchInput()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(options.filter((option) => option.getAttribute('aria-selected') === 'true')).toEqual([
      options[2],
    ]);
  });

  it('opens the chosen product with the keyboard, records the click and clears the box', async () => {
    const first = aSearchHit({ name: '김치' });
    const second = aSearchHit({ name: '깍두기' });
    const fetchMock = answerSearch([first, second]);
    const { router } = renderWithProviders(<SearchBox />);
    await userEvent.type(searchInput(), '김');
    await screen.findAllByRole('option');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(searchInput()).toHaveAttribute('aria-activedescendant', options[1]!.id);

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${second._id}`));
    expect(searchInput()).toHaveValue('');
    expect(clickBodies(fetchMock)).toEqual([{ search_id: 'search-1', product_id: second._id }]);
  });

  it('opens a category or subcategory page from its suggestion and records it', async () => {
    const category = aCategoryHit({ name: 'Drinks' });
    const subcategory = aCategoryHit({ name: 'Soda', kind: 'subcategory' });
    const fetchMock = answerSearch([], [category, subcategory]);
    const { router } = renderWithProviders(<SearchBox />);
    await userEvent.type(searchInput(), 'dri');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/categories/${category._id}/products`),
    );

    await userEvent.type(searchInput(), 'so');
    await userEvent.click(await screen.findByRole('option', { name: /Soda/ }));
    expect(router.state.location.pathname).toBe(`/subcategory/${subcategory._id}`);
    expect(clickBodies(fetchMock)).toEqual([
      { search_id: 'search-1', category_id: category._id },
      { search_id: 'search-1', category_id: subcategory._id },
    ]);
  });

  it('opens the results page on Enter when nothing is highlighted, even with several matches', async () => {
    answerSearch([aSearchHit({ name: 'Soft tofu' }), aSearchHit({ name: 'Firm tofu' })]);
    const { router } = renderWithProviders(<SearchBox />);
    await userEvent.type(searchInput(), ' soft tofu ');
    await screen.findAllByRole('option');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('soft tofu');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the results page from the search button', async () => {
    answerSearch([aSearchHit({ name: 'Kimchi' })]);
    const { router } = renderWithProviders(<SearchBox />);
    await userEvent.type(searchInput(), '김치');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('김치');
  });

  it('points aria-controls at the listbox it shows, and at nothing while closed', async () => {
    answerSearch([aSearchHit()]);
    renderWithProviders(<SearchBox />);
    expect(searchInput()).not.toHaveAttribute('aria-controls');
    await userEvent.type(searchInput(), 'tofu');
    const listbox = await screen.findByRole('listbox');
    expect(searchInput()).toHaveAttribute('aria-controls', listbox.id);
  });

  it('opens a result on click and clears the box', async () => {
    const product = aSearchHit({ name: 'Jeju tangerines' });
    answerSearch([product]);
    const { router } = renderWithProviders(<SearchBox />);
    await userEvent.type(searchInput(), 'jeju');
    await userEvent.click(await screen.findByRole('option', { name: /Jeju tangerines/ }));
    expect(router.state.location.pathname).toBe(`/product/${product._id}`);
    expect(searchInput()).toHaveValue('');
  });

  it('closes on Escape (a second Escape clears the text) and on a click outside', async () => {
    answerSearch([aSearchHit()]);
    renderWithProviders(
      <div>
        <SearchBox />
        <p>Elsewhere</p>
      </div>,
    );
    await userEvent.type(searchInput(), 'tofu');
    await screen.findByRole('listbox');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(searchInput()).toHaveAttribute('aria-expanded', 'false');
    expect(searchInput()).toHaveValue('tofu');

    await userEvent.click(searchInput());
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.click(searchInput());
    await userEvent.keyboard('{Escape}{Escape}');
    expect(searchInput()).toHaveValue('');
  });

  it('says no products were found when the search fails', async () => {
    mockFetch({
      'GET /api/products/search': () => json(500, { message: 'boom', code: 'INTERNAL' }),
    });
    renderWithProviders(<SearchBox />);
    await userEvent.type(searchInput(), 'x');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No products found'));
  });
});
