import { settingIn } from '@jangbogi/contracts/settings-in-language';
import { useShopSettings } from '@/features/catalog/api/get-settings';
import { useLocale, useT } from '@/i18n/use-i18n';
import { messengerName } from '@jangbogi/contracts/messenger';
import styles from './contact.module.css';

export function ShopContactDetails() {
  const t = useT();
  const locale = useLocale();
  const { data: settings, isError } = useShopSettings();
  return (
    <section className={`card ${styles.details}`} aria-labelledby="shop-contact">
      <h2 id="shop-contact">{t('contact.details')}</h2>
      {settings ? (
        <dl>
          <dt>{t('contact.phone')}</dt>
          <dd>
            <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>{settings.phone}</a>
          </dd>
          <dt>{messengerName(settings.messenger.kind, locale)}</dt>
          <dd>
            <a href={settings.messenger.url} target="_blank" rel="noopener noreferrer">
              {settings.messenger.kind === 'whatsapp'
                ? settings.whatsapp
                : settings.messenger.url.replace(/^https:\/\//, '')}
            </a>
          </dd>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </dd>
          <dt>{t('contact.address')}</dt>
          <dd>{settingIn(settings, 'address', locale)}</dd>
          <dt>{t('contact.hours')}</dt>
          <dd>{settingIn(settings, 'opening_hours', locale)}</dd>
          <dt>{t('contact.support')}</dt>
          <dd>{settingIn(settings, 'support_hours', locale)}</dd>
        </dl>
      ) : (
        <p>{isError ? t('contact.detailsFailed') : t('common.loading')}</p>
      )}
    </section>
  );
}
