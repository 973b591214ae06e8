import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  categoryProductsQueryOptions,
  categoryQueryOptions,
  useCategory,
  useCategoryProducts,
} from '@/features/catalog/api/get-category';
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
  const { id = '' } = useParams();
  const category = useCategory(id);
  const products = useCategoryProducts(id);
  const name = category.data?.name;

  return (
    <ProductListing
      title={name}
      description={`Shop ${name ?? 'groceries'} at Jangbogi: Korean groceries delivered across Korea.`}
      crumbs={[{ label: 'Home', href: paths.home.getHref() }, { label: name ?? 'Category' }]}
      products={products.data?.products}
      pending={category.isPending || products.isPending}
      error={category.error ?? products.error}
    />
  );
}
