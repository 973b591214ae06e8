import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './consent-box.module.css';

interface ConsentBoxProps {
  /** The checkbox's text: what the shopper agrees to (translated). */
  label: string;
  field: UseFormRegisterReturn;
  /** Marks a consent the form cannot go on without; optional ones say "(optional)" in the label. */
  required?: boolean;
  error?: string | undefined;
  /** What the consent covers, shown above the box (PIPA asks for items, purpose and retention). */
  children?: ReactNode;
}

/**
 * One consent: what it covers, then an unticked checkbox the shopper ticks. Required and optional
 * consents look the same, each on its own box, as the privacy law asks.
 */
export function ConsentBox({ label, field, required, error, children }: ConsentBoxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const detailsId = `${id}-details`;
  const describedBy = [children ? detailsId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.consent}>
      {children && (
        <div id={detailsId} className={styles.details}>
          {children}
        </div>
      )}
      <label className={styles.box} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-required={required || undefined}
          {...field}
        />
        <span>{label}</span>
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
