// Every URL of the storefront, so links and routes never drift apart.
const id = (value: string) => encodeURIComponent(value);

/**
 * What a results page shows besides its text, each kept in its address so a reload, a shared link
 * and Back show the same page. The names are the API's (GET /api/products/search/results).
 */
export interface SearchAddress {
  page?: number;
  category?: string;
  subcategory?: string;
  min_price?: number;
  max_price?: number;
  in_stock?: boolean;
  on_sale?: boolean;
  storage?: 'room' | 'chilled' | 'frozen';
  sort?: 'relevance' | 'price_asc' | 'price_desc' | 'newest' | 'best_selling' | 'unit_price';
  /** Search the text as typed, never a correction ("search instead for"). */
  literal?: boolean;
}

/** `/search?q=…` with the filters that differ from the defaults, always in the same order. */
function searchHref(q: string, address: SearchAddress = {}): string {
  const params = new URLSearchParams({ q });
  const { page, sort, category, subcategory, min_price, max_price, storage } = address;
  if (category) params.set('category', category);
  if (subcategory) params.set('subcategory', subcategory);
  if (min_price !== undefined) params.set('min_price', String(min_price));
  if (max_price !== undefined) params.set('max_price', String(max_price));
  if (address.in_stock) params.set('in_stock', 'true');
  if (address.on_sale) params.set('on_sale', 'true');
  if (storage) params.set('storage', storage);
  if (sort && sort !== 'relevance') params.set('sort', sort);
  if (address.literal) params.set('literal', 'true');
  if (page && page > 1) params.set('page', String(page));
  // URLSearchParams writes spaces as '+'; %20 is what the address bar and the old links show.
  return `/search?${params.toString().replaceAll('+', '%20')}`;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  shop: {
    path: '/shop',
    getHref: (page = 1) => (page > 1 ? `/shop?page=${page}` : '/shop'),
  },
  product: { path: '/product/:id', getHref: (productId: string) => `/product/${id(productId)}` },
  category: {
    path: '/categories/:id/products',
    getHref: (categoryId: string) => `/categories/${id(categoryId)}/products`,
  },
  subcategory: {
    path: '/subcategory/:id',
    getHref: (subcategoryId: string) => `/subcategory/${id(subcategoryId)}`,
  },
  search: { path: '/search', getHref: searchHref },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  returnPolicy: { path: '/return-policy', getHref: () => '/return-policy' },

  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password/:token',
    getHref: (token: string) => `/reset-password/${id(token)}`,
  },
  /** The link a guest order's email gets: the shopper chooses the account's first password. */
  setPassword: {
    path: '/set-password/:token',
    getHref: (token: string) => `/set-password/${id(token)}`,
  },
  verifyEmail: {
    path: '/verify-email/:token',
    getHref: (token: string) => `/verify-email/${id(token)}`,
  },
  /** The links of the back-in-stock emails: confirm the email once, and unsubscribe. */
  stockAlertConfirm: {
    path: '/stock-alerts/confirm/:token',
    getHref: (token: string) => `/stock-alerts/confirm/${id(token)}`,
  },
  stockAlertUnsubscribe: {
    path: '/stock-alerts/unsubscribe/:token',
    getHref: (token: string) => `/stock-alerts/unsubscribe/${id(token)}`,
  },
  /** The unsubscribe link of every marketing email. */
  marketingUnsubscribe: {
    path: '/marketing/unsubscribe/:token',
    getHref: (token: string) => `/marketing/unsubscribe/${id(token)}`,
  },
  /** A reset link that lost its token: the page explains and offers a new link. */
  resetPasswordMissing: { path: '/reset-password', getHref: () => '/reset-password' },
  profile: { path: '/userprofile', getHref: () => '/userprofile' },
  changePassword: { path: '/change-password', getHref: () => '/change-password' },
  myAddresses: { path: '/my-addresses', getHref: () => '/my-addresses' },
  myOrders: { path: '/my-orders', getHref: () => '/my-orders' },
  /** Download one's data, or delete the account. */
  myData: { path: '/my-data', getHref: () => '/my-data' },

  cart: { path: '/cart', getHref: () => '/cart' },
  // Routes match case-insensitively, so /Checkoutpage and /UserCheckoutPage answer too.
  // The one checkout, for guests and signed-in shoppers; the other two addresses lead to it.
  checkout: { path: '/checkoutpage', getHref: () => '/checkoutpage' },
  userCheckout: { path: '/usercheckoutpage', getHref: () => '/usercheckoutpage' },
  legacyCheckout: { path: '/checkout' },
  orderSuccess: { path: '/order-success', getHref: () => '/order-success' },
  /** Where Toss's payment window returns the shopper: paid (then confirmed here) or not. */
  tossSuccess: { path: '/checkout/toss/success', getHref: () => '/checkout/toss/success' },
  tossFail: { path: '/checkout/toss/fail', getHref: () => '/checkout/toss/fail' },

  // The back office: its own lazy bundle; the sub-paths are relative to /admin.
  admin: {
    path: '/admin/*',
    getHref: (section = '') => (section ? `/admin/${section}` : '/admin'),
  },
  adminOrder: { path: 'orders/:id', getHref: (orderId: string) => `/admin/orders/${id(orderId)}` },
  adminProductImport: {
    path: 'products/import',
    getHref: () => '/admin/products/import',
  },
  adminSearch: { path: 'search', getHref: () => '/admin/search' },
  adminProduct: {
    path: 'products/:id',
    getHref: (productId: string) => `/admin/products/${id(productId)}`,
  },

  // Old addresses that still receive traffic.
  legacyAddToCart: { path: '/addToCart' },
  legacyCartContext: { path: '/cartcontext' },
  legacyImageMagnifier: { path: '/ImageMagnifier' },
  adminTransferImport: { path: 'transfers/import', getHref: () => '/admin/transfers/import' },
  /** A Korean day's Toss payments against Toss's transactions (default: yesterday). */
  adminTossReconciliation: {
    path: 'payments/toss',
    getHref: (date?: string) =>
      date ? `/admin/payments/toss?date=${encodeURIComponent(date)}` : '/admin/payments/toss',
  },
} as const;
