import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { paths } from '@/config/paths';
import { RequireUser } from '@/features/account/components/require-user';
import { shopSettingsQueryOptions } from '@/features/catalog/api/get-settings';
import { subcategoriesQueryOptions } from '@/features/catalog/api/get-subcategories';
import { postcodePageLoader } from '@/lib/postcode-document';
import { RootLayout } from './layouts/root-layout';
import { loadPageData, notFound } from './page-data';
import { NotFoundRoute } from './routes/not-found';
import { MissingItem, RouteError } from './routes/route-error';

/**
 * The one route table, for the server (createStaticHandler) and the browser (createBrowserRouter).
 * Catalogue pages have loaders that fill the react-query cache, so the server renders real content
 * and hands the cache to the browser; the components keep reading it through their hooks. Personal
 * pages (cart, checkout, account) have no loader: they render in the browser after hydration.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  // Every page shows the header's categories and the footer's shop details.
  const layoutData = () => [
    queryClient.ensureQueryData(subcategoriesQueryOptions()),
    queryClient.ensureQueryData(shopSettingsQueryOptions()),
  ];

  return [
    // The back office has its own layout and bundle; shoppers never load it, the server never renders it.
    {
      path: paths.admin.path,
      hydrateFallbackElement: <LoadingOverlay visible theme="light" />,
      lazy: () => import('./routes/admin/admin-app').then((m) => ({ Component: m.AdminApp })),
    },
    {
      id: 'layout',
      element: <RootLayout />,
      loader: () => loadPageData(...layoutData()),
      hydrateFallbackElement: <LoadingOverlay visible theme="light" />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            // A catalogue page's loader comes with its module: the first load carries none of them.
            {
              index: true,
              lazy: () =>
                import('./routes/home').then((m) => ({
                  Component: m.HomeRoute,
                  loader: m.homeLoader(queryClient),
                })),
            },
            {
              path: paths.shop.path,
              lazy: () =>
                import('./routes/shop').then((m) => ({
                  Component: m.ShopRoute,
                  loader: m.shopLoader(queryClient),
                })),
            },
            {
              path: paths.search.path,
              lazy: () =>
                import('./routes/search').then((m) => ({
                  Component: m.SearchRoute,
                  loader: m.searchLoader(queryClient),
                })),
            },
            {
              path: paths.product.path,
              errorElement: <MissingItem messageId="product.notFound" />,
              lazy: () =>
                import('./routes/product').then((m) => ({
                  Component: m.ProductRoute,
                  loader: m.productLoader(queryClient),
                })),
            },
            {
              path: paths.category.path,
              errorElement: <MissingItem messageId="common.noProductsAvailable" />,
              lazy: () =>
                import('./routes/category').then((m) => ({
                  Component: m.CategoryRoute,
                  loader: m.categoryLoader(queryClient),
                })),
            },
            {
              path: paths.subcategory.path,
              errorElement: <MissingItem messageId="common.noProductsAvailable" />,
              lazy: () =>
                import('./routes/subcategory').then((m) => ({
                  Component: m.SubcategoryRoute,
                  loader: m.subcategoryLoader(queryClient),
                })),
            },
            {
              path: paths.about.path,
              lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })),
            },
            {
              path: paths.privacyPolicy.path,
              lazy: () =>
                import('./routes/policy').then((m) => ({ Component: m.PrivacyPolicyRoute })),
            },
            {
              path: paths.returnPolicy.path,
              lazy: () =>
                import('./routes/policy').then((m) => ({ Component: m.ReturnPolicyRoute })),
            },
            {
              path: paths.cart.path,
              lazy: () => import('./routes/cart').then((m) => ({ Component: m.CartRoute })),
            },
            {
              path: paths.login.path,
              lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })),
            },
            {
              path: paths.register.path,
              lazy: () => import('./routes/register').then((m) => ({ Component: m.RegisterRoute })),
            },
            {
              path: paths.forgotPassword.path,
              lazy: () =>
                import('./routes/forgot-password').then((m) => ({
                  Component: m.ForgotPasswordRoute,
                })),
            },
            ...[paths.resetPassword.path, paths.resetPasswordMissing.path].map((path) => ({
              path,
              lazy: () =>
                import('./routes/reset-password').then((m) => ({
                  Component: m.ResetPasswordRoute,
                })),
            })),
            {
              path: paths.setPassword.path,
              lazy: () =>
                import('./routes/reset-password').then((m) => ({
                  Component: m.SetPasswordRoute,
                })),
            },
            {
              path: paths.verifyEmail.path,
              lazy: () =>
                import('./routes/verify-email').then((m) => ({ Component: m.VerifyEmailRoute })),
            },
            {
              path: paths.stockAlertConfirm.path,
              lazy: () =>
                import('./routes/stock-alert-link').then((m) => ({
                  Component: m.StockAlertConfirmRoute,
                })),
            },
            {
              path: paths.stockAlertUnsubscribe.path,
              lazy: () =>
                import('./routes/stock-alert-link').then((m) => ({
                  Component: m.StockAlertUnsubscribeRoute,
                })),
            },
            {
              path: paths.marketingUnsubscribe.path,
              lazy: () =>
                import('./routes/marketing-unsubscribe').then((m) => ({
                  Component: m.MarketingUnsubscribeRoute,
                })),
            },
            // Private pages: a visitor who is not logged in goes to /login and comes back afterwards.
            {
              element: <RequireUser />,
              children: [
                {
                  path: paths.profile.path,
                  lazy: () =>
                    import('./routes/profile').then((m) => ({ Component: m.ProfileRoute })),
                },
                {
                  path: paths.changePassword.path,
                  lazy: () =>
                    import('./routes/change-password').then((m) => ({
                      Component: m.ChangePasswordRoute,
                    })),
                },
                {
                  path: paths.myAddresses.path,
                  loader: postcodePageLoader,
                  lazy: () =>
                    import('./routes/my-addresses').then((m) => ({
                      Component: m.MyAddressesRoute,
                    })),
                },
                {
                  path: paths.myOrders.path,
                  lazy: () =>
                    import('./routes/my-orders').then((m) => ({ Component: m.MyOrdersRoute })),
                },
                {
                  path: paths.myData.path,
                  lazy: () =>
                    import('./routes/my-data').then((m) => ({ Component: m.MyDataRoute })),
                },
              ],
            },
            {
              path: paths.contact.path,
              lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })),
            },
            // The one checkout, for guests and signed-in shoppers; it offers the postcode search.
            {
              path: paths.checkout.path,
              loader: postcodePageLoader,
              lazy: () => import('./routes/checkout').then((m) => ({ Component: m.CheckoutRoute })),
            },
            // The spec's logged-in checkout and the older order form are the same page now: their
            // links (the cart's Proceed to Checkout for a signed-in shopper) keep working.
            {
              path: paths.userCheckout.path,
              loader: () => redirect(paths.checkout.getHref(), 301),
            },
            {
              path: paths.legacyCheckout.path,
              loader: () => redirect(paths.checkout.getHref(), 301),
            },
            {
              path: paths.orderSuccess.path,
              lazy: () =>
                import('./routes/order-success').then((m) => ({ Component: m.OrderSuccessRoute })),
            },
            // Toss's payment window returns here: the payment is confirmed, or the order let go.
            {
              path: paths.tossSuccess.path,
              lazy: () =>
                import('./routes/toss-return').then((m) => ({ Component: m.TossSuccessRoute })),
            },
            {
              path: paths.tossFail.path,
              lazy: () =>
                import('./routes/toss-return').then((m) => ({ Component: m.TossFailRoute })),
            },
            // Old addresses move for good: a loader's redirect answers 301 from the server (search
            // engines and bookmarks follow it) and navigates in the browser.
            {
              path: paths.legacyAddToCart.path,
              loader: () => redirect(paths.cart.getHref(), 301),
            },
            {
              path: paths.legacyCartContext.path,
              loader: () => redirect(paths.cart.getHref(), 301),
            },
            {
              path: paths.legacyImageMagnifier.path,
              loader: () => redirect(paths.shop.getHref(), 301),
            },
            // Unknown addresses answer 404 with the not-found page.
            {
              path: '*',
              loader: () => {
                notFound();
              },
              Component: NotFoundRoute,
            },
          ],
        },
      ],
    },
  ];
}
