// Mirrors of limits defined in @jangbogi/contracts. Importing values from the contracts' schema
// modules would pull zod and every schema into the browser bundle, so the figures are repeated
// here and a unit test keeps them equal to the contracts.
export const PRODUCTS_PER_PAGE = 18;
export const SEARCH_RESULT_LIMIT = 6;
export const MAX_PAGE_SIZE = 100;
