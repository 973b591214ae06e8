import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCategory, useCategoryProducts } from '@/features/catalog/api/get-category';
import { ProductListing } from './listing';

export function CategoryRoute() {
  const { id = '' } = useParams();
  const category = useCategory(id);
  const products = useCategoryProducts(id);
  const name = category.data?.name;

  return (
    <ProductListing
      title={name}
      description={`Shop ${name ?? 'groceries'} at Jangbogi: Korean groceries delivered across Korea.`}
      crumbs={[{ label: 'Home', href: paths.home.getHref() }, { label: name ?? 'Category' }]}
      products={products.data?.products}
      pending={category.isPending || products.isPending}
      error={category.error ?? products.error}
    />
  );
}
