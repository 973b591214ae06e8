import type en from './messages/en.json';

/**
 * Catalogue keys whose English text the storefront spec quotes: the catalogue test fails if one
 * drifts from the spec's wording. Add a key here when a spec text moves into the catalogue.
 */
export const SPEC_TEXT_KEYS: readonly (keyof typeof en)[] = [
  'common.loading',
  'common.noProductsAvailable',
  'common.noProductsAvailableLower',
  'common.loadProductsFailed',
  'cart.addedToast',
  'cart.addFailed',
  'cart.invalidProduct',
  'product.outOfStock',
  'home.featured',
  'home.onSale',
  'home.browseAll',
  'home.moreProducts',
  'shop.title',
  'product.notFound',
  'product.loadFailed',
  'product.related',
  'product.noDescription',
  'quantity.max',
  'cart.removeConfirm',
  'cart.empty',
  'cart.maxReached',
  'cart.removeFailed',
];
