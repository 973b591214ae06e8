import { useId, useState } from 'react';
import type { SearchAddress } from '@/config/paths';
import { useFormat, useLocale, useT } from '@/i18n/use-i18n';
import { localName } from '@/i18n/names';
import { useSubcategories } from '../api/get-subcategories';
import {
  bandIndexOf,
  countFilters,
  NO_FILTERS,
  PRICE_BANDS,
  SEARCH_SORTS,
  STORAGES,
  type PriceBand,
  type SearchSort,
  type Storage,
} from './search-address';
import styles from './search-page.module.css';

interface SearchFiltersProps {
  address: SearchAddress;
  onChange: (changes: SearchAddress) => void;
}

const SORT_LABELS = {
  relevance: 'search.sort.relevance',
  price_asc: 'search.sort.priceAsc',
  price_desc: 'search.sort.priceDesc',
  newest: 'search.sort.newest',
  best_selling: 'search.sort.bestSelling',
  unit_price: 'search.sort.unitPrice',
} as const satisfies Record<SearchSort, string>;

const STORAGE_LABELS = {
  room: 'search.filters.storageRoom',
  chilled: 'search.filters.storageChilled',
  frozen: 'search.filters.storageFrozen',
} as const satisfies Record<Storage, string>;

/** The shop's categories (from the header's data, already loaded), named in the page's language. */
function useCategoryOptions() {
  const locale = useLocale();
  const { data } = useSubcategories();
  const categories = new Map<string, string>();
  for (const subcategory of data ?? []) {
    const category = subcategory.category_id;
    if (category?._id && !categories.has(category._id))
      categories.set(category._id, localName(category, locale));
  }
  return [...categories].map(([id, name]) => ({ id, name }));
}

/** The sort, beside the filters button on phones and above the results on a desktop. */
export function SearchSortSelect({ address, onChange }: SearchFiltersProps) {
  const t = useT();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t('search.sort.label')}</label>
      <select
        id={id}
        className={styles.select}
        value={address.sort ?? 'relevance'}
        onChange={(event) => onChange({ sort: event.target.value as SearchSort })}
      >
        {SEARCH_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The results' filters. Each change goes into the page's address at once (so a reload and Back
 * keep it) and back to page 1. On phones they fold behind a button that says how many apply.
 */
export function SearchFilters({ address, onChange }: SearchFiltersProps) {
  const t = useT();
  const { won } = useFormat();
  const id = useId();
  const [open, setOpen] = useState(false);
  const categories = useCategoryOptions();
  const applied = countFilters(address);
  const band = bandIndexOf(address);

  const bandLabel = ({ min, max }: PriceBand) =>
    min === undefined
      ? t('search.price.under', { amount: won((max ?? 0) + 1) })
      : max === undefined
        ? t('search.price.over', { amount: won(min) })
        : t('search.price.between', { from: won(min), to: won(max + 1) });

  return (
    <div className={styles.filters}>
      <button
        type="button"
        className={styles.filtersToggle}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((current) => !current)}
      >
        {applied > 0
          ? t('search.filters.toggleCount', { count: applied })
          : t('search.filters.toggle')}
      </button>
      <section
        id={`${id}-panel`}
        className={`${styles.filterPanel} ${open ? styles.filterPanelOpen : ''}`}
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`} className={styles.filtersTitle}>
          {t('search.filters.title')}
        </h2>
        <label className={styles.filterLabel} htmlFor={`${id}-category`}>
          {t('search.filters.category')}
        </label>
        <select
          id={`${id}-category`}
          className={styles.select}
          value={address.category ?? ''}
          onChange={(event) =>
            onChange({ category: event.target.value || undefined, subcategory: undefined })
          }
        >
          <option value="">{t('search.filters.anyCategory')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>

        <fieldset className={styles.fieldset}>
          <legend className={styles.filterLabel}>{t('search.filters.price')}</legend>
          <label className={styles.choice}>
            <input
              type="radio"
              name={`${id}-price`}
              checked={address.min_price === undefined && address.max_price === undefined}
              onChange={() => onChange({ min_price: undefined, max_price: undefined })}
            />
            {t('search.filters.anyPrice')}
          </label>
          {PRICE_BANDS.map((priceBand, index) => (
            <label key={index} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-price`}
                checked={band === index}
                onChange={() => onChange({ min_price: priceBand.min, max_price: priceBand.max })}
              />
              {bandLabel(priceBand)}
            </label>
          ))}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.filterLabel}>{t('search.filters.storage')}</legend>
          <label className={styles.choice}>
            <input
              type="radio"
              name={`${id}-storage`}
              checked={!address.storage}
              onChange={() => onChange({ storage: undefined })}
            />
            {t('search.filters.anyStorage')}
          </label>
          {STORAGES.map((storage) => (
            <label key={storage} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-storage`}
                checked={address.storage === storage}
                onChange={() => onChange({ storage })}
              />
              {t(STORAGE_LABELS[storage])}
            </label>
          ))}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className="visually-hidden">{t('search.filters.availability')}</legend>
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={address.in_stock === true}
              onChange={(event) => onChange({ in_stock: event.target.checked })}
            />
            {t('search.filters.inStock')}
          </label>
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={address.on_sale === true}
              onChange={(event) => onChange({ on_sale: event.target.checked })}
            />
            {t('search.filters.onSale')}
          </label>
        </fieldset>

        {applied > 0 && (
          <button type="button" className={styles.clear} onClick={() => onChange(NO_FILTERS)}>
            {t('search.filters.clear')}
          </button>
        )}
      </section>
    </div>
  );
}
