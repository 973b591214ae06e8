import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { paths } from '@/config/paths';
import { RequireUser } from '@/features/account/components/require-user';
import { RootLayout } from './layouts/root-layout';

// Cart, checkout and account screens are built by their own features; until they land these
// routes answer (no 404) with just the shop's header and footer.
const PENDING_FEATURE_ROUTES = [
  paths.login.path,
  paths.register.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
  paths.profile.path,
  paths.changePassword.path,
  paths.myAddresses.path,
  paths.cart.path,
  paths.userCheckout.path,
  paths.legacyCheckout.path,
];

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    hydrateFallbackElement: <LoadingOverlay visible theme="light" />,
    children: [
      { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
      { path: paths.shop.path, lazy: () => import('./routes/shop').then((m) => ({ Component: m.ShopRoute })) },
      {
        path: paths.product.path,
        lazy: () => import('./routes/product').then((m) => ({ Component: m.ProductRoute })),
      },
      {
        path: paths.category.path,
        lazy: () => import('./routes/category').then((m) => ({ Component: m.CategoryRoute })),
      },
      {
        path: paths.subcategory.path,
        lazy: () => import('./routes/subcategory').then((m) => ({ Component: m.SubcategoryRoute })),
      },
      { path: paths.about.path, lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })) },
      {
        path: paths.privacyPolicy.path,
        lazy: () => import('./routes/policy').then((m) => ({ Component: m.PrivacyPolicyRoute })),
      },
      {
        path: paths.returnPolicy.path,
        lazy: () => import('./routes/policy').then((m) => ({ Component: m.ReturnPolicyRoute })),
      },
      { path: paths.contact.path, lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })) },
      {
        path: paths.orderSuccess.path,
        lazy: () => import('./routes/order-success').then((m) => ({ Component: m.OrderSuccessRoute })),
      },
      {
        path: paths.guestCheckout.path,
        lazy: () => import('./routes/guest-checkout').then((m) => ({ Component: m.GuestCheckoutRoute })),
      },
      {
        element: <RequireUser />,
        children: [
          {
            path: paths.myOrders.path,
            lazy: () => import('./routes/my-orders').then((m) => ({ Component: m.MyOrdersRoute })),
          },
        ],
      },
      ...PENDING_FEATURE_ROUTES.map((path) => ({
        path,
        lazy: () => import('./routes/pending-feature').then((m) => ({ Component: m.PendingFeatureRoute })),
      })),
      { path: paths.legacyAddToCart.path, element: <Navigate to={paths.cart.getHref()} replace /> },
      { path: paths.legacyCartContext.path, element: <Navigate to={paths.cart.getHref()} replace /> },
      { path: paths.legacyImageMagnifier.path, element: <Navigate to={paths.shop.getHref()} replace /> },
      { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
