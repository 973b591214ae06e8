import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '@/i18n/use-i18n';
import styles from './loading-overlay.module.css';

const FADE_MS = 250;

interface LoadingOverlayProps {
  visible: boolean;
  text?: string;
  theme?: 'dark' | 'light';
  icon?: ReactNode;
}

/** A full-screen overlay with a centred spinner (or icon) and text; fades in and out. */
export function LoadingOverlay({ visible, text, theme = 'dark', icon }: LoadingOverlayProps) {
  const t = useT();
  const [mounted, setMounted] = useState(visible);
  const [shown, setShown] = useState(false);
  // Mounting and starting the fade-out follow `visible` in the same render; only the fade-in
  // waits a frame, so that the overlay is painted transparent first.
  if (visible && !mounted) setMounted(true);
  if (!visible && shown) setShown(false);

  useEffect(() => {
    if (visible) {
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    const timer = setTimeout(() => setMounted(false), FADE_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  if (!mounted) return null;
  return (
    <div
      className={`${styles.overlay} ${styles[theme]} ${shown ? styles.visible : ''}`}
      role="status"
      aria-live="polite"
      aria-busy={visible}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : (
        <span className={styles.spinner} aria-hidden="true" />
      )}
      <span>{text ?? t('common.loading')}</span>
    </div>
  );
}
