import type { StorageTemperature } from '@jangbogi/contracts/product-information';
import { useT } from '@/i18n/use-i18n';
import styles from './storage-badge.module.css';

/** 'Chilled' or 'Frozen' (packed with ice packs); nothing for room temperature. */
export function StorageBadge({
  storage,
  className,
}: {
  storage: StorageTemperature;
  className?: string;
}) {
  const t = useT();
  if (storage === 'room') return null;
  return (
    <span
      className={`${styles.badge} ${styles[storage]} ${className ?? ''}`}
      data-storage={storage}
    >
      {storage === 'chilled' ? t('product.storageChilled') : t('product.storageFrozen')}
    </span>
  );
}
