import { useState } from 'react';
import { Pager } from '@/components/pager';
import { paths } from '@/config/paths';
import { useProducts, type ProductFilters } from '@/features/admin/api/catalog';
import styles from '@/features/admin/components/admin.module.css';
import { BulkEditBar } from '@/features/admin/components/bulk-edit-bar';
import { ProductRow } from '@/features/admin/components/product-row';
import { QueryState } from '@/features/admin/components/query-state';
import { useUrlFilters } from '@/features/admin/components/use-url-filters';
import { AppLink } from '@/components/app-link';
import { useT } from '@/i18n/use-i18n';

function filtersFrom(params: URLSearchParams): ProductFilters {
  const archived = params.get('archived');
  const page = Number(params.get('page'));
  return {
    ...(params.get('q') ? { q: params.get('q') ?? '' } : {}),
    ...(archived === 'true' || archived === 'all' ? { archived } : {}),
    ...(params.get('low_stock') === 'true' ? { low_stock: 'true' as const } : {}),
    ...(page > 1 ? { page } : {}),
  };
}

export default function ProductsRoute() {
  const t = useT();
  const { params, setFilter, search, setSearch } = useUrlFilters();
  const filters = filtersFrom(params);
  const { data, error, isLoading, isFetching } = useProducts(filters);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const shown = data?.products ?? [];
  const allShownSelected = shown.length > 0 && shown.every((p) => selected.has(p._id));
  const select = (ids: string[], on: boolean) =>
    setSelected((was) => {
      const next = new Set(was);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <>
      <div className={styles.pageHead}>
        <h1>Products</h1>
        <div className={styles.actions}>
          <AppLink to={paths.adminProductImport.getHref()} className={styles.button}>
            {t('admin.productImport.nav')}
          </AppLink>
          <AppLink to={paths.admin.getHref('products/new')} className={styles.primary}>
            New product
          </AppLink>
        </div>
      </div>
      <div className={styles.filters}>
        <label className={styles.field}>
          Search
          <input
            type="search"
            placeholder="Name, Korean name or brand"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ width: 260 }}
          />
        </label>
        <label className={styles.field}>
          Show
          <select
            value={params.get('archived') ?? 'false'}
            onChange={(event) =>
              setFilter('archived', event.target.value === 'false' ? '' : event.target.value)
            }
          >
            <option value="false">Active products</option>
            <option value="true">Archived products</option>
            <option value="all">All products</option>
          </select>
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={params.get('low_stock') === 'true'}
            onChange={(event) => setFilter('low_stock', event.target.checked ? 'true' : '')}
          />
          Low stock only
        </label>
        {data && <span className={styles.muted}>{data.total} products</span>}
        {isFetching && !isLoading && <span className={styles.muted}>Updating...</span>}
      </div>
      <QueryState error={error} isLoading={isLoading} />
      {selected.size > 0 && (
        <BulkEditBar ids={[...selected]} onDone={() => setSelected(new Set())} />
      )}
      {data && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>
                  <input
                    type="checkbox"
                    aria-label="Select all shown"
                    checked={allShownSelected}
                    onChange={(event) =>
                      select(
                        shown.map((p) => p._id),
                        event.target.checked,
                      )
                    }
                  />
                </th>
                <th />
                <th>Product</th>
                <th>Stock</th>
                <th>Price (₩)</th>
                <th>Sale price (₩)</th>
                <th>Flags</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {data.products.map((product) => (
                <ProductRow
                  key={`${product._id}:${product.updated_at}`}
                  product={product}
                  selected={selected.has(product._id)}
                  onSelect={(on) => select([product._id], on)}
                />
              ))}
              {data.products.length === 0 && (
                <tr>
                  <td colSpan={8} className={styles.muted}>
                    No products match.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <Pager
          page={data.page}
          pages={data.pages}
          onChange={(page) => setFilter('page', String(page))}
        />
      )}
    </>
  );
}
