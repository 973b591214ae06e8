import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '@/testing/products';
import { renderWithProviders } from '@/testing/render';
import { SearchBox } from './search-box';

const fetchMock = vi.fn<typeof fetch>();

function answerSearch(products: unknown[]) {
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify({ products }), { status: 200 }),
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const searchInput = () => screen.getByRole('combobox', { name: 'Search for products' });

describe('SearchBox', () => {
  it('debounces typing into one call to the search endpoint', async () => {
    answerSearch([]);
    renderWithProviders(<SearchBox />);
    await userEvent.type(searchInput(), 'kimchi');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/products/search?q=kimchi&lang=en');
  });

  it('speaks Korean on a Korean page', async () => {
    answerSearch([]);
    renderWithProviders(<SearchBox />, { locale: 'ko' });
    const input = screen.getByRole('combobox', { name: '상품 검색' });
    expect(input).toHaveAttribute('placeholder', '상품을 검색하세요...');
    expect(screen.getByRole('button', { name: '검색' })).toBeInTheDocument();
    await userEvent.type(input, '김치');
    expect(await screen.findByText('검색 결과가 없습니다')).toBeInTheDocument();
  });

  it('lists at most 6 results with names, prices and discount badges, and says when images are loading', async () => {
    const onSale = aProduct({
      name: 'Shin Ramyun 5-pack',
      name_kr: '신라면 5입',
      is_on_sale: true,
      sale_price: 4_500,
      compare_price: 6_000,
    });
    answerSearch([onSale, ...Array.from({ length: 7 }, () => aProduct())]);
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

  it('opens the chosen product with the keyboard and clears the box', async () => {
    const first = aProduct({ name: '김치' });
    const second = aProduct({ name: '깍두기' });
    answerSearch([first, second]);
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
  });

  it('opens the results page on Enter, even when there are several matches', async () => {
    answerSearch([aProduct({ name: 'Soft tofu' }), aProduct({ name: 'Firm tofu' })]);
    const { router } = renderWithProviders(<SearchBox />);
    await userEvent.type(searchInput(), ' soft tofu ');
    await screen.findAllByRole('option');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('soft tofu');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the results page from the search button', async () => {
    answerSearch([aProduct({ name: 'Kimchi' })]);
    const { router } = renderWithProviders(<SearchBox />);
    await userEvent.type(searchInput(), '김치');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('김치');
  });

  it('points aria-controls at the listbox it shows, and at nothing while closed', async () => {
    answerSearch([aProduct()]);
    renderWithProviders(<SearchBox />);
    expect(searchInput()).not.toHaveAttribute('aria-controls');
    await userEvent.type(searchInput(), 'tofu');
    const listbox = await screen.findByRole('listbox');
    expect(searchInput()).toHaveAttribute('aria-controls', listbox.id);
  });

  it('opens a result on click and clears the box', async () => {
    const product = aProduct({ name: 'Jeju tangerines' });
    answerSearch([product]);
    const { router } = renderWithProviders(<SearchBox />);
    await userEvent.type(searchInput(), 'jeju');
    await userEvent.click(await screen.findByRole('option', { name: /Jeju tangerines/ }));
    expect(router.state.location.pathname).toBe(`/product/${product._id}`);
    expect(searchInput()).toHaveValue('');
  });

  it('closes on Escape and on a click outside', async () => {
    answerSearch([aProduct()]);
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

    await userEvent.click(searchInput());
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says no products were found when the search fails', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ message: 'boom', code: 'INTERNAL' }), { status: 500 }),
    );
    renderWithProviders(<SearchBox />);
    await userEvent.type(searchInput(), 'x');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });
});
