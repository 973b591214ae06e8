// Consent to marketing emails (Information and Communications Network Act art. 50): given only by
// the shopper, at sign-up or in My Account, and taken back there or in one click from any
// marketing email, without signing in. Every marketing email carries a signed link for its
// recipient (lib/signed-links.ts), which never expires. users.marketing_consent_at says whether a
// shopper agrees now (and since when, for the two-yearly reconfirmation); every change is also
// kept in marketing_consent_changes with its time and where it was made, and the shopper is told
// the result by email, as art. 50(7) asks of the sender.
import { formatDateTime } from '@jangbogi/contracts/format';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { UnsubscribeLinks } from '../email/marketing.ts';
import { enqueueEmail, type OutgoingEmail } from '../email/outbox.ts';
import { emailWords } from '../email/words.ts';
import { badRequest } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n/catalogue.ts';
import type { Language } from '../../lib/i18n/language.ts';
import { signedLinks } from '../../lib/signed-links.ts';
import { linkTo } from './link-tokens.ts';

export const INVALID_MARKETING_LINK = 'accounts.unsubscribeLinkInvalid';

/** Where a shopper gave or took back the consent. */
export type ConsentSource = 'sign_up' | 'account' | 'unsubscribe_link';

const links = signedLinks<'unsubscribe'>('jangbogi marketing links');

/** The email that tells a shopper a change of their consent was made, with its date. */
export function consentNoticeMessage(
  user: { email: string; firstName: string; preferredLanguage: Language },
  agreed: boolean,
  at: Date,
): OutgoingEmail {
  const language = user.preferredLanguage;
  const words = emailWords(language);
  const change = agreed ? 'given' : 'withdrawn';
  const lines = [
    words.text('email.greeting', { name: user.firstName }),
    words.text(`email.marketingConsent.${change}.result`, { when: formatDateTime(at, language) }),
    [
      words.text('email.marketingConsent.sender'),
      words.text('email.marketingConsent.change'),
      words.text('email.marketingConsent.orders'),
    ].join('\n'),
  ];
  return {
    kind: `marketing_consent_${change}`,
    to: user.email,
    subject: words.text(`email.marketingConsent.${change}.subject`),
    text: `${lines.join('\n\n')}\n`,
  };
}

/**
 * Sets an account's marketing consent inside the caller's transaction. A change is recorded with
 * its time and source and announced to the shopper; asking for the state the account is already
 * in changes nothing (the conditional update lets only one of two clicks at once through).
 */
export async function setMarketingConsent(
  tx: DbOrTx,
  userId: string,
  agreed: boolean,
  source: ConsentSource,
): Promise<void> {
  const now = new Date();
  const changed = await tx.user.updateMany({
    where: { id: userId, marketingConsentAt: agreed ? null : { not: null } },
    data: { marketingConsentAt: agreed ? now : null },
  });
  if (changed.count === 0) return;
  await tx.marketingConsentChange.create({
    data: { userId, agreed, source, changedAt: now },
    select: { id: true },
  });
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, firstName: true, preferredLanguage: true },
  });
  await enqueueEmail(tx, consentNoticeMessage(user, agreed, now));
}

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
  db: Db,
  secret: string,
  token: string,
  language: Language,
): Promise<{ email: string; message: string }> {
  const email = links.read(secret, 'unsubscribe', token);
  if (!email) throw badRequest(INVALID_MARKETING_LINK, 'INVALID_MARKETING_LINK');
  await inTransaction(db, async (tx) => {
    const account = await tx.user.findUnique({ where: { email }, select: { id: true } });
    if (account) await setMarketingConsent(tx, account.id, false, 'unsubscribe_link');
  });
  return { email, message: translate(language, 'email.marketing.unsubscribed', { email }) };
}
