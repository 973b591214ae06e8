import type { ShopSettings } from '@jangbogi/contracts/settings';
import { useT } from '@/i18n/use-i18n';

type Network = keyof ShopSettings['social_links'];

const LABELS: Record<Network, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  // Brand names stay as they are; the Kakao channel's label is translated (labelOf).
  kakao: 'KakaoTalk channel',
};

const ICONS: Record<Network, string> = {
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm5.5-3.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8Z',
  youtube:
    'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8ZM10 15V9l5.2 3L10 15Z',
  kakao:
    'M12 3C6.5 3 2 6.6 2 11c0 2.8 1.8 5.3 4.6 6.7L5.6 21.5l4.3-2.8c.7.1 1.4.2 2.1.2 5.5 0 10-3.6 10-8S17.5 3 12 3Z',
};

export function SocialLinks({
  links,
  className,
}: {
  links: ShopSettings['social_links'] | undefined;
  className?: string;
}) {
  const t = useT();
  if (!links) return null;
  const labelOf = (network: Network) => (network === 'kakao' ? t('layout.kakao') : LABELS[network]);
  const entries = (Object.keys(LABELS) as Network[]).flatMap((network) => {
    const url = links[network];
    return url ? [{ network, url }] : [];
  });
  if (entries.length === 0) return null;
  return (
    <ul className={className} aria-label={t('layout.followUs')}>
      {entries.map(({ network, url }) => (
        <li key={network}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={labelOf(network)}
            title={labelOf(network)}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path d={ICONS[network]} fill="currentColor" fillRule="evenodd" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
