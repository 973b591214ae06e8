import { useCategories } from '@/features/admin/api/catalog';
import styles from '@/features/admin/components/admin.module.css';
import { CategoryTree } from '@/features/admin/components/category-tree';
import { QueryState } from '@/features/admin/components/query-state';

export default function CategoriesRoute() {
  const { data: categories, error, isLoading } = useCategories();
  return (
    <>
      <div className={styles.pageHead}>
        <h1>Categories</h1>
      </div>
      <p className={styles.muted}>
        Archived categories and subcategories leave the shop menus but stay on past orders. One can
        be archived once no product on sale uses it.
      </p>
      <QueryState error={error} isLoading={isLoading} />
      {categories && <CategoryTree categories={categories} />}
    </>
  );
}
