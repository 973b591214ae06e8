// The links in back-in-stock emails: "confirm this email" and "unsubscribe" (lib/signed-links.ts).
// An unsubscribe link keeps working for as long as the email may be read.
import { signedLinks } from '../../lib/signed-links.ts';
import { DAY_MS } from '../../lib/time.ts';

export type AlertLinkPurpose = 'confirm' | 'unsubscribe';

/** How long a confirmation link works; an unsubscribe link never expires. */
export const CONFIRM_LINK_DAYS = 7;

const links = signedLinks<AlertLinkPurpose>('jangbogi stock-alert links');

/** A token for a link that does `purpose` for `email`. */
export function signAlertLink(
  secret: string,
  purpose: AlertLinkPurpose,
  email: string,
  now = new Date(),
): string {
  const expiresAt =
    purpose === 'confirm' ? new Date(now.getTime() + CONFIRM_LINK_DAYS * DAY_MS) : undefined;
  return links.sign(secret, purpose, email, expiresAt);
}

/** The email a token was signed for, or null when it is forged, of another kind or expired. */
export const readAlertLink = links.read;
