import type { SynonymCreateBody } from '@jangbogi/contracts/admin-search';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field';
import { useT } from '@/i18n/use-i18n';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useCreateSynonym } from '../api/search';
import styles from './admin.module.css';

/** Words typed into one box, separated by commas (, or the full-width ，、 a Korean keyboard gives). */
export const splitTerms = (text: string) =>
  [...new Set(text.split(/[,，、]/).map((term) => term.trim()))].filter(Boolean);

interface SynonymFormProps {
  /** A searched word to start from (the report's "Add synonym"): it goes first, and the field takes the focus. */
  initialTerm?: string;
}

/**
 * Adds a synonym: words that all mean the same (two-way, 요구르트 = 요거트 = yogurt), or a word whose
 * search also finds others (one-way, 탄산 → 사이다).
 */
export function SynonymForm({ initialTerm = '' }: SynonymFormProps) {
  const t = useT();
  const id = useId();
  const create = useCreateSynonym();
  const [twoWay, setTwoWay] = useState(true);
  const [terms, setTerms] = useState(initialTerm ? `${initialTerm}, ` : '');
  const [from, setFrom] = useState(initialTerm);
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    let body: SynonymCreateBody;
    if (twoWay) {
      const words = splitTerms(terms);
      if (words.length < 2) return setError(t('admin.search.synonyms.needTwo'));
      body = { terms: words, two_way: true };
    } else {
      const targets = splitTerms(to);
      if (!from.trim() || targets.length === 0)
        return setError(t('admin.search.synonyms.needFromTo'));
      body = { from: from.trim(), to: targets };
    }
    try {
      await create.mutateAsync(body);
      notify('success', t('admin.search.synonyms.added'));
      setTerms('');
      setFrom('');
      setTo('');
    } catch (failure) {
      setError(errorMessage(failure, t('admin.loadFailed')));
    }
  };

  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={(event) => void submit(event)}
      id={`${id}-form`}
    >
      <h2>{t('admin.search.synonyms.addTitle')}</h2>
      <fieldset className={styles.inlineForm}>
        <legend className="visually-hidden">{t('admin.search.synonyms.kind')}</legend>
        <label className={styles.check}>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={twoWay}
            onChange={() => setTwoWay(true)}
          />
          {t('admin.search.synonyms.twoWay')}
        </label>
        <label className={styles.check}>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={!twoWay}
            onChange={() => setTwoWay(false)}
          />
          {t('admin.search.synonyms.oneWay')}
        </label>
      </fieldset>
      <div className={styles.formGrid}>
        {twoWay ? (
          <FormField
            density="compact"
            label={t('admin.search.synonyms.terms')}
            hint={t('admin.search.synonyms.termsHint')}
            className={styles.wide}
          >
            <input
              className={styles.input}
              value={terms}
              autoFocus={initialTerm !== ''}
              onChange={(event) => setTerms(event.target.value)}
              placeholder="요구르트, 요거트, yogurt"
            />
          </FormField>
        ) : (
          <>
            <FormField density="compact" label={t('admin.search.synonyms.from')}>
              <input
                className={styles.input}
                value={from}
                autoFocus={initialTerm !== ''}
                onChange={(event) => setFrom(event.target.value)}
                placeholder="탄산"
              />
            </FormField>
            <FormField
              density="compact"
              label={t('admin.search.synonyms.to')}
              hint={t('admin.search.synonyms.termsHint')}
            >
              <input
                className={styles.input}
                value={to}
                onChange={(event) => setTo(event.target.value)}
                placeholder="사이다, 콜라"
              />
            </FormField>
          </>
        )}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <p>
        <button type="submit" className={styles.primary} disabled={create.isPending}>
          {t('admin.search.synonyms.add')}
        </button>
      </p>
    </form>
  );
}
