import type { ProductSummary } from '@jangbogi/contracts/catalog';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { DiscountBadge } from '@/components/discount-badge';
import { Price } from '@/components/price';
import { SafeImage } from '@/components/safe-image';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useProductSearch } from '../api/search-products';
import styles from './search-box.module.css';

export const SEARCH_DEBOUNCE_MS = 300;

/** Header product search: a combobox with a listbox of at most 6 matches. */
export function SearchBox() {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-results`;
  const rootRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [loadedImages, setLoadedImages] = useState<ReadonlySet<string>>(new Set());

  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useProductSearch(query);
  const results = query && query === text.trim() ? (search.data ?? []) : [];
  const waitingForResults = text.trim().length > 0 && (query !== text.trim() || search.isFetching);
  const imagesLoading = results.some((product) => !loadedImages.has(product._id));

  useEffect(() => {
    setActiveIndex(-1);
    setLoadedImages(new Set());
  }, [query]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  const markLoaded = (productId: string) => setLoadedImages((previous) => new Set(previous).add(productId));

  const choose = (product: ProductSummary) => {
    setText('');
    setOpen(false);
    setActiveIndex(-1);
    void navigate(paths.product.getHref(product._id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (results.length > 0) setActiveIndex((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length > 0) setActiveIndex((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const target = results[activeIndex] ?? (results.length === 1 ? results[0] : undefined);
      if (target) {
        event.preventDefault();
        choose(target);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActiveIndex(-1);
      } else {
        setText('');
      }
    }
  };

  const showPanel = open && text.trim().length > 0;
  const activeId = activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined;

  return (
    <div className={styles.search} ref={rootRef}>
      <div className={styles.field}>
        <label htmlFor={`${id}-input`} className="visually-hidden">
          Search for products
        </label>
        <input
          id={`${id}-input`}
          className={styles.input}
          type="search"
          role="combobox"
          autoComplete="off"
          placeholder="Search for products..."
          aria-autocomplete="list"
          aria-expanded={showPanel}
          aria-controls={listId}
          aria-activedescendant={activeId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <svg className={styles.icon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.4" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </div>
      {showPanel && (
        <div className={styles.panel}>
          {waitingForResults && results.length === 0 ? (
            <p className={styles.status} role="status">
              Searching...
            </p>
          ) : search.isError ? (
            <p className={styles.status} role="status">
              No products found
            </p>
          ) : results.length === 0 ? (
            <p className={styles.status} role="status">
              No products found
            </p>
          ) : (
            imagesLoading && (
              <p className={styles.status} role="status">
                Loading images...
              </p>
            )
          )}
          <ul id={listId} role="listbox" aria-label="Search results" className={styles.list} hidden={results.length === 0}>
            {results.map((product, index) => (
              <li
                key={product._id}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className={styles.option}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => choose(product)}
                onMouseEnter={() => setActiveIndex(index)}
              >
                <SafeImage
                  src={product.imageUrl}
                  alt=""
                  loading="eager"
                  className={styles.thumb}
                  width={52}
                  height={52}
                  onLoad={() => markLoaded(product._id)}
                  onError={() => markLoaded(product._id)}
                />
                <span className={styles.text}>
                  <span className={styles.name}>{product.name}</span>
                  {product.name_kr && <span className={styles.nameKr}>{product.name_kr}</span>}
                  <Price product={product} />
                </span>
                <DiscountBadge product={product} className={styles.badge} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
