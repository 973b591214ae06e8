import { useEffect, useId, useState } from 'react';
import { FormField } from '@/components/form-field';
import { particleFor } from '@jangbogi/contracts/korean-particle';
import { useLocale, useT } from '@/i18n/use-i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useErrorMessage } from '@/lib/use-error-message';
import { notify } from '@/lib/toast';
import { useProducts, useUpdateProduct } from '../api/catalog';
import styles from './admin.module.css';
import { KoreanNameBeside, TeamName } from './team-name';

interface KeywordDialogProps {
  /** The searched word to add to a product's search keywords. */
  term: string;
  onClose: () => void;
}

/**
 * "Add as keyword" from the search report: find the product the shoppers meant and add the word
 * they typed to its search keywords, so the next such search finds it.
 */
export function KeywordDialog({ term, onClose }: KeywordDialogProps) {
  const t = useT();
  const titleId = useId();
  const messageOf = useErrorMessage();
  const particle = particleFor(useLocale());
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const products = useProducts({ q: q || undefined, archived: 'false' });
  const update = useUpdateProduct();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const add = async (id: string, name: string, keywords: readonly string[]) => {
    if (keywords.includes(term)) {
      notify('success', t('admin.search.keyword.already', { name }));
      return onClose();
    }
    try {
      await update.mutateAsync({ id, changes: { search_keywords: [...keywords, term] } });
      notify(
        'success',
        t('admin.search.keyword.added', { term: particle(`"${term}"`, '으로/로'), name }),
      );
      onClose();
    } catch {
      // The error shows in the dialog (update.error).
    }
  };

  return (
    <div
      className={styles.backdrop}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog}>
        <h2 id={titleId}>{t('admin.search.keyword.title', { term })}</h2>
        <FormField density="compact" label={t('admin.search.keyword.find')}>
          <input
            className={styles.input}
            value={text}
            // The dialog opens to find a product: the field is where the team starts typing.
            autoFocus
            onChange={(event) => setText(event.target.value)}
            placeholder={t('admin.products.searchPlaceholder')}
          />
        </FormField>
        {update.isError && (
          <p role="alert" className={styles.error}>
            {messageOf(update.error, t('admin.loadFailed'))}
          </p>
        )}
        <ul className={styles.pickList}>
          {products.data?.products.slice(0, 8).map((product) => (
            <li key={product._id}>
              <span>
                <TeamName item={product} />{' '}
                <KoreanNameBeside item={product} className={styles.muted} inline />
              </span>
              <button
                type="button"
                className={styles.button}
                disabled={update.isPending}
                onClick={() => void add(product._id, product.name_kr, product.search_keywords)}
              >
                {t('admin.search.keyword.add')}
              </button>
            </li>
          ))}
        </ul>
        {products.data?.products.length === 0 && (
          <p className={styles.muted}>{t('admin.products.empty')}</p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={onClose}>
            {t('admin.confirm.back')}
          </button>
        </div>
      </div>
    </div>
  );
}
