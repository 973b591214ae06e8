import type { ReactNode } from 'react';
import styles from './admin.module.css';

/** A labelled control with its error underneath. */
export function FormField({ label, error, wide, children }: { label: string; error?: string; wide?: boolean; children: ReactNode }) {
  return (
    <label className={`${styles.field} ${wide ? styles.wide : ''}`} data-invalid={Boolean(error)}>
      {label}
      {children}
      {error && <span className={styles.fieldError}>{error}</span>}
    </label>
  );
}

/** Copies the server's field errors (dotted paths) onto a react-hook-form; returns whether any matched. */
export function applyFieldErrors<Name extends string>(
  fieldErrors: Record<string, string[]>,
  setError: (name: Name, error: { type: string; message: string }) => void,
): boolean {
  let applied = false;
  for (const [name, messages] of Object.entries(fieldErrors)) {
    if (!name || name === '_' || !messages[0]) continue;
    setError(name as Name, { type: 'server', message: messages[0] });
    applied = true;
  }
  return applied;
}
