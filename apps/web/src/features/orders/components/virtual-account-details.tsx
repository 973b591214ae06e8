import { koreaDeadlineText } from '@jangbogi/contracts/calendar-words';
import { useId, useRef } from 'react';
import { CopyButton } from '@/components/copy-button';
import { useFormat, useLocale, useT } from '@/i18n/use-i18n';
import type { VirtualAccount } from '@jangbogi/contracts/payments';
import styles from './transfer-details.module.css';

/**
 * The account Toss opened for this order (가상계좌): the bank, the number to send the exact amount
 * to, and by when. The money is matched by the account itself, so no depositor name or proof.
 */
export function VirtualAccountDetails({
  account,
  amount,
}: {
  account: VirtualAccount;
  amount: number;
}) {
  const t = useT();
  const locale = useLocale();
  const { won: formatWon } = useFormat();
  const titleId = useId();
  const numberRef = useRef<HTMLSpanElement>(null);
  const amountRef = useRef<HTMLSpanElement>(null);
  return (
    <section className={styles.transfer} aria-labelledby={titleId} data-testid="virtual-account">
      <h2 id={titleId}>{t('virtualAccount.title')}</h2>
      <p className={styles.deadline} data-testid="virtual-account-deadline">
        <time dateTime={account.due_date}>
          {t('virtualAccount.deadline', {
            deadline: koreaDeadlineText(account.due_date, locale),
          })}
        </time>
      </p>
      <p className={styles.lead}>{t('virtualAccount.lead')}</p>
      <dl className={styles.details}>
        <dt>{t('transfer.bank')}</dt>
        <dd data-testid="virtual-account-bank">{account.bank}</dd>
        <dt>{t('transfer.number')}</dt>
        <dd>
          <span ref={numberRef} className={styles.figure} data-testid="virtual-account-number">
            {account.account_number}
          </span>
          <CopyButton
            className={styles.copy}
            value={account.account_number.replace(/\D/g, '')}
            label={t('transfer.copyNumber')}
            sourceRef={numberRef}
          />
        </dd>
        <dt>{t('transfer.amount')}</dt>
        <dd>
          <span ref={amountRef} className={styles.figure}>
            {formatWon(amount)}
          </span>
          <CopyButton
            className={styles.copy}
            value={String(amount)}
            label={t('transfer.copyAmount')}
            sourceRef={amountRef}
          />
        </dd>
      </dl>
    </section>
  );
}
