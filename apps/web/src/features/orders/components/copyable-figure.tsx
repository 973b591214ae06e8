import { useRef } from 'react';
import { CopyButton } from '@/components/copy-button';
import styles from './transfer-details.module.css';

/**
 * A figure a shopper types into a banking app (an account number, an amount), shown as the shop
 * writes it, with a button that copies what the app takes: digits only, no hyphens or ₩ sign.
 */
export function CopyableFigure({
  shown,
  copied,
  copyLabel,
  testId,
}: {
  shown: string;
  copied: string;
  /** What is copied, for screen readers: "Copy account number". */
  copyLabel: string;
  testId?: string;
}) {
  const figureRef = useRef<HTMLSpanElement>(null);
  return (
    <>
      <span ref={figureRef} className={styles.figure} data-testid={testId}>
        {shown}
      </span>
      <CopyButton className={styles.copy} value={copied} label={copyLabel} sourceRef={figureRef} />
    </>
  );
}
