import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  subcategoryProductsQueryOptions,
  subcategoryQueryOptions,
  useSubcategory,
  useSubcategoryProducts,
} from '@/features/catalog/api/get-subcategory';
import { ProductListing } from './listing';
import type { QueryClient } from '@tanstack/react-query';
import { idParam, loadPageData } from '../page-data';

/** The subcategory page's data, fetched before it renders (on the server, and on a link to it). */
export const subcategoryLoader = (queryClient: QueryClient) => (args: LoaderFunctionArgs) =>
  loadPageData(
    queryClient.ensureQueryData(subcategoryQueryOptions(idParam(args))),
    queryClient.ensureQueryData(subcategoryProductsQueryOptions(idParam(args))),
  );

export function SubcategoryRoute() {
  const { id = '' } = useParams();
  const subcategory = useSubcategory(id);
  const products = useSubcategoryProducts(id);
  const data = subcategory.data;

  return (
    <ProductListing
      title={data?.name}
      description={`Shop ${data?.name ?? 'groceries'} at Jangbogi: Korean groceries delivered across Korea.`}
      crumbs={[
        { label: 'Home', href: paths.home.getHref() },
        ...(data
          ? [{ label: data.category_id.name, href: paths.category.getHref(data.category_id._id) }]
          : []),
        { label: data?.name ?? 'Subcategory' },
      ]}
      products={products.data?.products}
      pending={subcategory.isPending || products.isPending}
      error={subcategory.error ?? products.error}
    />
  );
}
