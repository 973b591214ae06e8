import { formatWon } from '@jangbogi/contracts/money';
import { useId, useRef } from 'react';
import { CopyButton } from '@/components/copy-button';
import { useShopSettings } from '@/features/catalog/api/get-settings';
import styles from './transfer-details.module.css';

/** Bank apps take digits only; the shown text keeps its hyphens and the ₩ sign. */
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Where an unpaid account transfer goes: the shop's bank account from the settings (D9), the
 * exact amount and the depositor name given at checkout, with copy buttons for the two figures
 * a shopper types into a banking app.
 */
export function TransferDetails({
  amount,
  depositorName,
}: {
  amount: number;
  depositorName: string | null;
}) {
  const titleId = useId();
  const { data: settings, isError } = useShopSettings();
  const numberRef = useRef<HTMLSpanElement>(null);
  const amountRef = useRef<HTMLSpanElement>(null);
  return (
    <section className={styles.transfer} aria-labelledby={titleId} data-testid="transfer-details">
      <h2 id={titleId}>Transfer details</h2>
      <p className={styles.lead}>
        Please transfer the exact amount to this account, under the depositor name below, so we can
        match your payment to your order.
      </p>
      {settings ? (
        <dl className={styles.details}>
          <dt>Bank</dt>
          <dd>{settings.bank_name}</dd>
          <dt>Account holder</dt>
          <dd>{settings.account_title}</dd>
          <dt>Account number</dt>
          <dd>
            <span ref={numberRef} className={styles.figure} data-testid="transfer-account-number">
              {settings.account_number}
            </span>
            <CopyButton
              className={styles.copy}
              value={digitsOf(settings.account_number)}
              label="Copy account number"
              sourceRef={numberRef}
            />
          </dd>
          <dt>Amount</dt>
          <dd>
            <span ref={amountRef} className={styles.figure} data-testid="transfer-amount">
              {formatWon(amount)}
            </span>
            <CopyButton
              className={styles.copy}
              value={String(amount)}
              label="Copy amount"
              sourceRef={amountRef}
            />
          </dd>
          <dt>Depositor name</dt>
          <dd data-testid="transfer-depositor">{depositorName ?? '-'}</dd>
        </dl>
      ) : (
        <p className={styles.lead}>
          {isError ? 'Bank details could not be loaded.' : 'Loading bank details…'}
        </p>
      )}
    </section>
  );
}
