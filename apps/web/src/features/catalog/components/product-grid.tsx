import type { ProductSummary } from '@jangbogi/contracts/catalog';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

/** Cards a phone or a desktop shows above the fold, whose pictures should not wait to be lazy-loaded. */
const ABOVE_THE_FOLD = 4;

interface ProductGridProps {
  products: readonly ProductSummary[];
  emptyText: string;
  /** The grid is the page's main content, at the top: its first pictures load at once. */
  aboveTheFold?: boolean;
}

export function ProductGrid({ products, emptyText, aboveTheFold = false }: ProductGridProps) {
  if (products.length === 0) return <p className="state-message">{emptyText}</p>;
  const priorityOf = (index: number) =>
    !aboveTheFold || index >= ABOVE_THE_FOLD ? undefined : index === 0 ? 'high' : 'eager';
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        // The id lets a page tell which product a click inside a card opened (search clicks).
        <li key={product._id} data-product-id={product._id}>
          <ProductCard product={product} imagePriority={priorityOf(index)} />
        </li>
      ))}
    </ul>
  );
}
