// The bar above the product list once rows are selected: one change for all of them.
import type { ProductBulkChange } from '@jangbogi/contracts/admin-catalog';
import type { MessageId } from '@lingui/core';
import { useState, type FormEvent } from 'react';
import { useT } from '@/i18n/use-i18n';
import { notify } from '@/lib/toast';
import { bulkFailuresOf, useBulkUpdateProducts } from '../api/products-bulk';
import styles from './admin.module.css';
import { useErrorMessage } from '@/lib/use-error-message';

type Choice =
  'sell_price' | 'sale_price' | 'on_sale' | 'off_sale' | 'featured' | 'not_featured' | 'stock';
const CHOICES: { value: Choice; label: MessageId }[] = [
  { value: 'sell_price', label: 'admin.bulk.choice.sell_price' },
  { value: 'sale_price', label: 'admin.bulk.choice.sale_price' },
  { value: 'on_sale', label: 'admin.bulk.choice.on_sale' },
  { value: 'off_sale', label: 'admin.bulk.choice.off_sale' },
  { value: 'featured', label: 'admin.bulk.choice.featured' },
  { value: 'not_featured', label: 'admin.bulk.choice.not_featured' },
  { value: 'stock', label: 'admin.bulk.choice.stock' },
];
const needsAmount = (choice: Choice) =>
  choice === 'sell_price' || choice === 'sale_price' || choice === 'stock';
const toNumber = (text: string) =>
  text.trim() === '' ? Number.NaN : Number(text.replaceAll(',', ''));

function changeOf(choice: Choice, amount: string, reason: string): ProductBulkChange {
  switch (choice) {
    case 'sell_price':
      return { field: 'sell_price', value: toNumber(amount) };
    case 'sale_price':
      // An empty sale price clears it.
      return { field: 'sale_price', value: amount.trim() === '' ? null : toNumber(amount) };
    case 'on_sale':
    case 'off_sale':
      return { field: 'is_on_sale', value: choice === 'on_sale' };
    case 'featured':
    case 'not_featured':
      return { field: 'is_featured', value: choice === 'featured' };
    case 'stock':
      return { field: 'stock', change: toNumber(amount), reason };
  }
}

export function BulkEditBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const t = useT();
  const messageOf = useErrorMessage();
  const [choice, setChoice] = useState<Choice>('sell_price');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const bulk = useBulkUpdateProducts();
  const failures = bulkFailuresOf(bulk.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    bulk.mutate(
      { ids, change: changeOf(choice, amount, reason) },
      {
        onSuccess: ({ updated }) => {
          notify('success', t('admin.bulk.updated', { count: updated }));
          setAmount('');
          setReason('');
          onDone();
        },
      },
    );
  };

  return (
    <form className={styles.card} onSubmit={submit} aria-label={t('admin.bulk.label')}>
      <div className={styles.actions}>
        <strong>{t('admin.bulk.selected', { count: ids.length })}</strong>
        <select
          className={styles.input}
          aria-label={t('admin.bulk.change')}
          value={choice}
          onChange={(e) => setChoice(e.target.value as Choice)}
        >
          {CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {t(c.label)}
            </option>
          ))}
        </select>
        {needsAmount(choice) && (
          <input
            className={styles.input}
            inputMode="numeric"
            aria-label={choice === 'stock' ? t('admin.bulk.stockChange') : t('admin.bulk.amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            style={{ width: 110 }}
          />
        )}
        {choice === 'stock' && (
          <input
            className={styles.input}
            aria-label={t('admin.bulk.reason')}
            placeholder={t('admin.bulk.reasonPlaceholder')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
        <button type="submit" className={styles.primary} disabled={bulk.isPending}>
          {bulk.isPending ? t('admin.bulk.applying') : t('admin.bulk.apply', { count: ids.length })}
        </button>
        <button type="button" className={styles.button} onClick={onDone}>
          {t('admin.bulk.clear')}
        </button>
      </div>
      {bulk.isError && (
        <div role="alert" className={styles.error}>
          <p>{messageOf(bulk.error, t('admin.loadFailed'))}</p>
          {failures.length > 0 && (
            <ul>
              {failures.map((f) => (
                <li key={f._id}>
                  {f.name}: {f.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
