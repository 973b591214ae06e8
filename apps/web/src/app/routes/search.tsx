import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import { Pager } from '@/components/pager';
import { paths } from '@/config/paths';
import { searchPageQueryOptions, useSearchPage } from '@/features/catalog/api/search-products';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { localeOfPath } from '@/i18n/locales';
import { useT } from '@/i18n/use-i18n';
import { readPage } from '@/lib/read-page';
import { loadPageData } from '../page-data';

/** The search text of a results address, trimmed as the API trims it. */
const readQuery = (searchParams: URLSearchParams) => (searchParams.get('q') ?? '').trim();

/** The results, fetched before the page renders (on the server, and on a submit of the search box). */
export const searchLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const { pathname, searchParams } = new URL(request.url);
    const q = readQuery(searchParams);
    if (!q) return null;
    const locale = localeOfPath(pathname);
    return loadPageData(
      queryClient.ensureQueryData(searchPageQueryOptions(q, readPage(searchParams), locale)),
    );
  };

export function SearchRoute() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = readQuery(searchParams);
  const page = readPage(searchParams);
  const { data, isPending, isError, isPlaceholderData } = useSearchPage(q, page);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [q, page]);

  const goTo = (next: number) => {
    const href = new URL(paths.search.getHref(q, next), window.location.origin);
    setSearchParams(href.searchParams);
  };

  const title = q ? t('search.resultsFor', { q }) : t('search.title');
  return (
    <div className="container page">
      <PageMeta
        title={page > 1 ? t('common.pageTitleWithPage', { title, page }) : title}
        description={t('search.description', { q })}
      />
      <h1 className="page-title">{title}</h1>
      {!q ? (
        <p className="state-message">{t('search.typeSomething')}</p>
      ) : isError ? (
        <p className="state-message" role="alert">
          {t('common.loadProductsFailed')}
        </p>
      ) : isPending ? (
        <LoadingOverlay visible theme="light" />
      ) : (
        <>
          <p className="visually-hidden" role="status">
            {t('search.found', { count: data.total })}
          </p>
          <h2 className="visually-hidden">{t('common.products')}</h2>
          <div aria-busy={isPlaceholderData}>
            <ProductGrid
              products={data.products}
              emptyText={t('search.noneFor', { q })}
              aboveTheFold
            />
          </div>
          <Pager page={data.page} pages={data.pages} onChange={goTo} />
        </>
      )}
    </div>
  );
}
