// Query keys of the catalogue, shared so later mutations (admin edits) can invalidate by prefix.
export const catalogKeys = {
  all: ['catalog'] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  productPage: (page: number) => [...catalogKeys.products(), 'page', page] as const,
  featured: () => [...catalogKeys.products(), 'featured'] as const,
  highlighted: () => [...catalogKeys.products(), 'highlighted'] as const,
  product: (id: string) => [...catalogKeys.products(), 'detail', id] as const,
  related: (subcategoryId: string) =>
    [...catalogKeys.products(), 'by-subcategory', subcategoryId] as const,
  search: (text: string, locale: string) =>
    [...catalogKeys.products(), 'search', locale, text] as const,
  searchPage: (text: string, address: object, locale: string) =>
    [...catalogKeys.products(), 'search-page', locale, text, address] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  category: (id: string) => [...catalogKeys.categories(), id] as const,
  categoryProducts: (id: string) => [...catalogKeys.categories(), id, 'products'] as const,
  subcategories: () => [...catalogKeys.all, 'subcategories'] as const,
  subcategory: (id: string) => [...catalogKeys.subcategories(), id] as const,
  subcategoryProducts: (id: string) => [...catalogKeys.subcategories(), id, 'products'] as const,
  banners: () => [...catalogKeys.all, 'banners'] as const,
  settings: () => ['shop-settings'] as const,
};
