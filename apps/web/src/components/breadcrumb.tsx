import { AppLink } from '@/components/app-link';
import { useT } from '@/i18n/use-i18n';
import styles from './breadcrumb.module.css';

export interface Crumb {
  label: string;
  href?: string;
}

/** Home > ... > current page; the last crumb is the current page and is not a link. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumb}>
      <ol>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`}>
              {item.href && !isLast ? (
                <AppLink to={item.href}>{item.label}</AppLink>
              ) : (
                <span aria-current={isLast ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
