import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import styles from './checkout.module.css';

interface FormFieldProps {
  id: string;
  label: string;
  error?: FieldError;
  optional?: boolean;
  /** The input itself; it gets `id`, `aria-invalid` and `aria-describedby` from `fieldAria`. */
  children: ReactNode;
}

export const errorId = (id: string) => `${id}-error`;

/** Accessibility attributes that tie an input to its label's error message. */
export const fieldAria = (id: string, error?: FieldError) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorId(id) : undefined,
});

export function FormField({ id, label, error, optional, children }: FormFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label} {optional && <span className={styles.optional}>(optional)</span>}
      </label>
      {children}
      {error?.message && (
        <p id={errorId(id)} className={styles.error} role="alert">
          {error.message}
        </p>
      )}
    </div>
  );
}
