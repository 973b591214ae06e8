import { PageMeta } from '@/components/page-meta';
import { ContactForm } from '@/features/contact/components/contact-form';
import styles from '@/features/contact/components/contact.module.css';
import { ShopContactDetails } from '@/features/contact/components/shop-contact-details';

export function ContactRoute() {
  return (
    <div className="container page">
      <PageMeta
        title="Contact"
        description="Questions about an order or a product? Send Jangbogi (장보기) a message."
      />
      <h1 className="page-title">Contact Us</h1>
      <div className={styles.layout}>
        <ContactForm />
        <ShopContactDetails />
      </div>
    </div>
  );
}
