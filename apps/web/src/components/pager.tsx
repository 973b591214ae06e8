import { pageWindow } from './page-window';
import { useT } from '@/i18n/use-i18n';
import styles from './pager.module.css';

interface PagerProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

export function Pager({ page, pages, onChange }: PagerProps) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.button}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            {t('pager.previous')}
          </button>
        </li>
        {pageWindow(page, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.button}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pager.page', { page: item })}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.button}
            disabled={page >= pages}
            onClick={() => onChange(page + 1)}
          >
            {t('pager.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
