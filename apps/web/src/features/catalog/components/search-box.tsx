import type { SearchCategoryHit, SearchHit } from '@jangbogi/contracts/search';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { recordSearchClick } from '../api/record-search-click';
import { useProductSearch } from '../api/search-products';
import styles from './search-box.module.css';

export const SEARCH_DEBOUNCE_MS = 300;

const SearchResults = lazy(() =>
  import('./search-results').then((m) => ({ default: m.SearchResults })),
);

/** One suggestion of the dropdown: the matching categories come first, then the products. */
export type Suggestion =
  { kind: 'category'; hit: SearchCategoryHit } | { kind: 'product'; hit: SearchHit };

const EMPTY: readonly Suggestion[] = [];

const hrefOf = (suggestion: Suggestion) =>
  suggestion.kind === 'product'
    ? paths.product.getHref(suggestion.hit._id)
    : suggestion.hit.kind === 'category'
      ? paths.category.getHref(suggestion.hit._id)
      : paths.subcategory.getHref(suggestion.hit._id);

/**
 * Header search, a WAI-ARIA combobox: a listbox of the matching categories and at most 6
 * products, the matched parts marked. Arrow keys move through them, Enter opens the highlighted
 * one or else the results page, Escape closes (and then clears); a polite live region says how
 * many suggestions there are. It is a plain GET form too, so it searches before the page's code
 * has loaded.
 */
export function SearchBox() {
  const t = useT();
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
  const answer = query && query === text.trim() ? search.data : undefined;
  const suggestions: readonly Suggestion[] = answer
    ? [
        ...answer.categories.map((hit) => ({ kind: 'category' as const, hit })),
        ...answer.products.map((hit) => ({ kind: 'product' as const, hit })),
      ]
    : EMPTY;
  const productCount = answer?.products.length ?? 0;
  const waitingForResults = text.trim().length > 0 && (query !== text.trim() || search.isFetching);
  const imagesLoading = (answer?.products ?? []).some((product) => !loadedImages.has(product._id));

  // New matches start with none highlighted and none of their images loaded.
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setActiveIndex(-1);
    setLoadedImages(new Set());
  }

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  const markLoaded = (productId: string) =>
    setLoadedImages((previous) => new Set(previous).add(productId));

  const choose = (suggestion: Suggestion) => {
    if (answer?.search_id)
      void recordSearchClick({
        search_id: answer.search_id,
        ...(suggestion.kind === 'product'
          ? { product_id: suggestion.hit._id }
          : { category_id: suggestion.hit._id }),
      });
    setText('');
    setOpen(false);
    setActiveIndex(-1);
    void navigate(hrefOf(suggestion));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (count > 0) setActiveIndex((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count > 0) setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const target = open ? suggestions[activeIndex] : undefined;
      if (target) {
        event.preventDefault();
        choose(target);
      }
    } else if (event.key === 'Escape') {
      if (open && text.trim()) {
        event.preventDefault();
        setOpen(false);
        setActiveIndex(-1);
      } else {
        setText('');
      }
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the field itself: text typed before the page hydrated is there, not in the state.
    const typed = new FormData(event.currentTarget).get('q');
    const q = typeof typed === 'string' ? typed.trim() : '';
    if (!q) return;
    setOpen(false);
    setActiveIndex(-1);
    void navigate(paths.search.getHref(q));
  };

  const showPanel = open && text.trim().length > 0;
  const activeId = showPanel && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined;
  // Said once the suggestions for the text on screen have arrived, not at every keystroke.
  const announcement =
    !showPanel || waitingForResults
      ? ''
      : suggestions.length === 0
        ? t('search.noProducts')
        : t('search.suggestionCount', {
            products: productCount,
            categories: suggestions.length - productCount,
          });

  return (
    <div className={styles.search} ref={rootRef}>
      <form
        role="search"
        className={styles.field}
        action={paths.search.path}
        method="get"
        onSubmit={submit}
      >
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t('search.boxLabel')}
        </label>
        <input
          id={`${id}-input`}
          className={styles.input}
          type="search"
          name="q"
          required
          role="combobox"
          autoComplete="off"
          placeholder={t('search.boxPlaceholder')}
          aria-autocomplete="list"
          aria-expanded={showPanel}
          aria-controls={showPanel ? listId : undefined}
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
        <button type="submit" className={styles.submit} aria-label={t('search.submit')}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.4" />
            <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {showPanel && (
        <Suspense fallback={null}>
          <SearchResults
            id={id}
            listId={listId}
            suggestions={suggestions}
            activeIndex={activeIndex}
            waitingForResults={waitingForResults}
            failed={search.isError}
            imagesLoading={imagesLoading}
            onChoose={choose}
            onActivate={setActiveIndex}
            onImageSettled={markLoaded}
          />
        </Suspense>
      )}
    </div>
  );
}
