import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  categoryProductsQueryOptions,
  categoryQueryOptions,
  useCategory,
  useCategoryProducts,
} from '@/features/catalog/api/get-category';
import { useNames, useT } from '@/i18n/use-i18n';
import { ProductListing } from './listing';
import type { QueryClient } from '@tanstack/react-query';
import { idParam, loadPageData } from '../page-data';

/** The category page's data, fetched before it renders (on the server, and on a link to it). */
export const categoryLoader = (queryClient: QueryClient) => (args: LoaderFunctionArgs) =>
  loadPageData(
    queryClient.ensureQueryData(categoryQueryOptions(idParam(args))),
    queryClient.ensureQueryData(categoryProductsQueryOptions(idParam(args))),
  );

export function CategoryRoute() {
  const t = useT();
  const names = useNames();
  const { id = '' } = useParams();
  const category = useCategory(id);
  const products = useCategoryProducts(id);
  const name = category.data && names.local(category.data);

  return (
    <ProductListing
      title={name}
      description={t('listing.description', { name: name ?? t('listing.groceries') })}
      crumbs={[
        { label: t('common.home'), href: paths.home.getHref() },
        { label: name ?? t('listing.category') },
      ]}
      products={products.data?.products}
      pending={category.isPending || products.isPending}
      error={category.error ?? products.error}
    />
  );
}
