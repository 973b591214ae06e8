import type { useSetArchived } from '../api/catalog';
import { useT } from '@/i18n/use-i18n';
import styles from './admin.module.css';

interface ArchiveButtonProps {
  product: { _id: string; archived: boolean };
  /** The caller's mutation: it shows the mutation's error where it fits its layout. */
  archive: ReturnType<typeof useSetArchived>;
}

/** Archives a product (it leaves the shop, keeps its orders) or brings it back. */
export function ArchiveButton({ product, archive }: ArchiveButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={styles.button}
      disabled={archive.isPending}
      onClick={() => archive.mutate({ id: product._id, archived: !product.archived })}
    >
      {product.archived ? t('admin.archive.unarchive') : t('admin.archive.archive')}
    </button>
  );
}
