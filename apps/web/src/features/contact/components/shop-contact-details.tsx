import { useShopSettings } from '@/features/catalog/api/get-settings';
import { whatsAppHref } from '@/lib/whatsapp';
import styles from './contact.module.css';

export function ShopContactDetails() {
  const { data: settings, isError } = useShopSettings();
  return (
    <section className={`card ${styles.details}`} aria-labelledby="shop-contact">
      <h2 id="shop-contact">Contact details</h2>
      {settings ? (
        <dl>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>{settings.phone}</a>
          </dd>
          <dt>WhatsApp</dt>
          <dd>
            <a href={whatsAppHref(settings.whatsapp)} target="_blank" rel="noopener noreferrer">
              {settings.whatsapp}
            </a>
          </dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </dd>
          <dt>Address</dt>
          <dd>{settings.address}</dd>
          <dt>Hours</dt>
          <dd>{settings.opening_hours}</dd>
          <dt>Customer support</dt>
          <dd>{settings.support_hours}</dd>
        </dl>
      ) : (
        <p>{isError ? 'Contact details could not be loaded.' : 'Loading…'}</p>
      )}
    </section>
  );
}
