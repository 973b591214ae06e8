import { ftcBusinessInfoUrl } from '@jangbogi/contracts/business-info';
import { FREE_SHIPPING_THRESHOLD } from '@jangbogi/contracts/money';
import type { ShopSettings } from '@jangbogi/contracts/settings';
import { companyNameIn, settingIn } from '@jangbogi/contracts/settings-in-language';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { useShopSettings } from '@/features/catalog/api/get-settings';
import { useFormat, useLocale, useT } from '@/i18n/use-i18n';
import styles from './footer.module.css';

export function Footer() {
  const t = useT();
  const locale = useLocale();
  const { wonRound } = useFormat();
  const { data: settings, isError } = useShopSettings();
  const pending = isError ? t('footer.unavailable') : '…';

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section>
          <p className={styles.brand}>
            <span lang="ko">장보기</span> Jangbogi
          </p>
          <p>{t('footer.tagline')}</p>
          <p>{t('footer.freeDelivery', { amount: wonRound(FREE_SHIPPING_THRESHOLD) })}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.customerService')}</h2>
          <p>
            <span className={styles.label}>{t('footer.phone')}</span>
            {settings ? (
              <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>{settings.phone}</a>
            ) : (
              pending
            )}
          </p>
          <p>
            <span className={styles.label}>{t('footer.hours')}</span>
            {settings ? settingIn(settings, 'opening_hours', locale) : pending}
          </p>
          {settings?.email && (
            <p>
              <span className={styles.label}>{t('footer.email')}</span>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </p>
          )}
        </section>
        <section aria-labelledby="footer-bank">
          <h2 id="footer-bank">{t('footer.accountTransfer')}</h2>
          <p>
            <span className={styles.label}>{t('footer.bank')}</span>
            {settings ? settingIn(settings, 'bank_name', locale) : pending}
          </p>
          <p>
            <span className={styles.label}>{t('footer.accountHolder')}</span>
            {settings ? settingIn(settings, 'account_title', locale) : pending}
          </p>
          <p>
            <span className={styles.label}>{t('footer.accountNumber')}</span>
            {settings?.account_number ?? pending}
          </p>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{t('footer.information')}</h2>
          <ul className={styles.links}>
            <li>
              <AppLink to={paths.privacyPolicy.getHref()}>{t('footer.privacyPolicy')}</AppLink>
            </li>
            <li>
              <AppLink to={paths.returnPolicy.getHref()}>{t('footer.returnPolicy')}</AppLink>
            </li>
            <li>
              <AppLink to={paths.cart.getHref()}>{t('footer.cart')}</AppLink>
            </li>
          </ul>
        </section>
      </div>
      <BusinessDetails settings={settings} pending={pending} />
    </footer>
  );
}

/**
 * What a Korean mail-order seller must show on every page (전자상거래법 10조): who runs the shop,
 * its registration numbers with the FTC's page about it, the privacy officer, the host and the
 * buyer protection for prepaid transfers. Empty details are left out rather than shown blank.
 */
function BusinessDetails({
  settings,
  pending,
}: {
  settings: ShopSettings | undefined;
  pending: string;
}) {
  const t = useT();
  const locale = useLocale();
  const business = settings?.business;
  const registration = settings?.business_registration;
  const details: [label: string, value: string | undefined][] = [
    [t('footer.company'), business && companyNameIn(business, locale)],
    [t('footer.representative'), business?.representative],
    [t('footer.address'), settings && settingIn(settings, 'address', locale)],
    [t('footer.mailOrderNumber'), business?.mail_order_number],
    [
      t('footer.privacyOfficer'),
      business?.privacy_officer &&
        [business.privacy_officer, business.privacy_contact].filter(Boolean).join(' · '),
    ],
    [t('footer.hosting'), business?.hosting_provider],
    [
      t('footer.buyerProtection'),
      business?.buyer_protection_provider &&
        `${business.buyer_protection_provider} (${business.buyer_protection_number})`,
    ],
  ];
  return (
    <div className={`container ${styles.bottom}`}>
      <ul className={styles.legal} aria-label={t('footer.businessInfo')}>
        <li>
          {t('footer.businessRegistration')}: {registration ?? pending}
          {registration && (
            <>
              {' '}
              <a
                href={ftcBusinessInfoUrl(registration)}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.ftcLink}
              >
                {t('footer.businessInfoLink')}
              </a>
            </>
          )}
        </li>
        {details.map(([label, value]) =>
          value ? (
            <li key={label}>
              {label}: {value}
            </li>
          ) : null,
        )}
      </ul>
      <span>
        © {new Date().getFullYear()} {settings?.shop_name ?? 'Jangbogi'}
      </span>
    </div>
  );
}
