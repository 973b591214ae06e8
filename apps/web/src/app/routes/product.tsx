import type { ProductDetail } from '@jangbogi/contracts/catalog';
import { useState } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { Breadcrumb } from '@/components/breadcrumb';
import { DiscountBadge } from '@/components/discount-badge';
import { PerishableNotice } from '@/components/perishable-notice';
import { StorageBadge } from '@/components/storage-badge';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import { Price } from '@/components/price';
import { UnitPriceText } from '@/components/unit-price';
import { WeighedNote } from '@/components/weighed-note';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { paths } from '@/config/paths';
import { localizePath } from '@/i18n/locales';
import { useLocale, useNames, useT } from '@/i18n/use-i18n';
import { localWeight } from '@/i18n/names';
import { productQueryOptions, useProduct } from '@/features/catalog/api/get-product';
import {
  relatedProductsQueryOptions,
  useRelatedProducts,
} from '@/features/catalog/api/get-related-products';
import { ProductGallery } from '@/features/catalog/components/product-gallery';
import { ProductJsonLd } from '@/features/catalog/components/product-json-ld';
import { ProductTabs } from '@/features/catalog/components/product-tabs';
import { QuantitySelector } from '@/features/catalog/components/quantity-selector';
import { StockAlertForm } from '@/features/catalog/components/stock-alert-form';
import { isNotFound } from '@/lib/api-client';
import styles from './product.module.css';
import type { QueryClient } from '@tanstack/react-query';
import { idParam, loadPageData, notFound } from '../page-data';

function RelatedProducts({ product }: { product: ProductDetail }) {
  const t = useT();
  const { data = [] } = useRelatedProducts(product.subcategory_id, product._id);
  if (data.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-products">
      <h2 id="related-products" className="section-title">
        {t('product.related')}
      </h2>
      <ProductGrid products={data.slice(0, 10)} emptyText="" />
    </section>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const t = useT();
  const locale = useLocale();
  const names = useNames();
  const [quantity, setQuantity] = useState(1);
  const category = product.subcategory.category_id;
  const name = names.local(product);
  const secondName = names.other(product);
  const inStock = product.stock_quantity > 0;

  return (
    <>
      <PageMeta
        title={secondName ? `${name} ${secondName}` : name}
        description={(
          (locale === 'ko' ? product.description_kr : null) ??
          product.description ??
          t('product.description', { name: secondName ? `${name} (${secondName})` : name })
        ).slice(0, 160)}
        image={product.imageUrl ?? undefined}
        type="product"
      />
      <ProductJsonLd
        product={product}
        locale={locale}
        url={localizePath(paths.product.getHref(product._id), locale)}
      />
      <Breadcrumb
        items={[
          { label: t('common.home'), href: paths.home.getHref() },
          { label: names.local(category), href: paths.category.getHref(category._id) },
          {
            label: names.local(product.subcategory),
            href: paths.subcategory.getHref(product.subcategory._id),
          },
          { label: name },
        ]}
      />
      <div className={styles.layout}>
        <ProductGallery images={product.images} fallback={product.imageUrl} name={name} />
        <div className={styles.info}>
          <h1 className={styles.name}>{name}</h1>
          {secondName && (
            <p className={styles.nameKr} lang={locale === 'ko' ? 'en' : 'ko'} data-product-data="">
              {secondName}
            </p>
          )}
          <dl className={styles.meta}>
            <dt>{t('product.brand')}</dt>
            <dd data-product-data="">{product.brand || t('common.notAvailable')}</dd>
            <dt>{t('product.weight')}</dt>
            <dd data-product-data="">{localWeight(product, locale) || t('common.notAvailable')}</dd>
            <dt>{t('product.storage')}</dt>
            <dd>
              {product.storage === 'room' ? (
                t('product.storageRoom')
              ) : (
                <StorageBadge storage={product.storage} />
              )}
            </dd>
            <dt>{t('product.stock')}</dt>
            <dd>
              {inStock ? (
                t('product.inStock', { count: product.stock_quantity })
              ) : (
                <span className={styles.outOfStock}>{t('product.outOfStock')}</span>
              )}
            </dd>
          </dl>
          <div className={styles.priceRow}>
            <Price product={product} size="large" />
            <DiscountBadge product={product} className={styles.badge} />
            <UnitPriceText unitPrice={product.unit_price} className={styles.unitPrice} />
            {product.origin && (
              <span className={styles.origin} data-testid="product-origin">
                <span className={styles.originLabel}>{t('product.origin')}</span>{' '}
                <span lang="ko" data-product-data="">
                  {product.origin}
                </span>
              </span>
            )}
          </div>
          <WeighedNote product={product} />
          <div className={styles.buy}>
            {/* Nothing to choose a quantity of: a sold-out product offers the alert instead. */}
            {inStock && (
              <QuantitySelector
                value={quantity}
                max={product.stock_quantity}
                onChange={setQuantity}
              />
            )}
            <AddToCartButton
              productId={product._id}
              stock={product.stock_quantity}
              quantity={quantity}
              className={`btn btn-primary ${styles.addButton}`}
            />
          </div>
          {!inStock && <StockAlertForm productId={product._id} />}
          {product.perishable && <PerishableNotice />}
        </div>
      </div>
      <ProductTabs product={product} />
      <RelatedProducts product={product} />
    </>
  );
}

/**
 * The product page's data, fetched before it renders (on the server, and on a link to it): the
 * product, then the products of its subcategory. An unknown product is the page's 404.
 */
export const productLoader = (queryClient: QueryClient) => async (args: LoaderFunctionArgs) => {
  const product = await queryClient
    .ensureQueryData(productQueryOptions(idParam(args)))
    .catch((error: unknown) => {
      if (isNotFound(error)) notFound();
      return null;
    });
  const subcategoryId = product?.subcategory_id;
  if (subcategoryId)
    await loadPageData(queryClient.ensureQueryData(relatedProductsQueryOptions(subcategoryId)));
  return null;
};

export function ProductRoute() {
  const t = useT();
  const { id = '' } = useParams();
  const { data, isPending, error } = useProduct(id);

  return (
    <div className="container page">
      {isPending ? (
        <LoadingOverlay visible theme="light" />
      ) : error ? (
        <>
          <PageMeta title={t('product.notFound')} description={t('product.notAvailable')} />
          <p className="state-message" role="alert">
            {isNotFound(error) ? t('product.notFound') : t('product.loadFailed')}
          </p>
        </>
      ) : (
        <ProductView key={data._id} product={data} />
      )}
    </div>
  );
}
