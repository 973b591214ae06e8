import { useState, type ImgHTMLAttributes } from 'react';
import placeholder from '@/assets/product-placeholder.svg';

export const DEFAULT_IMAGE = placeholder;

type SafeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  src: string | null | undefined;
  alt: string;
};

/** An image that loads lazily and falls back to the shop's default picture when missing or broken. */
export function SafeImage({
  src,
  alt,
  onError,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : DEFAULT_IMAGE;
  return (
    <img
      {...rest}
      src={usable}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={(event) => {
        if (src && usable === src) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
