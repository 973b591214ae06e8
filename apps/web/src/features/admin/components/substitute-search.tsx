// Choosing a substitute on the packing screen: search the live catalogue, tap a product.
import { payablePrice } from '@jangbogi/contracts/money';
import { useState } from 'react';
import { useProducts } from '@/features/admin/api/catalog';
import { useFormat, useNames, useT } from '@/i18n/use-i18n';
import styles from './packing.module.css';

export interface ChosenSubstitute {
  id: string;
  name: string;
  price: number;
}

interface SubstituteSearchProps {
  /** The ordered product, never offered as its own substitute. */
  excludeId: string | null;
  chosen: ChosenSubstitute | null;
  onChoose: (product: ChosenSubstitute | null) => void;
  /** The ordered unit price: a dearer substitute is charged this. */
  originalPrice: number;
}

const SHOWN = 5;

export function SubstituteSearch({
  excludeId,
  chosen,
  onChoose,
  originalPrice,
}: SubstituteSearchProps) {
  const t = useT();
  const { won } = useFormat();
  const names = useNames();
  const [q, setQ] = useState('');
  const query = q.trim();
  const { data, isFetching } = useProducts({ q: query, archived: 'false' });
  if (chosen)
    return (
      <p className={styles.chosen}>
        {t('admin.packing.substituteChosen', {
          name: chosen.name,
          price: won(Math.min(chosen.price, originalPrice)),
        })}{' '}
        <button type="button" className={styles.linkButton} onClick={() => onChoose(null)}>
          {t('admin.packing.substituteChange')}
        </button>
      </p>
    );
  const found = query
    ? (data?.products ?? []).filter((p) => p._id !== excludeId && p.stock_quantity > 0)
    : [];
  return (
    <div className={styles.search}>
      <input
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder={t('admin.packing.substituteSearch')}
        aria-label={t('admin.packing.substituteSearch')}
      />
      {query && !isFetching && found.length === 0 && (
        <p className={styles.hint}>{t('admin.packing.substituteNone')}</p>
      )}
      <ul className={styles.results}>
        {found.slice(0, SHOWN).map((product) => (
          <li key={product._id}>
            <button
              type="button"
              onClick={() =>
                onChoose({
                  id: product._id,
                  name: names.local(product),
                  price: payablePrice(product),
                })
              }
            >
              {names.local(product)} · {won(payablePrice(product))}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
