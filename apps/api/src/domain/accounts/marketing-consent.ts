// Taking back the consent to marketing emails (Information and Communications Network Act
// art. 50): free, in one click, without signing in. Every marketing email carries a signed link
// for its recipient (lib/signed-links.ts), which never expires; following it clears the
// account's marketing_consent_at, so no campaign writes to that address again.
import type { DbOrTx } from '../../db/client.ts';
import type { UnsubscribeLinks } from '../email/marketing.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Language } from '../../lib/i18n/language.ts';
import { signedLinks } from '../../lib/signed-links.ts';
import { linkTo } from './link-tokens.ts';

export const INVALID_MARKETING_LINK = 'This unsubscribe link is not valid.';

const links = signedLinks<'unsubscribe'>('jangbogi marketing links');

const UNSUBSCRIBED = {
  en: (email: string) => `You are unsubscribed: ${email} gets no more marketing emails from us.`,
  ko: (email: string) =>
    `수신 거부되었습니다. ${email} 주소로 더 이상 광고성 정보를 보내지 않습니다.`,
} satisfies Record<Language, (email: string) => string>;

/** The unsubscribe page and endpoint of a marketing email to `email`. */
export function marketingUnsubscribeLinks(
  settings: { publicUrl: string; secret: string },
  email: string,
  language: Language,
): UnsubscribeLinks {
  const token = links.sign(settings.secret, 'unsubscribe', email);
  return {
    page: linkTo(settings.publicUrl, `/marketing/unsubscribe/${token}`, language),
    endpoint: linkTo(settings.publicUrl, `/api/marketing/unsubscribe/${token}`),
  };
}

/** Follows an unsubscribe link: the account of its email no longer receives marketing emails. */
export async function withdrawMarketingConsent(
  db: DbOrTx,
  secret: string,
  token: string,
  language: Language,
): Promise<{ email: string; message: string }> {
  const email = links.read(secret, 'unsubscribe', token);
  if (!email) throw badRequest(INVALID_MARKETING_LINK, 'INVALID_MARKETING_LINK');
  await db.user.updateMany({
    where: { email, marketingConsentAt: { not: null } },
    data: { marketingConsentAt: null },
  });
  return { email, message: UNSUBSCRIBED[language](email) };
}
