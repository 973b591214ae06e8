import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { countFilters, readQuery, readSearchAddress, withChanges } from './search-address';

const read = (href: string) => new URL(href, 'http://shop.test').searchParams;

describe('a results address', () => {
  it('keeps every filter, the sort and the page, and reads back what it wrote', () => {
    const address = {
      category: '00000000-0000-4000-8000-000000000001',
      min_price: 5_000,
      max_price: 9_999,
      in_stock: true,
      on_sale: true,
      storage: 'chilled',
      sort: 'price_asc',
      page: 3,
    } as const;
    const href = paths.search.getHref('신 라면', address);
    expect(href).toBe(
      '/search?q=%EC%8B%A0%20%EB%9D%BC%EB%A9%B4&category=00000000-0000-4000-8000-000000000001&min_price=5000&max_price=9999&in_stock=true&on_sale=true&storage=chilled&sort=price_asc&page=3',
    );
    expect(readQuery(read(href))).toBe('신 라면');
    expect(readSearchAddress(read(href))).toEqual(address);
  });

  it('leaves the defaults out: page 1, relevance, no filters', () => {
    expect(paths.search.getHref('tofu', { page: 1, sort: 'relevance' })).toBe('/search?q=tofu');
    expect(readSearchAddress(read('/search?q=tofu&sort=relevance&page=1'))).toEqual({});
  });

  it('drops what the API would refuse instead of failing the page', () => {
    expect(
      readSearchAddress(
        read(
          '/search?q=x&category=drinks&min_price=-5&max_price=abc&storage=warm&sort=cheapest&in_stock=yes&page=0',
        ),
      ),
    ).toEqual({});
    // Bounds the wrong way round are swapped rather than refused.
    expect(readSearchAddress(read('/search?q=x&min_price=9000&max_price=1000'))).toEqual({
      min_price: 1000,
      max_price: 9000,
    });
  });

  it('goes back to page 1 when a filter or the sort changes, not when the page does', () => {
    const onPage3 = { on_sale: true, page: 3 };
    expect(withChanges(onPage3, { sort: 'newest' })).toEqual({ on_sale: true, sort: 'newest' });
    expect(withChanges(onPage3, { page: 4 })).toEqual({ on_sale: true, page: 4 });
    expect(withChanges(onPage3, { on_sale: false })).toEqual({});
  });

  it('counts the filters that narrow the results', () => {
    expect(countFilters({ sort: 'newest', page: 2, literal: true })).toBe(0);
    expect(countFilters({ min_price: 5_000, max_price: 9_999, storage: 'frozen' })).toBe(2);
  });
});
