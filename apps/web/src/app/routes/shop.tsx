import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import { Pager } from '@/components/pager';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { allProductsQueryOptions, useAllProducts } from '@/features/catalog/api/get-all-products';
import { readPage } from '@/lib/read-page';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadPageData } from '../page-data';

/** The shop page's data, fetched before it renders (on the server, and on a link to it). */
export const shopLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) =>
    loadPageData(
      queryClient.ensureQueryData(
        allProductsQueryOptions(readPage(new URL(request.url).searchParams)),
      ),
    );

export function ShopRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams);
  const { data, isPending, isError, isPlaceholderData } = useAllProducts(page);

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [page]);

  const goTo = (next: number) => {
    setSearchParams(next > 1 ? { page: String(next) } : {});
  };

  return (
    <div className="container page">
      <PageMeta
        title={page > 1 ? `Shop All Products (page ${page})` : 'Shop All Products'}
        description="Shop every Korean grocery and household product at Jangbogi, priced in won with free delivery from ₩50,000."
      />
      <h1 className="page-title">Shop All Products</h1>
      {isError ? (
        <p className="state-message" role="alert">
          Failed to load products. Please try again.
        </p>
      ) : isPending ? (
        <LoadingOverlay visible theme="light" />
      ) : (
        <>
          <h2 className="visually-hidden">Products</h2>
          <div aria-busy={isPlaceholderData}>
            <ProductGrid products={data.products} emptyText="No products available." aboveTheFold />
          </div>
          <Pager page={data.page} pages={data.pages} onChange={goTo} />
        </>
      )}
    </div>
  );
}
