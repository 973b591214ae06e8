import type { ProductSummary } from '@jangbogi/contracts/catalog';
import type { SearchCategoryHit } from '@jangbogi/contracts/search';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { localName } from '@/i18n/names';
import { particleFor } from '@jangbogi/contracts/korean-particle';
import { useLocale, useT } from '@/i18n/use-i18n';
import { useSubcategories } from '../api/get-subcategories';
import { ProductGrid } from './product-grid';
import styles from './search-page.module.css';

interface NoResultsProps {
  q: string;
  /** Filters narrowed the search down to nothing: offer to drop them first. */
  filtered: boolean;
  onClearFilters: () => void;
  /** Categories whose names match the text, from the answer. */
  categories: readonly SearchCategoryHit[];
  /** The shop's best sellers, from the answer. */
  popular: readonly ProductSummary[];
}

const MAX_CATEGORIES = 8;

/**
 * A search that found nothing is not a dead end: it says so, offers to drop the filters, and
 * suggests the categories (those that match the words, or else the shop's) and popular products.
 */
export function NoResults({ q, filtered, onClearFilters, categories, popular }: NoResultsProps) {
  const t = useT();
  const locale = useLocale();
  const particle = particleFor(locale);
  const { data: subcategories } = useSubcategories();

  const suggested =
    categories.length > 0
      ? categories.map((hit) => ({
          id: hit._id,
          name: localName(hit, locale),
          href:
            hit.kind === 'category'
              ? paths.category.getHref(hit._id)
              : paths.subcategory.getHref(hit._id),
        }))
      : [
          ...new Map(
            (subcategories ?? [])
              .filter((subcategory) => subcategory.category_id?._id)
              .map((subcategory) => [
                subcategory.category_id._id,
                {
                  id: subcategory.category_id._id,
                  name: localName(subcategory.category_id, locale),
                  href: paths.category.getHref(subcategory.category_id._id),
                },
              ]),
          ).values(),
        ];

  return (
    <section className={styles.noResults} aria-labelledby="no-results-title">
      <h2 id="no-results-title" className={styles.noResultsTitle}>
        {filtered ? t('search.noneWithFilters') : t('search.noneFor', { q })}
      </h2>
      {filtered ? (
        <button type="button" className="btn btn-primary" onClick={onClearFilters}>
          {t('search.filters.clear')}
        </button>
      ) : (
        <p className={styles.tips}>{t('search.tips', { q: particle(`"${q}"`, '을/를') })}</p>
      )}
      {suggested.length > 0 && (
        <nav aria-labelledby="no-results-categories" className={styles.suggestedCategories}>
          <h3 id="no-results-categories">{t('search.browseCategories')}</h3>
          <ul>
            {suggested.slice(0, MAX_CATEGORIES).map((category) => (
              <li key={category.id}>
                <AppLink to={category.href} className={styles.chip}>
                  {category.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {popular.length > 0 && (
        <section aria-labelledby="no-results-popular">
          <h3 id="no-results-popular">{t('search.popular')}</h3>
          <ProductGrid products={popular} emptyText="" />
        </section>
      )}
    </section>
  );
}
