import { useT } from '@/i18n/use-i18n';
import styles from './carousel.module.css';

interface AutoplayToggleProps {
  playing: boolean;
  canPlay: boolean;
  onToggle: () => void;
  /** What moves, for screen readers: 'Featured Products', 'banners'. */
  label: string;
}

/** The visible pause/play control of a moving carousel (WCAG 2.2.2); absent when nothing moves. */
export function AutoplayToggle({ playing, canPlay, onToggle, label }: AutoplayToggleProps) {
  const t = useT();
  if (!canPlay) return null;
  return (
    <button
      type="button"
      className={styles.arrow}
      onClick={onToggle}
      aria-label={playing ? t('carousel.pause', { label }) : t('carousel.play', { label })}
      title={playing ? t('carousel.pauseShort') : t('carousel.playShort')}
    >
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
        {playing ? (
          <path d="M3 2h3v10H3zM8 2h3v10H8z" fill="currentColor" />
        ) : (
          <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}
