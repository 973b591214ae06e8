// The chat the shop answers shoppers on: WhatsApp (the default) or a KakaoTalk channel, as the
// shop team chooses in the settings. Every page, policy and email that names a messenger names
// this one, so a shop on KakaoTalk never sends a shopper to WhatsApp. Without zod: the storefront
// shows it on every page.

export const messengerKinds = ['whatsapp', 'kakao'] as const;
export type MessengerKind = (typeof messengerKinds)[number];

export interface Messenger {
  kind: MessengerKind;
  /** The chat's address: `https://wa.me/<number>` or the channel's `https://pf.kakao.com/_...`. */
  url: string;
}

/** A KakaoTalk channel's home or chat page, as the channel's admin shows it. */
export const KAKAO_CHANNEL_URL = /^https:\/\/pf\.kakao\.com\/_[A-Za-z0-9]{2,40}(?:\/chat)?\/?$/;

// A rule's message is the id of its text in the API's errors catalogue (apps/api/src/lib/i18n/
// messages), which answers it in the request's language.
export const KAKAO_CHANNEL_MESSAGE = 'validation.kakaoChannel';

/** A WhatsApp chat link for a phone number written in any format. */
export const whatsAppUrl = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

/** The messenger's name as shoppers know it in each language. */
export function messengerName(kind: MessengerKind, language: 'en' | 'ko'): string {
  if (kind === 'kakao') return language === 'ko' ? '카카오톡 채널' : 'KakaoTalk channel';
  return 'WhatsApp';
}

/**
 * The messenger as shoppers reach it. WhatsApp's link is always made from the shop's WhatsApp
 * number, so changing the number moves the link with it.
 */
export function resolvedMessenger(messenger: Messenger, whatsappNumber: string): Messenger {
  return messenger.kind === 'whatsapp'
    ? { kind: 'whatsapp', url: whatsAppUrl(whatsappNumber) }
    : messenger;
}
