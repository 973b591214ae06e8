import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type MouseEvent } from 'react';
import {
  useLocation,
  useNavigation,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import { Pager } from '@/components/pager';
import { paths, type SearchAddress } from '@/config/paths';
import { useRecordSearchClick } from '@/features/catalog/api/record-search-click';
import { searchPageQueryOptions, useSearchPage } from '@/features/catalog/api/search-products';
import { DidYouMean } from '@/features/catalog/components/did-you-mean';
import { NoResults } from '@/features/catalog/components/no-results';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import {
  countFilters,
  NO_FILTERS,
  readQuery,
  readSearchAddress,
  withChanges,
} from '@/features/catalog/components/search-address';
import { SearchFilters, SearchSortSelect } from '@/features/catalog/components/search-filters';
import styles from '@/features/catalog/components/search-page.module.css';
import { localeOfPath } from '@/i18n/locales';
import { useT } from '@/i18n/use-i18n';
import { loadPageData } from '../page-data';

/** The results, fetched before the page renders (on the server, and on a submit of the search box). */
export const searchLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const { pathname, searchParams } = new URL(request.url);
    const q = readQuery(searchParams);
    if (!q) return null;
    const locale = localeOfPath(pathname);
    return loadPageData(
      queryClient.ensureQueryData(
        searchPageQueryOptions(q, readSearchAddress(searchParams), locale),
      ),
    );
  };

export function SearchRoute() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = readQuery(searchParams);
  const address = readSearchAddress(searchParams);
  const { data, isPending, isError, isPlaceholderData } = useSearchPage(q, address);
  const recordClick = useRecordSearchClick();
  const href = paths.search.getHref(q, address);
  // While a filter's results load (the route's loader runs first), the controls already show the
  // choice: a checkbox that sprang back until the answer came would look ignored. The choice is
  // kept in state at once (a navigation's own state may render later, in a transition) and
  // forgotten as soon as the location changes (the new address arrives, or Back).
  const [chosen, setChosen] = useState<SearchAddress | null>(null);
  const location = useLocation();
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setChosen(null);
  }
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const shown =
    chosen ?? (pending ? readSearchAddress(new URLSearchParams(pending.search)) : address);
  const page = address.page ?? 1;

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [href]);

  const change = (changes: SearchAddress) => {
    const nextAddress = withChanges(shown, changes);
    setChosen(nextAddress);
    setSearchParams(new URL(paths.search.getHref(q, nextAddress), 'http://x').searchParams);
  };

  // A click on a card's links (not its Add to Cart button) opens the product from this search.
  const recordProductClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    const card = target?.closest('a')?.closest<HTMLElement>('[data-product-id]');
    const productId = card?.dataset.productId;
    if (productId && data?.search_id)
      recordClick({ search_id: data.search_id, product_id: productId });
  };

  const title = q ? t('search.resultsFor', { q }) : t('search.title');
  const filtered = countFilters(address) > 0;
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
        <div className={styles.layout}>
          <div className={styles.toolbar}>
            {/* With nothing found the page's heading says so; the count stays for screen readers. */}
            <p className={data.total === 0 ? 'visually-hidden' : styles.count} role="status">
              {t('search.found', { count: data.total })}
            </p>
            <SearchSortSelect address={shown} onChange={change} />
          </div>
          <SearchFilters address={shown} onChange={change} />
          <div className={styles.results} aria-busy={isPlaceholderData || pending !== null}>
            {data.corrected_to && (
              <DidYouMean typed={q} correctedTo={data.corrected_to} address={address} />
            )}
            {data.total === 0 ? (
              <NoResults
                q={q}
                filtered={filtered}
                onClearFilters={() => change(NO_FILTERS)}
                categories={data.categories}
                popular={data.popular}
              />
            ) : (
              <>
                <h2 className="visually-hidden">{t('common.products')}</h2>
                <div onClick={recordProductClick}>
                  <ProductGrid products={data.products} emptyText="" aboveTheFold />
                </div>
                <Pager
                  page={data.page}
                  pages={data.pages}
                  onChange={(next) => change({ page: next })}
                />
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
