import { settingIn } from '@jangbogi/contracts/settings-in-language';
import { useLocale, useT } from '@/i18n/use-i18n';
import { useShopSettings } from '../api/get-settings';
import styles from './feature-blurbs.module.css';

export function FeatureBlurbs() {
  const t = useT();
  const locale = useLocale();
  const { data: settings } = useShopSettings();
  // Support hours come from the settings, like every other place that states them (ADR 0020).
  const blurbs = [
    {
      icon: '🚚',
      title: t('blurbs.shippingTitle'),
      text: t('blurbs.shippingText'),
    },
    {
      icon: '🔒',
      title: t('blurbs.paymentTitle'),
      text: t('blurbs.paymentText'),
    },
    {
      icon: '💬',
      title: t('blurbs.supportTitle'),
      text: settings
        ? t('blurbs.supportTextHours', { hours: settingIn(settings, 'support_hours', locale) })
        : t('blurbs.supportText'),
    },
  ];
  return (
    <ul className={styles.blurbs} aria-label={t('blurbs.label')}>
      {blurbs.map((blurb) => (
        <li key={blurb.title} className={styles.blurb}>
          <span className={styles.icon} aria-hidden="true">
            {blurb.icon}
          </span>
          <div>
            <h3>{blurb.title}</h3>
            <p>{blurb.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
