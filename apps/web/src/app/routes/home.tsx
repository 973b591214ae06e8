import { PRODUCTS_PER_PAGE } from '@/config/catalog-limits';
import { KoreanOffer } from '@/components/korean-offer';
import { PageMeta } from '@/components/page-meta';
import { useT } from '@/i18n/use-i18n';
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
  const t = useT();
  const featured = useFeaturedProducts();
  const onSale = useHighlightedProducts();
  const firstPage = useAllProducts(1);

  return (
    <div className={`container ${styles.hero}`}>
      <PageMeta description={t('home.description')} />
      <KoreanOffer routePath={paths.home.getHref()} />
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      <BannerCarousel />
      <ProductCarousel
        title={t('home.featured')}
        products={featured.data ?? []}
        intervalMs={FEATURED_INTERVAL_MS}
      />
      <ProductCarousel
        title={t('home.onSale')}
        products={onSale.data ?? []}
        intervalMs={ON_SALE_INTERVAL_MS}
      />
      <section aria-labelledby="browse-all">
        <div className={styles.browseHead}>
          <h2 id="browse-all" className="section-title">
            {t('home.browseAll')}
          </h2>
          <AppLink to={paths.shop.getHref()}>{t('home.seeAll')}</AppLink>
        </div>
        {firstPage.isPending ? (
          <p className="state-message">{t('common.loading')}</p>
        ) : (
          <ProductGrid
            products={(firstPage.data?.products ?? []).slice(0, PRODUCTS_PER_PAGE)}
            emptyText={t('common.noProductsAvailableLower')}
          />
        )}
        <div className={styles.more}>
          <AppLink to={paths.shop.getHref()} className="btn btn-primary">
            {t('home.moreProducts')}
          </AppLink>
        </div>
      </section>
      <FeatureBlurbs />
    </div>
  );
}
