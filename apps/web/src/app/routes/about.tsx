import { PageMeta } from '@/components/page-meta';
import { useShopSettings } from '@/features/catalog/api/get-settings';
import styles from './about.module.css';

const REASONS = [
  'Fresh produce, meat and seafood picked the morning they ship',
  'Korean pantry staples, snacks and household goods in one basket',
  'Clear prices in won, with free delivery on orders of ₩50,000 or more',
  'Pay cash on delivery or by account transfer',
  'Friendly support in Korean and English',
];

export function AboutRoute() {
  const { data: settings } = useShopSettings();
  return (
    <div className="container page">
      <PageMeta
        title="About Us"
        description="The story of Jangbogi (장보기), an online Korean grocery shop: our mission, why shoppers choose us and how to reach us."
      />
      <section className={styles.hero}>
        <h1>
          About Jangbogi <span lang="ko">장보기</span>
        </h1>
        <p>
          <span lang="ko">장보기</span> means “going grocery shopping”. We started Jangbogi so that
          everyone in Korea, from busy families to people far from a market, can fill their basket
          with fresh, honest groceries without the trip.
        </p>
      </section>
      <div className={styles.grid}>
        <section className={`card ${styles.block}`}>
          <h2>Our story</h2>
          <p>
            Jangbogi began as a small neighbourhood delivery service. Shoppers kept asking for more:
            more vegetables, more Korean staples, more household goods. Today we work directly with
            farms, fisheries and trusted brands to bring a full market to your door.
          </p>
        </section>
        <section className={`card ${styles.block}`}>
          <h2>Our mission</h2>
          <p>
            To make everyday grocery shopping simple, fair and fresh: good food at honest prices,
            delivered carefully, with people you can talk to when you need help.
          </p>
        </section>
        <section className={`card ${styles.block}`}>
          <h2>Why choose us</h2>
          <ul className={styles.reasons}>
            {REASONS.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </section>
        <section className={`card ${styles.block}`} aria-labelledby="about-contact">
          <h2 id="about-contact">Contact us</h2>
          <dl className={styles.contact}>
            <dt>Phone</dt>
            <dd>
              {settings ? (
                <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>{settings.phone}</a>
              ) : (
                '…'
              )}
            </dd>
            <dt>Email</dt>
            <dd>{settings ? <a href={`mailto:${settings.email}`}>{settings.email}</a> : '…'}</dd>
            <dt>Hours</dt>
            <dd data-testid="about-opening-hours">{settings?.opening_hours ?? '…'}</dd>
            <dt>Customer support</dt>
            <dd data-testid="about-support-hours">{settings?.support_hours ?? '…'}</dd>
          </dl>
        </section>
      </div>
    </div>
  );
}
