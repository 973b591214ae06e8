import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { useT } from '@/i18n/use-i18n';
import { SafeImage } from '@/components/safe-image';
import { useBanners } from '../api/get-banners';
import { AutoplayToggle } from './autoplay-toggle';
import { useAutoplay, useIdleViewport } from './use-autoplay';
import { AppLink } from '@/components/app-link';
import styles from './carousel.module.css';

export const BANNER_INTERVAL_MS = 2000;

/** The home page's banners (active ones only); nothing at all when there are none. */
export function BannerCarousel() {
  const t = useT();
  const { data: banners = [] } = useBanners();
  const autoplay = useAutoplay(BANNER_INTERVAL_MS);
  const [setViewport, embla] = useEmblaCarousel({ loop: true }, autoplay.plugins);
  const [selected, setSelected] = useState(0);
  const viewportRef = useIdleViewport(setViewport);
  const { setEmbla } = autoplay;
  useEffect(() => setEmbla(embla), [embla, setEmbla]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  if (banners.length === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label={t('banners.label')}>
      <div className={styles.bannerViewport} ref={viewportRef}>
        <div className={styles.track} style={{ marginLeft: 0 }}>
          {banners.map((banner, index) => {
            const image = (
              <SafeImage
                src={banner.imageUrl}
                alt={banner.title}
                className={styles.bannerImage}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                width={1200}
                height={400}
              />
            );
            return (
              <div
                key={banner._id}
                className={styles.bannerSlide}
                role="group"
                aria-roledescription="slide"
                aria-label={t('carousel.slide', { index: index + 1, count: banners.length })}
                // Slides out of view are neither tab stops nor read out.
                inert={index !== selected}
              >
                {banner.linkUrl?.startsWith('/') ? (
                  <AppLink to={banner.linkUrl}>{image}</AppLink>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {banners.length > 1 && (
        <div className={styles.dots}>
          <AutoplayToggle
            playing={autoplay.playing}
            canPlay={autoplay.canPlay}
            onToggle={autoplay.toggle}
            label={t('banners.name')}
          />
          {banners.map((banner, index) => (
            <button
              key={banner._id}
              type="button"
              className={styles.dot}
              aria-label={t('banners.show', { index: index + 1, title: banner.title })}
              aria-current={index === selected}
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
