import styles from './feature-blurbs.module.css';

const BLURBS = [
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
    title: '24/7 support',
    text: 'Questions about an order? Message us any time, day or night.',
  },
];

export function FeatureBlurbs() {
  return (
    <ul className={styles.blurbs} aria-label="Why shop with us">
      {BLURBS.map((blurb) => (
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
