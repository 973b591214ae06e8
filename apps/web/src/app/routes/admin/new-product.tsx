import { useNavigate } from 'react-router-dom';
import { notify } from '@/lib/toast';
import { paths } from '@/config/paths';
import { useCreateProduct } from '@/features/admin/api/catalog';
import styles from '@/features/admin/components/admin.module.css';
import { ProductForm } from '@/features/admin/components/product-form';
import { AppLink } from '@/components/app-link';
import { useT } from '@/i18n/use-i18n';

export default function NewProductRoute() {
  const t = useT();
  const create = useCreateProduct();
  const navigate = useNavigate();
  return (
    <>
      <p style={{ margin: '0 0 8px' }}>
        <AppLink to={paths.admin.getHref('products')}>← {t('admin.nav.products')}</AppLink>
      </p>
      <div className={styles.pageHead}>
        <h1>{t('admin.products.new')}</h1>
      </div>
      <ProductForm
        submitLabel={t('admin.products.create')}
        onSubmit={(values) =>
          create
            .mutateAsync({ ...values, stock_quantity: values.stock_quantity ?? 0 })
            .then((product) => {
              notify('success', t('admin.products.created'));
              void navigate(paths.adminProduct.getHref(product._id));
            })
        }
      />
    </>
  );
}
