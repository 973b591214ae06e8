// The back office: one lazy route (/admin/*) whose screens are lazy chunks of their own, so a
// shopper never downloads any of it and the shop team loads only the screen it opens.
import { lazy, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAdminUser } from '@/features/admin/api/admin-session';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { SignInForm } from '@/features/admin/components/sign-in-form';

const DashboardRoute = lazy(() => import('./dashboard'));
const OrdersRoute = lazy(() => import('./orders'));
const OrderRoute = lazy(() => import('./order'));
const TransfersRoute = lazy(() => import('./transfers'));
const TransferImportRoute = lazy(() => import('./transfer-import'));
const ProductsRoute = lazy(() => import('./products'));
const CategoriesRoute = lazy(() => import('./categories'));
const ProductRoute = lazy(() => import('./product'));
const NewProductRoute = lazy(() => import('./new-product'));
const PromosRoute = lazy(() => import('./promos'));
const BannersRoute = lazy(() => import('./banners'));
const SettingsRoute = lazy(() => import('./settings'));
const PickingListRoute = lazy(() => import('./picking-list'));

export function AdminApp() {
  const user = useAdminUser();

  useEffect(() => {
    const shopTitle = document.title;
    document.title = 'Back office | Jangbogi';
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    return () => {
      document.title = shopTitle;
      robots.remove();
    };
  }, []);

  if (!user) return <SignInForm />;
  return (
    <Routes>
      <Route element={<AdminLayout user={user} />}>
        <Route index element={<DashboardRoute />} />
        <Route path="orders" element={<OrdersRoute />} />
        <Route path={paths.adminOrder.path} element={<OrderRoute />} />
        <Route path="transfers" element={<TransfersRoute />} />
        <Route path={paths.adminTransferImport.path} element={<TransferImportRoute />} />
        <Route path="products" element={<ProductsRoute />} />
        <Route path="products/new" element={<NewProductRoute />} />
        <Route path={paths.adminProduct.path} element={<ProductRoute />} />
        <Route path="categories" element={<CategoriesRoute />} />
        <Route path="promos" element={<PromosRoute />} />
        <Route path="banners" element={<BannersRoute />} />
        <Route path="settings" element={<SettingsRoute />} />
        <Route path="picking-list" element={<PickingListRoute />} />
        <Route path="*" element={<Navigate to={paths.admin.getHref()} replace />} />
      </Route>
    </Routes>
  );
}
