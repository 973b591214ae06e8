import { useParams } from 'react-router-dom';
import { notify } from '@/lib/toast';
import { paths } from '@/config/paths';
import { useProduct, useSetArchived, useUpdateProduct } from '@/features/admin/api/catalog';
import { ArchiveButton } from '@/features/admin/components/archive-button';
import styles from '@/features/admin/components/admin.module.css';
import { errorMessage } from '@/lib/error-message';
import { ProductForm } from '@/features/admin/components/product-form';
import { ProductImages } from '@/features/admin/components/product-images';
import { QueryState } from '@/features/admin/components/query-state';
import { StockAdjust } from '@/features/admin/components/stock-adjust';
import { StockHistory } from '@/features/admin/components/stock-history';
import { TeamName } from '@/features/admin/components/team-name';
import { AppLink } from '@/components/app-link';
import { useT } from '@/i18n/use-i18n';

export default function ProductRoute() {
  const t = useT();
  const { id = '' } = useParams();
  const { data: product, error, isLoading } = useProduct(id);
  const update = useUpdateProduct();
  const archive = useSetArchived();

  return (
    <>
      <p style={{ margin: '0 0 8px' }}>
        <AppLink to={paths.admin.getHref('products')}>← {t('admin.nav.products')}</AppLink>
      </p>
      <QueryState error={error} isLoading={isLoading} />
      {product && (
        <>
          <div className={styles.pageHead}>
            <h1>
              <TeamName item={product} />{' '}
              {product.archived && (
                <span className={styles.badge}>{t('admin.product.archived')}</span>
              )}
            </h1>
            <div className={styles.actions}>
              <AppLink
                to={paths.product.getHref(product._id)}
                target="_blank"
                className={styles.button}
              >
                {t('admin.product.viewInShop')}
              </AppLink>
              <ArchiveButton product={product} archive={archive} />
            </div>
          </div>
          {archive.isError && (
            <p role="alert" className={styles.error}>
              {errorMessage(archive.error)}
            </p>
          )}
          <section className={styles.card}>
            <h2>{t('admin.product.stock')}</h2>
            {(product.stock_alerts_waiting ?? 0) > 0 && (
              <p className={styles.muted}>
                {t('admin.product.alertsWaiting', { count: product.stock_alerts_waiting })}
              </p>
            )}
            <StockAdjust key={product.updated_at} product={product} />
            <StockHistory productId={product._id} />
          </section>
          <ProductImages product={product} />
          <ProductForm
            key={product.updated_at}
            product={product}
            submitLabel={t('admin.product.save')}
            onSubmit={(values) =>
              update
                .mutateAsync({ id: product._id, changes: values })
                .then(() => notify('success', t('admin.product.saved')))
            }
          />
        </>
      )}
    </>
  );
}
