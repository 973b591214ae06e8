import { DiscountBadge } from '@/components/discount-badge';
import { Price } from '@/components/price';
import { SafeImage } from '@/components/safe-image';
import { useLocale, useT } from '@/i18n/use-i18n';
import { HighlightedText, namesWithHighlights } from './highlighted-text';
import type { Suggestion } from './search-box';
import styles from './search-box.module.css';

interface SearchResultsProps {
  id: string;
  listId: string;
  suggestions: readonly Suggestion[];
  activeIndex: number;
  waitingForResults: boolean;
  failed: boolean;
  imagesLoading: boolean;
  onChoose: (suggestion: Suggestion) => void;
  onActivate: (index: number) => void;
  onImageSettled: (productId: string) => void;
}

/**
 * The search box's dropdown; its code loads the first time a shopper types. One listbox, its
 * categories and products in two labelled groups, numbered through so the box's
 * aria-activedescendant can point at any of them.
 */
export function SearchResults({
  id,
  listId,
  suggestions,
  activeIndex,
  waitingForResults,
  failed,
  imagesLoading,
  onChoose,
  onActivate,
  onImageSettled,
}: SearchResultsProps) {
  const t = useT();
  const locale = useLocale();
  // The name in the other language, beside the page's: read in its own language.
  const otherLang = locale === 'ko' ? 'en' : 'ko';
  const indexed = suggestions.map((suggestion, index) => ({ suggestion, index }));
  const categories = indexed.filter(({ suggestion }) => suggestion.kind === 'category');
  const products = indexed.filter(({ suggestion }) => suggestion.kind === 'product');
  const status =
    waitingForResults && suggestions.length === 0
      ? t('search.searching')
      : failed || suggestions.length === 0
        ? t('search.noProducts')
        : imagesLoading
          ? t('search.loadingImages')
          : null;

  const optionProps = (index: number, suggestion: Suggestion) => ({
    id: `${id}-option-${index}`,
    role: 'option',
    'aria-selected': index === activeIndex,
    onPointerDown: (event: { preventDefault: () => void }) => event.preventDefault(),
    onClick: () => onChoose(suggestion),
    onMouseEnter: () => onActivate(index),
  });

  return (
    <div className={styles.panel}>
      {/* The box's own live region announces; this is what the eyes see. */}
      {status && <p className={styles.status}>{status}</p>}
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.results')}
        className={styles.list}
        hidden={suggestions.length === 0}
      >
        {categories.length > 0 && (
          <li role="presentation">
            <ul role="group" aria-labelledby={`${id}-categories`} className={styles.group}>
              <li role="presentation" id={`${id}-categories`} className={styles.groupLabel}>
                {t('search.categoriesGroup')}
              </li>
              {categories.map(({ suggestion, index }) => {
                if (suggestion.kind !== 'category') return null;
                const names = namesWithHighlights(suggestion.hit, locale);
                return (
                  <li
                    key={suggestion.hit._id}
                    {...optionProps(index, suggestion)}
                    className={`${styles.option} ${styles.categoryOption}`}
                  >
                    <span className={styles.categoryIcon} aria-hidden="true">
                      ▦
                    </span>
                    <span className={styles.text}>
                      <span className={styles.name}>
                        <HighlightedText {...names.local} />
                      </span>
                      {names.other && (
                        <span className={styles.nameKr} lang={otherLang} data-product-data="">
                          <HighlightedText {...names.other} />
                        </span>
                      )}
                    </span>
                    <span className={styles.kind}>
                      {suggestion.hit.kind === 'category'
                        ? t('search.kindCategory')
                        : t('search.kindSubcategory')}
                    </span>
                  </li>
                );
              })}
            </ul>
          </li>
        )}
        {products.length > 0 && (
          <li role="presentation">
            <ul role="group" aria-labelledby={`${id}-products`} className={styles.group}>
              <li role="presentation" id={`${id}-products`} className={styles.groupLabel}>
                {t('search.productsGroup')}
              </li>
              {products.map(({ suggestion, index }) => {
                if (suggestion.kind !== 'product') return null;
                const product = suggestion.hit;
                const names = namesWithHighlights(product, locale);
                return (
                  <li
                    key={product._id}
                    {...optionProps(index, suggestion)}
                    className={styles.option}
                  >
                    <SafeImage
                      src={product.imageUrl}
                      alt=""
                      loading="eager"
                      className={styles.thumb}
                      width={52}
                      height={52}
                      onLoad={() => onImageSettled(product._id)}
                      onError={() => onImageSettled(product._id)}
                    />
                    <span className={styles.text}>
                      <span className={styles.name}>
                        <HighlightedText {...names.local} />
                      </span>
                      {names.other && (
                        <span className={styles.nameKr} lang={otherLang} data-product-data="">
                          <HighlightedText {...names.other} />
                        </span>
                      )}
                      <Price product={product} />
                    </span>
                    <DiscountBadge product={product} className={styles.badge} />
                  </li>
                );
              })}
            </ul>
          </li>
        )}
      </ul>
    </div>
  );
}
