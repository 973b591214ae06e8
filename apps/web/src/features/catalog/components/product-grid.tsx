import type { ProductSummary } from '@jangbogi/contracts/catalog';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

export function ProductGrid({ products, emptyText }: { products: readonly ProductSummary[]; emptyText: string }) {
  if (products.length === 0) return <p className="state-message">{emptyText}</p>;
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
