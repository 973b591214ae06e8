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
        <h1>{t('admin.products.title')}</h1>
        <div className={styles.actions}>
          <AppLink to={paths.adminProductImport.getHref()} className={styles.button}>
            {t('admin.productImport.nav')}
          </AppLink>
          <AppLink to={paths.admin.getHref('products/new')} className={styles.primary}>
            {t('admin.products.new')}
          </AppLink>
        </div>
      </div>
      <div className={styles.filters}>
        <label className={styles.field}>
          {t('admin.orders.search')}
          <input
            type="search"
            placeholder={t('admin.products.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ width: 260 }}
          />
        </label>
        <label className={styles.field}>
          {t('admin.products.show')}
          <select
            value={params.get('archived') ?? 'false'}
            onChange={(event) =>
              setFilter('archived', event.target.value === 'false' ? '' : event.target.value)
            }
          >
            <option value="false">{t('admin.products.active')}</option>
            <option value="true">{t('admin.products.archived')}</option>
            <option value="all">{t('admin.products.all')}</option>
          </select>
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={params.get('low_stock') === 'true'}
            onChange={(event) => setFilter('low_stock', event.target.checked ? 'true' : '')}
          />
          {t('admin.products.lowStockOnly')}
        </label>
        {data && (
          <span className={styles.muted}>{t('admin.products.count', { count: data.total })}</span>
        )}
        {isFetching && !isLoading && (
          <span className={styles.muted}>{t('admin.orders.updating')}</span>
        )}
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
                    aria-label={t('admin.products.selectAll')}
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
                <th>{t('admin.order.product')}</th>
                <th>{t('admin.products.stock')}</th>
                <th>{t('admin.products.price')}</th>
                <th>{t('admin.products.salePrice')}</th>
                <th>{t('admin.products.flags')}</th>
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
                    {t('admin.products.empty')}
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
