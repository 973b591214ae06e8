import { useCategories } from '@/features/admin/api/catalog';
import styles from '@/features/admin/components/admin.module.css';
import { CategoryTree } from '@/features/admin/components/category-tree';
import { QueryState } from '@/features/admin/components/query-state';
import { useT } from '@/i18n/use-i18n';

export default function CategoriesRoute() {
  const t = useT();
  const { data: categories, error, isLoading } = useCategories();
  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('admin.categories.title')}</h1>
      </div>
      <p className={styles.muted}>{t('admin.categories.intro')}</p>
      <QueryState error={error} isLoading={isLoading} />
      {categories && <CategoryTree categories={categories} />}
    </>
  );
}
