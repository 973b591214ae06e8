import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { paths } from '@/config/paths';
import { RequireUser } from '@/features/account/components/require-user';
import { RootLayout } from './layouts/root-layout';

export const router = createBrowserRouter([
  // The back office has its own layout and bundle; shoppers never load it.
  {
    path: paths.admin.path,
    hydrateFallbackElement: <LoadingOverlay visible theme="light" />,
    lazy: () => import('./routes/admin/admin-app').then((m) => ({ Component: m.AdminApp })),
  },
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
      { path: paths.cart.path, lazy: () => import('./routes/cart').then((m) => ({ Component: m.CartRoute })) },
      { path: paths.login.path, lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })) },
      {
        path: paths.register.path,
        lazy: () => import('./routes/register').then((m) => ({ Component: m.RegisterRoute })),
      },
      {
        path: paths.forgotPassword.path,
        lazy: () => import('./routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
      },
      ...[paths.resetPassword.path, paths.resetPasswordMissing.path].map((path) => ({
        path,
        lazy: () => import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
      })),
      {
        path: paths.verifyEmail.path,
        lazy: () => import('./routes/verify-email').then((m) => ({ Component: m.VerifyEmailRoute })),
      },
      // Private pages: a visitor who is not logged in goes to /login and comes back afterwards.
      {
        element: <RequireUser />,
        children: [
          {
            path: paths.profile.path,
            lazy: () => import('./routes/profile').then((m) => ({ Component: m.ProfileRoute })),
          },
          {
            path: paths.changePassword.path,
            lazy: () => import('./routes/change-password').then((m) => ({ Component: m.ChangePasswordRoute })),
          },
          {
            path: paths.myAddresses.path,
            lazy: () => import('./routes/my-addresses').then((m) => ({ Component: m.MyAddressesRoute })),
          },
          {
            path: paths.myOrders.path,
            lazy: () => import('./routes/my-orders').then((m) => ({ Component: m.MyOrdersRoute })),
          },
          {
            path: paths.userCheckout.path,
            lazy: () => import('./routes/user-checkout').then((m) => ({ Component: m.UserCheckoutRoute })),
          },
          {
            path: paths.legacyCheckout.path,
            lazy: () => import('./routes/legacy-checkout').then((m) => ({ Component: m.LegacyCheckoutRoute })),
          },
        ],
      },
      { path: paths.contact.path, lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })) },
      {
        path: paths.guestCheckout.path,
        lazy: () => import('./routes/guest-checkout').then((m) => ({ Component: m.GuestCheckoutRoute })),
      },
      {
        path: paths.orderSuccess.path,
        lazy: () => import('./routes/order-success').then((m) => ({ Component: m.OrderSuccessRoute })),
      },
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
