import { useState, type MouseEvent } from 'react';
import { useT } from '@/i18n/use-i18n';
import { SafeImage } from '@/components/safe-image';
import { MOBILE_MAX_WIDTH, useMediaQuery } from '@/lib/use-media-query';
import styles from './product-gallery.module.css';

export const ZOOM_FACTOR = 2;
export const THUMBNAIL_SIZE = 80;

interface GalleryImage {
  url: string;
  is_main: boolean;
}

/** Main preferred, else first; the rest follow as thumbnails. */
export function orderImages(images: readonly GalleryImage[], fallback: string | null): string[] {
  const urls = [...images]
    .sort((a, b) => Number(b.is_main) - Number(a.is_main))
    .map((image) => image.url);
  if (urls.length === 0 && fallback) urls.push(fallback);
  return urls;
}

/** Product pictures with a 2x in-place zoom that follows the pointer on screens 768 px and wider. */
export function ProductGallery({
  images,
  fallback,
  name,
}: {
  images: readonly GalleryImage[];
  fallback: string | null;
  name: string;
}) {
  const t = useT();
  const urls = orderImages(images, fallback);
  const [selected, setSelected] = useState(0);
  const [origin, setOrigin] = useState<string | null>(null);
  const canZoom = useMediaQuery(`(min-width: ${MOBILE_MAX_WIDTH}px)`);
  const current = urls[selected] ?? urls[0] ?? null;

  const onMove = (event: MouseEvent<HTMLDivElement>) => {
    if (!canZoom) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };

  return (
    <div className={styles.gallery}>
      <div
        className={`${styles.main} ${canZoom ? styles.zooming : ''}`}
        onMouseMove={onMove}
        onMouseLeave={() => setOrigin(null)}
      >
        <SafeImage
          key={current}
          src={current}
          alt={name}
          loading="eager"
          fetchPriority="high"
          className={styles.mainImage}
          width={600}
          height={600}
          style={
            canZoom && origin
              ? { transform: `scale(${ZOOM_FACTOR})`, transformOrigin: origin }
              : undefined
          }
        />
      </div>
      {urls.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('product.images')}>
          {urls.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === selected}
                aria-label={t('product.showImage', { index: index + 1, count: urls.length })}
                onClick={() => setSelected(index)}
              >
                <SafeImage src={url} alt="" width={THUMBNAIL_SIZE} height={THUMBNAIL_SIZE} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
