import { PRODUCTS_PER_PAGE } from '@/config/catalog-limits';
import { PageMeta } from '@/components/page-meta';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { paths } from '@/config/paths';
import { allProductsQueryOptions, useAllProducts } from '@/features/catalog/api/get-all-products';
import {
  featuredProductsQueryOptions,
  useFeaturedProducts,
} from '@/features/catalog/api/get-featured-products';
import {
  highlightedProductsQueryOptions,
  useHighlightedProducts,
} from '@/features/catalog/api/get-highlighted-products';
import { BannerCarousel } from '@/features/catalog/components/banner-carousel';
import { FeatureBlurbs } from '@/features/catalog/components/feature-blurbs';
import { ProductCarousel } from '@/features/catalog/components/product-carousel';
import styles from './home.module.css';
import type { QueryClient } from '@tanstack/react-query';
import { bannersQueryOptions } from '@/features/catalog/api/get-banners';
import { loadPageData } from '../page-data';
import { AppLink } from '@/components/app-link';

const FEATURED_INTERVAL_MS = 2000;
const ON_SALE_INTERVAL_MS = 2500;

/** The home page's data, fetched before it renders (on the server, and on a link to it). */
export const homeLoader = (queryClient: QueryClient) => () =>
  loadPageData(
    queryClient.ensureQueryData(bannersQueryOptions()),
    queryClient.ensureQueryData(featuredProductsQueryOptions()),
    queryClient.ensureQueryData(highlightedProductsQueryOptions()),
    queryClient.ensureQueryData(allProductsQueryOptions(1)),
  );

export function HomeRoute() {
  const featured = useFeaturedProducts();
  const onSale = useHighlightedProducts();
  const firstPage = useAllProducts(1);

  return (
    <div className={`container ${styles.hero}`}>
      <PageMeta description="Jangbogi (장보기): fresh Korean groceries and household goods, delivered across Korea. Free delivery on orders of ₩50,000 or more." />
      <h1 className="visually-hidden">Jangbogi Korean grocery shop</h1>
      <BannerCarousel />
      <ProductCarousel
        title="Featured Products"
        products={featured.data ?? []}
        intervalMs={FEATURED_INTERVAL_MS}
      />
      <ProductCarousel
        title="On Sale"
        products={onSale.data ?? []}
        intervalMs={ON_SALE_INTERVAL_MS}
      />
      <section aria-labelledby="browse-all">
        <div className={styles.browseHead}>
          <h2 id="browse-all" className="section-title">
            Browse All Products
          </h2>
          <AppLink to={paths.shop.getHref()}>See all</AppLink>
        </div>
        {firstPage.isPending ? (
          <p className="state-message">Loading...</p>
        ) : (
          <ProductGrid
            products={(firstPage.data?.products ?? []).slice(0, PRODUCTS_PER_PAGE)}
            emptyText="No products available."
          />
        )}
        <div className={styles.more}>
          <AppLink to={paths.shop.getHref()} className="btn btn-primary">
            More Products
          </AppLink>
        </div>
      </section>
      <FeatureBlurbs />
    </div>
  );
}
