import type { User } from '@jangbogi/contracts/users';
import { useId } from 'react';
import { useUpdateProfile } from '@/features/account/api/profile';
import { useFormat, useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import { notify } from '@/lib/toast';
import styles from './marketing-consent-switch.module.css';

/**
 * The shopper's consent to marketing emails (광고성 정보 수신 동의), optional and apart from the
 * profile form: a flip saves at once, and the server records the change with its time and emails
 * the shopper its result. Order and delivery emails come whatever it says.
 */
export function MarketingConsentSwitch({ user }: { user: User }) {
  const t = useT();
  const format = useFormat();
  const errorText = useErrorMessage();
  const update = useUpdateProfile();
  const id = useId();
  const agreed = user.marketing_consent_at !== null;

  const onChange = (next: boolean) =>
    update.mutate(
      { marketing_consent: next },
      {
        onSuccess: () =>
          notify('success', t(next ? 'marketingConsent.agreed' : 'marketingConsent.withdrawn')),
        onError: (error) => notify('error', errorText(error, t('marketingConsent.failed'))),
      },
    );

  return (
    <section className={`card ${styles.card}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('marketingConsent.title')}
      </h2>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={id}>
          {t('register.marketing')}
        </label>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={agreed}
          disabled={update.isPending}
          aria-describedby={`${id}-status ${id}-details`}
          onChange={(event) => onChange(event.target.checked)}
        />
      </div>
      <p id={`${id}-status`} className={styles.status}>
        {user.marketing_consent_at
          ? t('marketingConsent.agreedOn', { date: format.dateTime(user.marketing_consent_at) })
          : t('marketingConsent.notAgreed')}
      </p>
      <p id={`${id}-details`} className={styles.details}>
        {t('register.marketingDetails')}
      </p>
    </section>
  );
}
