import type { ProductSummary } from '@jangbogi/contracts/catalog';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useId } from 'react';
import { useT } from '@/i18n/use-i18n';
import { ProductCard } from '@/features/catalog/components/product-card';
import { AutoplayToggle } from './autoplay-toggle';
import { useAutoplay, useIdleViewport } from './use-autoplay';
import styles from './carousel.module.css';

interface ProductCarouselProps {
  title: string;
  products: readonly ProductSummary[];
  intervalMs: number;
}

/** A titled, auto-advancing row of product cards: 5 on desktop, 3 on tablets, 2 on phones. */
export function ProductCarousel({ title, products, intervalMs }: ProductCarouselProps) {
  const t = useT();
  const autoplay = useAutoplay(intervalMs);
  const [setViewport, embla] = useEmblaCarousel(
    { loop: products.length > 5, align: 'start' },
    autoplay.plugins,
  );
  const viewportRef = useIdleViewport(setViewport);
  const { setEmbla } = autoplay;
  useEffect(() => setEmbla(embla), [embla, setEmbla]);
  const headingId = useId();
  if (products.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-roledescription="carousel">
      <div className={styles.head}>
        <h2 id={headingId} className="section-title">
          {title}
        </h2>
        <div className={styles.controls}>
          <AutoplayToggle
            playing={autoplay.playing}
            canPlay={autoplay.canPlay}
            onToggle={autoplay.toggle}
            label={title}
          />
          <button
            type="button"
            className={styles.arrow}
            onClick={() => embla?.scrollPrev()}
            aria-label={t('carousel.previous', { title })}
          >
            ‹
          </button>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => embla?.scrollNext()}
            aria-label={t('carousel.next', { title })}
          >
            ›
          </button>
        </div>
      </div>
      <div className={styles.viewport} ref={viewportRef}>
        <ul
          className={styles.track}
          style={{ listStyle: 'none', padding: 0, marginTop: 0, marginBottom: 0 }}
        >
          {products.map((product, index) => (
            <li
              key={product._id}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: index + 1, count: products.length })}
            >
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
