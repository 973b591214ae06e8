import { RETURN_WINDOW_DAYS } from '@jangbogi/contracts/return-rules';
import { useT } from '@/i18n/use-i18n';
import styles from './perishable-notice.module.css';

/**
 * Change-of-mind withdrawal does not apply to fresh, chilled or frozen food, but only where the
 * shop says so before purchase (E-Commerce Act art. 17(2)): the product page and the checkout do.
 */
export function PerishableNotice({ items }: { items?: string[] }) {
  const t = useT();
  return (
    // A note, not a landmark: it sits inside the page's main content and the order summary.
    <div
      role="note"
      className={styles.notice}
      aria-label={t('perishable.title')}
      data-perishable-notice=""
    >
      <strong>{t('perishable.title')}</strong>
      {items && items.length > 0 && (
        <span>{t('perishable.items', { names: items.join(', ') })}</span>
      )}
      <span>{t('perishable.notice', { days: RETURN_WINDOW_DAYS.defective_item })}</span>
    </div>
  );
}
