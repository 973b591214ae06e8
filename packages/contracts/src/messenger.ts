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

export const KAKAO_CHANNEL_MESSAGE =
  'Use the channel address from KakaoTalk Channel, e.g. https://pf.kakao.com/_xmaBxj';

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
