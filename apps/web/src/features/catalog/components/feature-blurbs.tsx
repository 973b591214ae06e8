import { useShopSettings } from '../api/get-settings';
import styles from './feature-blurbs.module.css';

export function FeatureBlurbs() {
  const { data: settings } = useShopSettings();
  // Support hours come from the settings, like every other place that states them (ADR 0020).
  const blurbs = [
    {
      icon: '🚚',
      title: 'Shipping across Korea',
      text: 'Fresh groceries delivered to your door anywhere in Korea.',
    },
    {
      icon: '🔒',
      title: 'Safe payment',
      text: 'Pay cash on delivery or by account transfer, whichever you prefer.',
    },
    {
      icon: '💬',
      title: 'Customer support',
      text: settings
        ? `Questions about an order? Call, email or message us: ${settings.support_hours}.`
        : 'Questions about an order? Call, email or message us.',
    },
  ];
  return (
    <ul className={styles.blurbs} aria-label="Why shop with us">
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
