import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import { Pager } from '@/components/pager';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { allProductsQueryOptions, useAllProducts } from '@/features/catalog/api/get-all-products';
import { useT } from '@/i18n/use-i18n';
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
  const t = useT();
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
        title={
          page > 1
            ? t('common.pageTitleWithPage', { title: t('shop.title'), page })
            : t('shop.title')
        }
        description={t('shop.description')}
      />
      <h1 className="page-title">{t('shop.title')}</h1>
      {isError ? (
        <p className="state-message" role="alert">
          {t('common.loadProductsFailed')}
        </p>
      ) : isPending ? (
        <LoadingOverlay visible theme="light" />
      ) : (
        <>
          <h2 className="visually-hidden">{t('common.products')}</h2>
          <div aria-busy={isPlaceholderData}>
            <ProductGrid
              products={data.products}
              emptyText={t('common.noProductsAvailableLower')}
              aboveTheFold
            />
          </div>
          <Pager page={data.page} pages={data.pages} onChange={goTo} />
        </>
      )}
    </div>
  );
}
