import { useId } from 'react';
import { useT } from '@/i18n/use-i18n';
import styles from './quantity-selector.module.css';

interface QuantitySelectorProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
}

/** Whole numbers from 1 to the stock on hand. */
export function QuantitySelector({ value, max, onChange }: QuantitySelectorProps) {
  const t = useT();
  const id = useId();
  const outOfStock = max <= 0;
  const atMax = !outOfStock && value >= max;
  const clamp = (next: number) => Math.min(Math.max(1, Math.floor(next)), Math.max(1, max));

  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className="visually-hidden">
        {t('quantity.label')}
      </label>
      <div className={styles.selector}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('quantity.decrease')}
          disabled={outOfStock || value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          value={value}
          disabled={outOfStock}
          onChange={(event) => {
            const next = Number(event.target.value);
            if (Number.isFinite(next)) onChange(clamp(next));
          }}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={t('quantity.increase')}
          disabled={outOfStock || atMax}
          onClick={() => onChange(clamp(value + 1))}
        >
          +
        </button>
      </div>
      {atMax && (
        <p className={styles.note} role="status">
          {t('quantity.max')}
        </p>
      )}
    </div>
  );
}
