import type { UseFormRegisterReturn } from 'react-hook-form';
import { ConsentBox } from '@/components/consent-box';
import { useT } from '@/i18n/use-i18n';
import styles from './checkout.module.css';

/**
 * 개인정보 수집·이용 동의 for a guest order (PIPA art. 15): the items collected, why and for how
 * long, then a required box left unticked. Members agreed to the same when they signed up.
 */
export function PrivacyConsent({
  field,
  error,
}: {
  field: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const t = useT();
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="privacy-title">
      <h2 id="privacy-title">{t('privacy.title')}</h2>
      <ConsentBox label={t('privacy.agree')} field={field} required error={error}>
        <dl>
          <dt>{t('privacy.itemsLabel')}</dt>
          <dd>{t('privacy.items')}</dd>
          <dt>{t('privacy.purposeLabel')}</dt>
          <dd>{t('privacy.purpose')}</dd>
          <dt>{t('privacy.retentionLabel')}</dt>
          <dd>{t('privacy.retention')}</dd>
        </dl>
        <p className={styles.hint}>{t('privacy.refuse')}</p>
      </ConsentBox>
    </section>
  );
}
