// Query keys of the back office; every admin query lives under ['admin'] so a change to an order
// can refresh the dashboard, the queue and the lists in one invalidation.
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  orders: () => [...adminKeys.all, 'orders'] as const,
  orderList: (filters: object) => [...adminKeys.orders(), 'list', filters] as const,
  order: (id: string) => [...adminKeys.orders(), 'detail', id] as const,
  reviewQueue: () => [...adminKeys.orders(), 'review-queue'] as const,
  pickingList: (date: string) => [...adminKeys.orders(), 'picking-list', date] as const,
  packingDay: (date: string) => [...adminKeys.orders(), 'packing', date] as const,
  products: () => [...adminKeys.all, 'products'] as const,
  productList: (filters: object) => [...adminKeys.products(), 'list', filters] as const,
  product: (id: string) => [...adminKeys.products(), 'detail', id] as const,
  stockMovements: (id: string) => [...adminKeys.products(), 'stock-movements', id] as const,
  categories: () => [...adminKeys.all, 'categories'] as const,
  promos: () => [...adminKeys.all, 'promos'] as const,
  banners: () => [...adminKeys.all, 'banners'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  search: () => [...adminKeys.all, 'search'] as const,
  synonyms: () => [...adminKeys.search(), 'synonyms'] as const,
  searchReport: (days: number) => [...adminKeys.search(), 'report', days] as const,
};
