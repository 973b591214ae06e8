// The back office: one lazy route (/admin/*) whose screens are lazy chunks of their own, so a
// shopper never downloads any of it and the shop team loads only the screen it opens.
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { lazy, useEffect, useState } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import type { User } from '@jangbogi/contracts/users';
import { paths } from '@/config/paths';
import { useAdminUser } from '@/features/admin/api/admin-session';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { SignInForm } from '@/features/admin/components/sign-in-form';
import { LoadingOverlay } from '@/components/loading-overlay';
import { loadBackOfficeMessages } from '@/i18n/load-messages';
import { useLocale, useT } from '@/i18n/use-i18n';

const DashboardRoute = lazy(() => import('./dashboard'));
const OrdersRoute = lazy(() => import('./orders'));
const OrderRoute = lazy(() => import('./order'));
const TransfersRoute = lazy(() => import('./transfers'));
const TransferImportRoute = lazy(() => import('./transfer-import'));
const TossReconciliationRoute = lazy(() => import('./toss-reconciliation'));
const ProductsRoute = lazy(() => import('./products'));
const CategoriesRoute = lazy(() => import('./categories'));
const ProductRoute = lazy(() => import('./product'));
const ProductImportRoute = lazy(() => import('./product-import'));
const NewProductRoute = lazy(() => import('./new-product'));
const PromosRoute = lazy(() => import('./promos'));
const BannersRoute = lazy(() => import('./banners'));
const SettingsRoute = lazy(() => import('./settings'));
const PickingListRoute = lazy(() => import('./picking-list'));
const PackingRoute = lazy(() => import('./packing'));
const CashReceiptsRoute = lazy(() => import('./cash-receipts'));
const ReturnsRoute = lazy(() => import('./returns'));
const SearchRoute = lazy(() => import('./search'));

/**
 * The back office's screens as route objects for useRoutes: the <Routes>/<Route> elements would put
 * React Router's element-to-route conversion into the storefront's first-load file, which carries
 * the router for every page.
 */
const adminRoutes = (user: User): RouteObject[] => [
  {
    element: <AdminLayout user={user} />,
    children: [
      { index: true, element: <DashboardRoute /> },
      { path: 'orders', element: <OrdersRoute /> },
      { path: paths.adminOrder.path, element: <OrderRoute /> },
      { path: 'transfers', element: <TransfersRoute /> },
      { path: paths.adminTransferImport.path, element: <TransferImportRoute /> },
      { path: paths.adminTossReconciliation.path, element: <TossReconciliationRoute /> },
      { path: 'products', element: <ProductsRoute /> },
      { path: 'products/new', element: <NewProductRoute /> },
      { path: paths.adminProductImport.path, element: <ProductImportRoute /> },
      { path: paths.adminProduct.path, element: <ProductRoute /> },
      { path: 'categories', element: <CategoriesRoute /> },
      { path: 'promos', element: <PromosRoute /> },
      { path: 'banners', element: <BannersRoute /> },
      { path: 'settings', element: <SettingsRoute /> },
      { path: 'picking-list', element: <PickingListRoute /> },
      { path: 'packing', element: <PackingRoute /> },
      { path: 'cash-receipts', element: <CashReceiptsRoute /> },
      { path: 'returns', element: <ReturnsRoute /> },
      { path: paths.adminSearch.path, element: <SearchRoute /> },
      { path: '*', element: <Navigate to={paths.admin.getHref()} replace /> },
    ],
  },
];

function AdminScreens({ user }: { user: User }) {
  return useRoutes(adminRoutes(user));
}

const hasBackOfficeMessages = (i18n: I18n) => 'admin.documentTitle' in i18n.messages;

/**
 * Loads the back office's messages into the page's catalogue the first time the back office opens
 * (the shop's first load leaves them out); answers whether they are there, or that they failed.
 */
type MessagesState = 'loading' | 'ready' | 'failed';

function useBackOfficeMessages(): MessagesState {
  const { i18n } = useLingui();
  const locale = useLocale();
  const [state, setState] = useState<MessagesState>(() =>
    hasBackOfficeMessages(i18n) ? 'ready' : 'loading',
  );
  useEffect(() => {
    if (state !== 'loading') return;
    let current = true;
    loadBackOfficeMessages(locale).then(
      (messages) => {
        if (!hasBackOfficeMessages(i18n)) i18n.load(locale, messages);
        if (current) setState('ready');
      },
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [i18n, locale, state]);
  return state;
}

export function AdminApp() {
  const t = useT();
  const messages = useBackOfficeMessages();
  if (messages === 'ready') return <BackOffice />;
  if (messages === 'failed') return <p role="alert">{t('apiError.network')}</p>;
  return <LoadingOverlay visible theme="light" />;
}

function BackOffice() {
  const user = useAdminUser();
  const t = useT();
  const title = t('admin.documentTitle');

  useEffect(() => {
    const shopTitle = document.title;
    document.title = title;
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    return () => {
      document.title = shopTitle;
      robots.remove();
    };
  }, [title]);

  if (!user) return <SignInForm />;
  return <AdminScreens user={user} />;
}
