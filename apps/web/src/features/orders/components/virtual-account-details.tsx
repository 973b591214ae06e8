import { formatDeadline } from '@jangbogi/contracts/format';
import { useId } from 'react';
import { useFormat, useLocale, useT } from '@/i18n/use-i18n';
import type { VirtualAccount } from '@jangbogi/contracts/payments';
import { CopyableFigure } from './copyable-figure';
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
  return (
    <section className={styles.transfer} aria-labelledby={titleId} data-testid="virtual-account">
      <h2 id={titleId}>{t('virtualAccount.title')}</h2>
      <p className={styles.deadline} data-testid="virtual-account-deadline">
        <time dateTime={account.due_date}>
          {t('virtualAccount.deadline', {
            deadline: formatDeadline(account.due_date, locale),
          })}
        </time>
      </p>
      <p className={styles.lead}>{t('virtualAccount.lead')}</p>
      <dl className={styles.details}>
        <dt>{t('transfer.bank')}</dt>
        <dd data-testid="virtual-account-bank">{account.bank}</dd>
        <dt>{t('transfer.number')}</dt>
        <dd>
          <CopyableFigure
            shown={account.account_number}
            copied={account.account_number.replace(/\D/g, '')}
            copyLabel={t('transfer.copyNumber')}
            testId="virtual-account-number"
          />
        </dd>
        <dt>{t('transfer.amount')}</dt>
        <dd>
          <CopyableFigure
            shown={formatWon(amount)}
            copied={String(amount)}
            copyLabel={t('transfer.copyAmount')}
          />
        </dd>
      </dl>
    </section>
  );
}
