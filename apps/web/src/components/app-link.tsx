import type { AnchorHTMLAttributes } from 'react';
import { localizePath } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-i18n';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An address inside the shop, from config/paths. */
  to: string;
};

/**
 * A link to another page of the shop, followed without a page load. It renders a plain anchor: the
 * document's one click listener (lib/link-navigation) hands it to the router, so it costs nothing
 * to hydrate. React Router's Link is still the one for links that carry navigation state or need
 * an active style (NavLink). The address keeps the page's language (`/ko/...` on a Korean page);
 * reading it is one context, no state.
 */
export function AppLink({ to, ...rest }: AppLinkProps) {
  const locale = useLocale();
  return <a {...rest} href={localizePath(to, locale)} data-routed="" />;
}
