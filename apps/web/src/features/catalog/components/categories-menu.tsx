import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MOBILE_MAX_WIDTH, useMediaQuery } from '@/lib/use-media-query';
import { groupByCategory, useSubcategories } from '../api/get-subcategories';
import { AppLink } from '@/components/app-link';
import styles from './categories-menu.module.css';

/** Categories dropdown: opens on hover on desktop; on phones it is tapped open, group by group. */
export function CategoriesMenu() {
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
  const { data, isPending, isError } = useSubcategories();
  const [open, setOpen] = useState(false);
  const [expandedGroup, setExpandedGroup] = useState<string | null>(null);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const groups = groupByCategory(data ?? []);
  const hoverHandlers = isMobile
    ? {}
    : { onMouseEnter: () => setOpen(true), onMouseLeave: () => setOpen(false) };

  return (
    <div className={styles.menu} ref={rootRef} {...hoverHandlers}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">☰</span> Categories
        <svg
          className={styles.chevron}
          width="14"
          height="14"
          viewBox="0 0 24 24"
          aria-hidden="true"
        >
          <path
            d="m6 9 6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {isPending && <p className={styles.status}>Loading...</p>}
        {isError && <p className={styles.status}>Categories are unavailable right now.</p>}
        {groups.map((group) => {
          const expanded = !isMobile || expandedGroup === group.name;
          return (
            <section
              key={group.name}
              className={`${styles.group} ${expanded ? '' : styles.collapsed}`}
            >
              <h3>
                {group.categoryId ? (
                  <AppLink to={paths.category.getHref(group.categoryId)}>{group.name}</AppLink>
                ) : (
                  group.name
                )}
              </h3>
              <button
                type="button"
                className={styles.groupToggle}
                aria-expanded={expanded}
                onClick={() =>
                  setExpandedGroup((current) => (current === group.name ? null : group.name))
                }
              >
                {group.name} <span aria-hidden="true">{expanded ? '−' : '+'}</span>
              </button>
              <ul>
                {isMobile && group.categoryId && (
                  <li>
                    <AppLink to={paths.category.getHref(group.categoryId)}>
                      All {group.name}
                    </AppLink>
                  </li>
                )}
                {group.subcategories.map((subcategory) => (
                  <li key={subcategory._id}>
                    <AppLink to={paths.subcategory.getHref(subcategory._id)}>
                      {subcategory.name}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
