import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import type { Banner } from '@jangbogi/contracts/catalog';
import { useLocale, useT } from '@/i18n/use-i18n';
import type { Locale } from '@/i18n/locales';
import { SafeImage } from '@/components/safe-image';
import { useBanners } from '../api/get-banners';
import { AutoplayToggle } from './autoplay-toggle';
import { useAutoplay, useIdleViewport } from './use-autoplay';
import { AppLink } from '@/components/app-link';
import styles from './carousel.module.css';

export const BANNER_INTERVAL_MS = 2000;

/** A banner's words in the page's language; Korean pages fall back to English only when empty. */
function wordsOf(banner: Banner, locale: Locale) {
  if (locale === 'ko')
    return {
      title: banner.title_kr?.trim() || banner.title,
      subtitle: banner.subtitle_kr?.trim() || null,
    };
  return { title: banner.title, subtitle: banner.subtitle?.trim() || null };
}

/** The home page's banners (active ones only); nothing at all when there are none. */
export function BannerCarousel() {
  const t = useT();
  const locale = useLocale();
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
            const words = wordsOf(banner, locale);
            // The words are text over the picture, in the page's language; the picture says none.
            const image = (
              <>
                <SafeImage
                  src={banner.imageUrl}
                  alt=""
                  className={styles.bannerImage}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  width={1200}
                  height={400}
                />
                <span className={styles.bannerWords}>
                  <span className={styles.bannerTitle}>{words.title}</span>
                  {words.subtitle && (
                    <span className={styles.bannerSubtitle}>{words.subtitle}</span>
                  )}
                </span>
              </>
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
              aria-label={t('banners.show', {
                index: index + 1,
                title: wordsOf(banner, locale).title,
              })}
              aria-current={index === selected}
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
