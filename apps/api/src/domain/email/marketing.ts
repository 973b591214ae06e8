// Marketing emails (광고성 정보, Information and Communications Network Act art. 50). The shop
// sends none today: order, delivery and back-in-stock emails are notices the shopper asked for,
// not advertising. Sign-up records the shopper's consent with its date (users.marketing_consent_at);
// a campaign, when there is one, builds each email here, so none can leave without the rules:
// only to a shopper who agreed, "(광고)" leading the subject, and a free unsubscribe link in the
// body and the List-Unsubscribe header (RFC 8058), outside the night hours.
import type { Language } from '../../lib/i18n/language.ts';
import type { OutgoingEmail } from './outbox.ts';
import { emailWords, htmlLink } from './words.ts';

export const AD_SUBJECT_PREFIX = '(광고)';

export interface MarketingRecipient {
  email: string;
  /** When the shopper agreed to marketing emails; null when they did not. */
  marketingConsentAt: Date | null;
  language: Language;
}

export interface MarketingContent {
  kind: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where a marketing email's unsubscribe goes (marketingUnsubscribeLinks in accounts). */
export interface UnsubscribeLinks {
  /** The page the link in the body opens: one click there ends the consent. */
  page: string;
  /** What a mail client's one-click unsubscribe posts to (RFC 8058). */
  endpoint: string;
}

/** The email a campaign sends to one shopper, or null when they never agreed. */
export function marketingEmail(
  recipient: MarketingRecipient,
  content: MarketingContent,
  unsubscribe: UnsubscribeLinks,
): OutgoingEmail | null {
  if (!recipient.marketingConsentAt) return null;
  const words = emailWords(recipient.language);
  const line = words.labelled('email.marketing.unsubscribe', unsubscribe.page);
  const subject = content.subject.startsWith(AD_SUBJECT_PREFIX)
    ? content.subject
    : `${AD_SUBJECT_PREFIX} ${content.subject}`;
  return {
    kind: content.kind,
    to: recipient.email,
    subject,
    text: `${content.text}\n\n${line}\n`,
    ...(content.html === undefined
      ? {}
      : {
          html: words.document(
            `${content.html}<p>${htmlLink(unsubscribe.page, words.text('email.marketing.unsubscribe'))}</p>`,
          ),
        }),
    headers: {
      'List-Unsubscribe': `<${unsubscribe.endpoint}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Korea has no daylight saving: UTC+9 all year. */
const KOREA_OFFSET_HOURS = 9;

/**
 * Whether an advertising email may go out at `now`: not between 21:00 and 08:00 Korean time,
 * which needs a consent of its own the shop does not ask for.
 */
export function marketingMayBeSentAt(now: Date): boolean {
  const hour = (now.getUTCHours() + KOREA_OFFSET_HOURS) % 24;
  return hour >= 8 && hour < 21;
}
