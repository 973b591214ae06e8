import type { ProductSummary } from '@jangbogi/contracts/catalog';
import { DiscountBadge } from '@/components/discount-badge';
import { Price } from '@/components/price';
import { SafeImage } from '@/components/safe-image';
import { useT } from '@/i18n/use-i18n';
import styles from './search-box.module.css';

interface SearchResultsProps {
  id: string;
  listId: string;
  results: readonly ProductSummary[];
  activeIndex: number;
  waitingForResults: boolean;
  failed: boolean;
  imagesLoading: boolean;
  onChoose: (product: ProductSummary) => void;
  onActivate: (index: number) => void;
  onImageSettled: (productId: string) => void;
}

/** The search box's dropdown; its code loads the first time a shopper types. */
export function SearchResults({
  id,
  listId,
  results,
  activeIndex,
  waitingForResults,
  failed,
  imagesLoading,
  onChoose,
  onActivate,
  onImageSettled,
}: SearchResultsProps) {
  const t = useT();
  return (
    <div className={styles.panel}>
      {waitingForResults && results.length === 0 ? (
        <p className={styles.status} role="status">
          {t('search.searching')}
        </p>
      ) : failed ? (
        <p className={styles.status} role="status">
          {t('search.noProducts')}
        </p>
      ) : results.length === 0 ? (
        <p className={styles.status} role="status">
          {t('search.noProducts')}
        </p>
      ) : (
        imagesLoading && (
          <p className={styles.status} role="status">
            {t('search.loadingImages')}
          </p>
        )
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.results')}
        className={styles.list}
        hidden={results.length === 0}
      >
        {results.map((product, index) => (
          <li
            key={product._id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className={styles.option}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => onChoose(product)}
            onMouseEnter={() => onActivate(index)}
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
              <span className={styles.name}>{product.name}</span>
              {product.name_kr && <span className={styles.nameKr}>{product.name_kr}</span>}
              <Price product={product} />
            </span>
            <DiscountBadge product={product} className={styles.badge} />
          </li>
        ))}
      </ul>
    </div>
  );
}
