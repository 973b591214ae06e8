import { formatDeadline } from '@jangbogi/contracts/format';
import { settingIn } from '@jangbogi/contracts/settings-in-language';
import { useId } from 'react';
import { useShopSettings } from '@/features/catalog/api/get-settings';
import { useFormat, useLocale, useT } from '@/i18n/use-i18n';
import { CopyableFigure } from './copyable-figure';
import styles from './transfer-details.module.css';

/** Bank apps take digits only; the shown text keeps its hyphens and the ₩ sign. */
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Where an unpaid account transfer goes: the shop's bank account from the settings (ADR 0020), the
 * exact amount and the depositor name given at checkout, with copy buttons for the two figures
 * a shopper types into a banking app, and by when the money must come (in Korea time).
 */
export function TransferDetails({
  amount,
  depositorName,
  deadline,
}: {
  amount: number;
  depositorName: string | null;
  /** When the unpaid order is cancelled (ISO 8601); unknown on an older page's confirmation. */
  deadline: string | null | undefined;
}) {
  const t = useT();
  const { won: formatWon } = useFormat();
  const titleId = useId();
  const locale = useLocale();
  const { data: settings, isError } = useShopSettings();
  return (
    <section className={styles.transfer} aria-labelledby={titleId} data-testid="transfer-details">
      <h2 id={titleId}>{t('transfer.title')}</h2>
      {deadline && (
        <p className={styles.deadline} data-testid="payment-deadline">
          <time dateTime={deadline}>
            {t('transfer.deadline', { deadline: formatDeadline(deadline, locale) })}
          </time>
        </p>
      )}
      <p className={styles.lead}>{t('transfer.lead')}</p>
      {settings ? (
        <dl className={styles.details}>
          <dt>{t('transfer.bank')}</dt>
          <dd>{settingIn(settings, 'bank_name', locale)}</dd>
          <dt>{t('transfer.holder')}</dt>
          <dd>{settingIn(settings, 'account_title', locale)}</dd>
          <dt>{t('transfer.number')}</dt>
          <dd>
            <CopyableFigure
              shown={settings.account_number}
              copied={digitsOf(settings.account_number)}
              copyLabel={t('transfer.copyNumber')}
              testId="transfer-account-number"
            />
          </dd>
          <dt>{t('transfer.amount')}</dt>
          <dd>
            <CopyableFigure
              shown={formatWon(amount)}
              copied={String(amount)}
              copyLabel={t('transfer.copyAmount')}
              testId="transfer-amount"
            />
          </dd>
          <dt>{t('transfer.depositor')}</dt>
          <dd data-testid="transfer-depositor">{depositorName ?? '-'}</dd>
        </dl>
      ) : (
        <p className={styles.lead}>{isError ? t('transfer.loadFailed') : t('transfer.loading')}</p>
      )}
    </section>
  );
}
