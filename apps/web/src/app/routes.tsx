import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { paths } from '@/config/paths';
import { RequireUser } from '@/features/account/components/require-user';
import { allProductsQueryOptions } from '@/features/catalog/api/get-all-products';
import { bannersQueryOptions } from '@/features/catalog/api/get-banners';
import {
  categoryProductsQueryOptions,
  categoryQueryOptions,
} from '@/features/catalog/api/get-category';
import { featuredProductsQueryOptions } from '@/features/catalog/api/get-featured-products';
import { highlightedProductsQueryOptions } from '@/features/catalog/api/get-highlighted-products';
import { productQueryOptions } from '@/features/catalog/api/get-product';
import { relatedProductsQueryOptions } from '@/features/catalog/api/get-related-products';
import { shopSettingsQueryOptions } from '@/features/catalog/api/get-settings';
import { subcategoriesQueryOptions } from '@/features/catalog/api/get-subcategories';
import {
  subcategoryProductsQueryOptions,
  subcategoryQueryOptions,
} from '@/features/catalog/api/get-subcategory';
import { isNotFound } from '@/lib/api-client';
import { readPage } from '@/lib/read-page';
import { RootLayout } from './layouts/root-layout';
import { NotFoundRoute } from './routes/not-found';
import { MissingItem, RouteError } from './routes/route-error';

/** Answers 404 from a loader: React Router renders the nearest errorElement with that status. */
function notFound(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to set a status
  throw data('Not found', { status: 404 });
}

/**
 * The one route table, for the server (createStaticHandler) and the browser (createBrowserRouter).
 * Catalogue pages have loaders that fill the react-query cache, so the server renders real content
 * and hands the cache to the browser; the components keep reading it through their hooks. Personal
 * pages (cart, checkout, account) have no loader: they render in the browser after hydration.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  /** Fetches what a page shows; an unknown id is the page's 404, other failures show on the page. */
  const load = async (...queries: Promise<unknown>[]) => {
    const results = await Promise.allSettled(queries);
    for (const result of results) {
      if (result.status === 'rejected' && isNotFound(result.reason)) notFound();
    }
    return null;
  };
  // Every page shows the header's categories and the footer's shop details.
  const layoutData = () => [
    queryClient.ensureQueryData(subcategoriesQueryOptions()),
    queryClient.ensureQueryData(shopSettingsQueryOptions()),
  ];
  const id = ({ params }: LoaderFunctionArgs) => params.id ?? '';

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
      loader: () => load(...layoutData()),
      hydrateFallbackElement: <LoadingOverlay visible theme="light" />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              loader: () =>
                load(
                  queryClient.ensureQueryData(bannersQueryOptions()),
                  queryClient.ensureQueryData(featuredProductsQueryOptions()),
                  queryClient.ensureQueryData(highlightedProductsQueryOptions()),
                  queryClient.ensureQueryData(allProductsQueryOptions(1)),
                ),
              lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
            },
            {
              path: paths.shop.path,
              loader: ({ request }) =>
                load(
                  queryClient.ensureQueryData(
                    allProductsQueryOptions(readPage(new URL(request.url).searchParams)),
                  ),
                ),
              lazy: () => import('./routes/shop').then((m) => ({ Component: m.ShopRoute })),
            },
            {
              path: paths.product.path,
              loader: async (args) => {
                const product = await queryClient
                  .ensureQueryData(productQueryOptions(id(args)))
                  .catch((error: unknown) => {
                    if (isNotFound(error)) notFound();
                    return null;
                  });
                const subcategoryId = product?.subcategory_id;
                if (subcategoryId)
                  await load(
                    queryClient.ensureQueryData(relatedProductsQueryOptions(subcategoryId)),
                  );
                return null;
              },
              errorElement: <MissingItem message="Product not found" />,
              lazy: () => import('./routes/product').then((m) => ({ Component: m.ProductRoute })),
            },
            {
              path: paths.category.path,
              loader: (args) =>
                load(
                  queryClient.ensureQueryData(categoryQueryOptions(id(args))),
                  queryClient.ensureQueryData(categoryProductsQueryOptions(id(args))),
                ),
              errorElement: <MissingItem message="No Products Available" />,
              lazy: () => import('./routes/category').then((m) => ({ Component: m.CategoryRoute })),
            },
            {
              path: paths.subcategory.path,
              loader: (args) =>
                load(
                  queryClient.ensureQueryData(subcategoryQueryOptions(id(args))),
                  queryClient.ensureQueryData(subcategoryProductsQueryOptions(id(args))),
                ),
              errorElement: <MissingItem message="No Products Available" />,
              lazy: () =>
                import('./routes/subcategory').then((m) => ({ Component: m.SubcategoryRoute })),
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
              path: paths.verifyEmail.path,
              lazy: () =>
                import('./routes/verify-email').then((m) => ({ Component: m.VerifyEmailRoute })),
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
                  path: paths.userCheckout.path,
                  lazy: () =>
                    import('./routes/user-checkout').then((m) => ({
                      Component: m.UserCheckoutRoute,
                    })),
                },
                {
                  path: paths.legacyCheckout.path,
                  lazy: () =>
                    import('./routes/legacy-checkout').then((m) => ({
                      Component: m.LegacyCheckoutRoute,
                    })),
                },
              ],
            },
            {
              path: paths.contact.path,
              lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })),
            },
            {
              path: paths.guestCheckout.path,
              lazy: () =>
                import('./routes/guest-checkout').then((m) => ({
                  Component: m.GuestCheckoutRoute,
                })),
            },
            {
              path: paths.orderSuccess.path,
              lazy: () =>
                import('./routes/order-success').then((m) => ({ Component: m.OrderSuccessRoute })),
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
