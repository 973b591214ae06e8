import type { PromoCheckResponse } from '@jangbogi/contracts/promos';
import { Trans } from '@lingui/react';
import { useId, useState } from 'react';
import { FormField, fieldInputClass } from '@/components/form-field';
import { notify } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { useFormat, useT } from '@/i18n/use-i18n';
import styles from './checkout.module.css';

export interface AppliedPromo {
  code: string;
  discount: number;
}

interface PromoBoxProps {
  applied: AppliedPromo | null;
  onChange: (applied: AppliedPromo | null) => void;
  /** Asks the server whether the code is usable and what it is worth. */
  check: (code: string) => Promise<PromoCheckResponse>;
  /** The text shown for an empty box, translated (guest and logged-in checkout word it differently). */
  emptyMessage: string;
}

/** Server messages about the request itself (bad input, rate limit) are worth showing; others are not. */
function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429))
    return error.message;
  return fallback;
}

export function PromoBox({ applied, onChange, check, emptyMessage }: PromoBoxProps) {
  const t = useT();
  const { won: formatWon } = useFormat();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const reject = (message: string) => {
    setProblem(message);
    onChange(null);
    notify('error', message);
  };

  const apply = async () => {
    const trimmed = code.trim();
    if (!trimmed) {
      setProblem(emptyMessage);
      notify('warning', emptyMessage);
      return;
    }
    setChecking(true);
    setProblem(null);
    try {
      const result = await check(trimmed);
      if (result.valid && result.discount > 0) {
        onChange({ code: trimmed.toUpperCase(), discount: result.discount });
        notify('success', result.message || t('checkout.promoAppliedToast'));
      } else {
        reject(result.message || t('checkout.promoInvalid'));
      }
    } catch (error) {
      reject(failureMessage(error, t('checkout.promoFailed')));
    } finally {
      setChecking(false);
    }
  };

  const remove = () => {
    onChange(null);
    setCode('');
    setProblem(null);
  };

  return (
    <section className={`card ${styles.panel}`} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('checkout.promoTitle')}</h2>
      {applied ? (
        <div className={styles.promoApplied}>
          <p className={styles.promoSuccess} role="status">
            <Trans
              id="checkout.promoApplied"
              values={{ code: applied.code, amount: formatWon(applied.discount) }}
              components={{ 0: <strong /> }}
            />
          </p>
          <button type="button" className={styles.linkButton} onClick={remove}>
            {t('checkout.promoRemove')}
          </button>
        </div>
      ) : (
        <FormField label={t('checkout.promoLabel')} labelHidden error={problem ?? undefined}>
          {(control) => (
            <div className={styles.promoRow}>
              <input
                {...control}
                className={fieldInputClass}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                onKeyDown={(event) => {
                  // Enter here applies the code instead of submitting the whole checkout form.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void apply();
                  }
                }}
                placeholder={t('checkout.promoPlaceholder')}
                autoComplete="off"
              />
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => void apply()}
                disabled={checking}
              >
                {checking ? t('checkout.promoChecking') : t('checkout.promoApply')}
              </button>
            </div>
          )}
        </FormField>
      )}
    </section>
  );
}
