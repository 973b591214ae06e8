// The head of the pages made for one delivery day (the picking list, the packing screen): the
// title and the day picker, which keeps the day in the address (?date=…).
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '@/i18n/use-i18n';
import styles from './admin.module.css';

/** The day asked for in the address; null opens the next day the shop delivers on. */
export function useAskedDay(): string | null {
  const [params] = useSearchParams();
  return params.get('date');
}

export function DeliveryDayHead({
  title,
  date,
  children,
}: {
  title: string;
  /** The day shown: the one asked for, or the one the server chose. */
  date: string;
  /** More of the page's actions beside the picker (printing). */
  children?: ReactNode;
}) {
  const t = useT();
  const [, setParams] = useSearchParams();
  return (
    <div className={styles.pageHead}>
      <h1>{title}</h1>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <label className={styles.field}>
          {t('admin.picking.day')}
          <input
            type="date"
            value={date}
            onChange={(event) => event.target.value && setParams({ date: event.target.value })}
          />
        </label>
        {children}
      </div>
    </div>
  );
}
