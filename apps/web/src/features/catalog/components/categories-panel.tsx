import { useState } from 'react';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { useNames, useT } from '@/i18n/use-i18n';
import { MOBILE_MAX_WIDTH, useMediaQuery } from '@/lib/use-media-query';
import { groupByCategory, useSubcategories } from '../api/get-subcategories';
import styles from './categories-menu.module.css';

/**
 * The categories dropdown's content: subcategories grouped under their category, every group open
 * on desktop, tapped open one at a time on phones. Loaded the first time the menu opens.
 */
export function CategoriesPanel() {
  const t = useT();
  const names = useNames();
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
  const { data, isPending, isError } = useSubcategories();
  const [expandedGroup, setExpandedGroup] = useState<string | null>(null);
  const groups = groupByCategory(data ?? []);

  return (
    <>
      {isPending && <p className={styles.status}>{t('common.loading')}</p>}
      {isError && <p className={styles.status}>{t('categories.loadFailed')}</p>}
      {groups.map((group) => {
        const key = group.categoryId ?? 'other';
        // On Korean pages the Korean names, as the breadcrumbs and the category pages have them.
        const name = group.category ? names.local(group.category) : t('categories.other');
        const expanded = !isMobile || expandedGroup === key;
        return (
          <section key={key} className={`${styles.group} ${expanded ? '' : styles.collapsed}`}>
            <h3>
              {group.categoryId ? (
                <AppLink to={paths.category.getHref(group.categoryId)}>{name}</AppLink>
              ) : (
                name
              )}
            </h3>
            <button
              type="button"
              className={styles.groupToggle}
              aria-expanded={expanded}
              onClick={() => setExpandedGroup((current) => (current === key ? null : key))}
            >
              {name} <span aria-hidden="true">{expanded ? '−' : '+'}</span>
            </button>
            <ul>
              {isMobile && group.categoryId && (
                <li>
                  <AppLink to={paths.category.getHref(group.categoryId)}>
                    {t('categories.showAll', { name })}
                  </AppLink>
                </li>
              )}
              {group.subcategories.map((subcategory) => (
                <li key={subcategory._id}>
                  <AppLink to={paths.subcategory.getHref(subcategory._id)}>
                    {names.local(subcategory)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
