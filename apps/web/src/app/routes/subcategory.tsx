import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  subcategoryProductsQueryOptions,
  subcategoryQueryOptions,
  useSubcategory,
  useSubcategoryProducts,
} from '@/features/catalog/api/get-subcategory';
import { useNames, useT } from '@/i18n/use-i18n';
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
  const t = useT();
  const names = useNames();
  const { id = '' } = useParams();
  const subcategory = useSubcategory(id);
  const products = useSubcategoryProducts(id);
  const data = subcategory.data;
  const name = data && names.local(data);

  return (
    <ProductListing
      title={name}
      description={t('listing.description', { name: name ?? t('listing.groceries') })}
      crumbs={[
        { label: t('common.home'), href: paths.home.getHref() },
        ...(data
          ? [
              {
                label: names.local(data.category_id),
                href: paths.category.getHref(data.category_id._id),
              },
            ]
          : []),
        { label: name ?? t('listing.subcategory') },
      ]}
      products={products.data?.products}
      pending={subcategory.isPending || products.isPending}
      error={subcategory.error ?? products.error}
    />
  );
}
