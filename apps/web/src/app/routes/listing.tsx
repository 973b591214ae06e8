import type { ProductSummary } from '@jangbogi/contracts/catalog';
import { useSearchParams } from 'react-router-dom';
import { Breadcrumb, type Crumb } from '@/components/breadcrumb';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import { Pager } from '@/components/pager';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { PRODUCTS_PER_PAGE } from '@/config/catalog-limits';
import { isNotFound } from '@/lib/api-client';
import { useT } from '@/i18n/use-i18n';
import { readPage } from '@/lib/read-page';

interface ListingProps {
  title: string | undefined;
  description: string;
  crumbs: Crumb[];
  products: readonly ProductSummary[] | undefined;
  pending: boolean;
  error: unknown;
}

/**
 * The layout shared by the category and subcategory pages. The API answers up to 100 products in
 * one list; the page shows them PRODUCTS_PER_PAGE at a time with the pager and `?page=`.
 */
export function ProductListing({
  title,
  description,
  crumbs,
  products,
  pending,
  error,
}: ListingProps) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const all = products ?? [];
  const pages = Math.max(1, Math.ceil(all.length / PRODUCTS_PER_PAGE));
  const page = Math.min(readPage(searchParams), pages);
  const shown = all.slice((page - 1) * PRODUCTS_PER_PAGE, page * PRODUCTS_PER_PAGE);
  const goTo = (next: number) => {
    setSearchParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="container page">
      <PageMeta
        title={
          title && page > 1
            ? t('common.pageTitleWithPage', { title, page })
            : (title ?? t('common.products'))
        }
        description={description}
      />
      {pending ? (
        <LoadingOverlay visible theme="light" />
      ) : error ? (
        <p className="state-message" role="alert">
          {isNotFound(error) ? t('common.noProductsAvailable') : t('common.loadProductsFailed')}
        </p>
      ) : (
        <>
          <Breadcrumb items={crumbs} />
          <h1 className="page-title">{title}</h1>
          <h2 className="visually-hidden">{t('common.products')}</h2>
          <ProductGrid products={shown} emptyText={t('common.noProductsAvailable')} aboveTheFold />
          <Pager page={page} pages={pages} onChange={goTo} />
        </>
      )}
    </div>
  );
}
