import { settingIn } from '@jangbogi/contracts/settings-in-language';
import { FREE_SHIPPING_THRESHOLD } from '@jangbogi/contracts/money';
import { Trans } from '@lingui/react';
import { PageMeta } from '@/components/page-meta';
import { useShopSettings } from '@/features/catalog/api/get-settings';
import { useFormat, useLocale, useT } from '@/i18n/use-i18n';
import styles from './about.module.css';

const REASONS = [
  'about.reason1',
  'about.reason2',
  'about.reason3',
  'about.reason4',
  'about.reason5',
] as const;

export function AboutRoute() {
  const t = useT();
  const locale = useLocale();
  const { wonRound } = useFormat();
  const { data: settings } = useShopSettings();
  const korean = <span lang="ko" />;
  return (
    <div className="container page">
      <PageMeta title={t('about.metaTitle')} description={t('about.metaDescription')} />
      <section className={styles.hero}>
        <h1>
          <Trans id="about.title" components={{ 0: korean }} />
        </h1>
        <p>
          <Trans id="about.intro" components={{ 0: korean }} />
        </p>
      </section>
      <div className={styles.grid}>
        <section className={`card ${styles.block}`}>
          <h2>{t('about.storyTitle')}</h2>
          <p>{t('about.story')}</p>
        </section>
        <section className={`card ${styles.block}`}>
          <h2>{t('about.missionTitle')}</h2>
          <p>{t('about.mission')}</p>
        </section>
        <section className={`card ${styles.block}`}>
          <h2>{t('about.whyTitle')}</h2>
          <ul className={styles.reasons}>
            {REASONS.map((reason) => (
              <li key={reason}>{t(reason, { threshold: wonRound(FREE_SHIPPING_THRESHOLD) })}</li>
            ))}
          </ul>
        </section>
        <section className={`card ${styles.block}`} aria-labelledby="about-contact">
          <h2 id="about-contact">{t('about.contactTitle')}</h2>
          <dl className={styles.contact}>
            <dt>{t('contact.phone')}</dt>
            <dd>
              {settings ? (
                <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>{settings.phone}</a>
              ) : (
                '…'
              )}
            </dd>
            <dt>{t('contact.email')}</dt>
            <dd>{settings ? <a href={`mailto:${settings.email}`}>{settings.email}</a> : '…'}</dd>
            <dt>{t('contact.hours')}</dt>
            <dd data-testid="about-opening-hours">
              {settings ? settingIn(settings, 'opening_hours', locale) : '…'}
            </dd>
            <dt>{t('contact.support')}</dt>
            <dd data-testid="about-support-hours">
              {settings ? settingIn(settings, 'support_hours', locale) : '…'}
            </dd>
          </dl>
        </section>
      </div>
    </div>
  );
}
