import { PageMeta } from '@/components/page-meta';
import { useT } from '@/i18n/use-i18n';
import { ContactForm } from '@/features/contact/components/contact-form';
import styles from '@/features/contact/components/contact.module.css';
import { ShopContactDetails } from '@/features/contact/components/shop-contact-details';

export function ContactRoute() {
  const t = useT();
  return (
    <div className="container page">
      <PageMeta title={t('contact.metaTitle')} description={t('contact.metaDescription')} />
      <h1 className="page-title">{t('contact.title')}</h1>
      <div className={styles.layout}>
        <ContactForm />
        <ShopContactDetails />
      </div>
    </div>
  );
}
