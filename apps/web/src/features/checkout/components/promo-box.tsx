import type { PromoCheckResponse } from '@jangbogi/contracts/promos';
import { formatWon } from '@jangbogi/contracts/money';
import { useId, useState } from 'react';
import { FormField, fieldInputClass } from '@/components/form-field';
import { notify } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
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
  /** The text shown for an empty box (guest checkout and logged-in checkout word it differently). */
  emptyMessage: string;
}

export const INVALID_PROMO = 'Invalid promo code';
export const PROMO_FAILED = 'Failed to validate promo code';

/** Server messages about the request itself (bad input, rate limit) are worth showing; others are not. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429))
    return error.message;
  return PROMO_FAILED;
}

export function PromoBox({ applied, onChange, check, emptyMessage }: PromoBoxProps) {
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
        notify('success', result.message || 'Promo code applied');
      } else {
        reject(result.message || INVALID_PROMO);
      }
    } catch (error) {
      reject(failureMessage(error));
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
      <h2 id={`${inputId}-title`}>Promo Code</h2>
      {applied ? (
        <div className={styles.promoApplied}>
          <p className={styles.promoSuccess} role="status">
            <strong>{applied.code}</strong> applied: -{formatWon(applied.discount)}
          </p>
          <button type="button" className={styles.linkButton} onClick={remove}>
            Remove
          </button>
        </div>
      ) : (
        <FormField label="Promo code" labelHidden error={problem ?? undefined}>
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
                placeholder="Enter promo code"
                autoComplete="off"
              />
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => void apply()}
                disabled={checking}
              >
                {checking ? 'Checking…' : 'Apply'}
              </button>
            </div>
          )}
        </FormField>
      )}
    </section>
  );
}
