// Consent to marketing emails (Information and Communications Network Act art. 50): given only by
// the shopper, at sign-up or in My Account, and taken back there or in one click from any
// marketing email, without signing in. Every marketing email carries a signed link for its
// recipient (lib/signed-links.ts), which never expires. users.marketing_consent_at says whether a
// shopper agrees now (and since when, for the two-yearly reconfirmation); every change is also
// kept in marketing_consent_changes with its time and where it was made, and the shopper is told
// the result by email, as art. 50(7) asks of the sender.
import { formatKoreaDateTime } from '@jangbogi/contracts/korea-time';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { UnsubscribeLinks } from '../email/marketing.ts';
import { enqueueEmail, type OutgoingEmail } from '../email/outbox.ts';
import { greeting } from '../email/greeting.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Language } from '../../lib/i18n/language.ts';
import { signedLinks } from '../../lib/signed-links.ts';
import { linkTo } from './link-tokens.ts';

export const INVALID_MARKETING_LINK = 'accounts.unsubscribeLinkInvalid';

/** Where a shopper gave or took back the consent. */
export type ConsentSource = 'sign_up' | 'account' | 'unsubscribe_link';

const links = signedLinks<'unsubscribe'>('jangbogi marketing links');

const UNSUBSCRIBED = {
  en: (email: string) => `You are unsubscribed: ${email} gets no more marketing emails from us.`,
  ko: (email: string) =>
    `수신 거부되었습니다. ${email} 주소로 더 이상 광고성 정보를 보내지 않습니다.`,
} satisfies Record<Language, (email: string) => string>;

const NOTICE_WORDS = {
  en: {
    subject: (agreed: boolean) =>
      agreed
        ? 'Jangbogi: you agreed to marketing emails'
        : 'Jangbogi: you are unsubscribed from marketing emails',
    result: (agreed: boolean, when: string) =>
      agreed
        ? `On ${when} (Korea time) you agreed to receive Jangbogi's offers and news by email.`
        : `On ${when} (Korea time) you stopped Jangbogi's offers and news by email. We send you no more of them.`,
    sender: 'Sender: Jangbogi',
    change:
      'You can change this at any time under My Account, or with the link in any offer email.',
    orders: 'Emails about your orders and deliveries come either way.',
  },
  ko: {
    subject: (agreed: boolean) =>
      agreed
        ? '[장보기] 광고성 정보 수신 동의 처리 결과 안내'
        : '[장보기] 광고성 정보 수신 거부 처리 결과 안내',
    result: (agreed: boolean, when: string) =>
      agreed
        ? `${when}(한국 시간)에 장보기의 광고성 정보(이메일) 수신에 동의하신 내용이 처리되었습니다.`
        : `${when}(한국 시간)에 장보기의 광고성 정보(이메일) 수신 거부가 처리되었습니다. 앞으로 광고성 정보를 보내지 않습니다.`,
    sender: '전송자: 장보기',
    change: '마이페이지의 회원 정보 또는 광고 메일의 수신 거부 링크에서 언제든 바꾸실 수 있습니다.',
    orders: '주문·배송 안내 메일은 동의와 관계없이 보내 드립니다.',
  },
} satisfies Record<Language, unknown>;

/** The email that tells a shopper a change of their consent was made, with its date. */
export function consentNoticeMessage(
  user: { email: string; firstName: string; preferredLanguage: Language },
  agreed: boolean,
  at: Date,
): OutgoingEmail {
  const words = NOTICE_WORDS[user.preferredLanguage];
  const lines = [
    greeting(user.firstName, user.preferredLanguage),
    words.result(agreed, formatKoreaDateTime(at)),
    `${words.sender}\n${words.change}\n${words.orders}`,
  ];
  return {
    kind: agreed ? 'marketing_consent_given' : 'marketing_consent_withdrawn',
    to: user.email,
    subject: words.subject(agreed),
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
  return { email, message: UNSUBSCRIBED[language](email) };
}
