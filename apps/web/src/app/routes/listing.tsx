import type { ProductSummary } from '@jangbogi/contracts/catalog';
import { Breadcrumb, type Crumb } from '@/components/breadcrumb';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import { ProductGrid } from '@/components/product-grid';
import { isNotFound } from '@/lib/api-client';

interface ListingProps {
  title: string | undefined;
  description: string;
  crumbs: Crumb[];
  products: readonly ProductSummary[] | undefined;
  pending: boolean;
  error: unknown;
}

/** The layout shared by the category and subcategory pages. */
export function ProductListing({ title, description, crumbs, products, pending, error }: ListingProps) {
  return (
    <div className="container page">
      <PageMeta title={title ?? 'Products'} description={description} />
      {pending ? (
        <LoadingOverlay visible theme="light" />
      ) : error ? (
        <p className="state-message" role="alert">
          {isNotFound(error) ? 'No Products Available' : 'Failed to load products. Please try again.'}
        </p>
      ) : (
        <>
          <Breadcrumb items={crumbs} />
          <h1 className="page-title">{title}</h1>
          <ProductGrid products={products ?? []} emptyText="No Products Available" />
        </>
      )}
    </div>
  );
}
