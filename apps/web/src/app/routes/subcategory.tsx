import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSubcategory, useSubcategoryProducts } from '@/features/catalog/api/get-subcategory';
import { ProductListing } from './listing';

export function SubcategoryRoute() {
  const { id = '' } = useParams();
  const subcategory = useSubcategory(id);
  const products = useSubcategoryProducts(id);
  const data = subcategory.data;

  return (
    <ProductListing
      title={data?.name}
      description={`Shop ${data?.name ?? 'groceries'} at Jangbogi: Korean groceries delivered across Korea.`}
      crumbs={[
        { label: 'Home', href: paths.home.getHref() },
        ...(data
          ? [{ label: data.category_id.name, href: paths.category.getHref(data.category_id._id) }]
          : []),
        { label: data?.name ?? 'Subcategory' },
      ]}
      products={products.data?.products}
      pending={subcategory.isPending || products.isPending}
      error={subcategory.error ?? products.error}
    />
  );
}
