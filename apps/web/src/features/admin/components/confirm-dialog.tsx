import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '@/i18n/use-i18n';
import styles from './admin.module.css';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A small modal question; Escape or the backdrop answers no. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const titleId = useId();
  const keepButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    keepButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);

  return (
    <div
      className={styles.backdrop}
      onClick={(event) => event.target === event.currentTarget && onCancel()}
    >
      <div role="alertdialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog}>
        <h2 id={titleId}>{title}</h2>
        <p>{children}</p>
        <div className={styles.actions}>
          <button ref={keepButton} type="button" className={styles.button} onClick={onCancel}>
            {cancelLabel ?? t('admin.confirm.back')}
          </button>
          <button type="button" className={styles.danger} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
