import * as catalog from '@jangbogi/contracts/catalog';
import * as search from '@jangbogi/contracts/search';
import * as common from '@jangbogi/contracts/common';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, PRODUCTS_PER_PAGE, SEARCH_RESULT_LIMIT } from './catalog-limits';

describe('catalogue limits', () => {
  it('match the contracts the API enforces', () => {
    expect(PRODUCTS_PER_PAGE).toBe(catalog.PRODUCTS_PER_PAGE);
    expect(SEARCH_RESULT_LIMIT).toBe(search.SEARCH_RESULT_LIMIT);
    expect(MAX_PAGE_SIZE).toBe(common.MAX_PAGE_SIZE);
  });
});
