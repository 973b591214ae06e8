// The figures a policy states that other settings decide: when an order arrives (the delivery
// settings) and how long a return may be asked for online (the return windows). The policy text
// names them in braces and every page fills them in, so the policy cannot promise what checkout
// does not offer. Without zod: the policy pages and product pages use it.
import { messengerName, type MessengerKind } from './messenger.ts';
import { RETURN_WINDOW_DAYS } from './return-rules.ts';
import type { DeliverySettings, PolicyText } from './settings.ts';

type Language = 'en' | 'ko';

const WEEKDAY_NAMES: Record<Language, readonly string[]> = {
  en: ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'],
  ko: ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'],
};

/** `15:00` as people say it: `3:00 PM`, `오후 3시`. */
function timeWords(time: string, language: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  if (language === 'ko') {
    return `${hours < 12 ? '오전' : '오후'} ${hour12}시${minutes ? ` ${minutes}분` : ''}`;
  }
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** What the delivery settings promise, in one paragraph. */
export function deliveryPromise(
  delivery: Pick<DeliverySettings, 'cutoff_time' | 'closed_weekdays'>,
  language: Language,
): string {
  const cutoff = timeWords(delivery.cutoff_time, language);
  const closed = [...delivery.closed_weekdays].sort().map((d) => WEEKDAY_NAMES[language][d]);
  if (language === 'ko') {
    const closedText = closed.length
      ? `${closed.join('·')}과 공휴일에는 배송하지 않습니다.`
      : '공휴일에는 배송하지 않습니다.';
    return `${cutoff}(한국 시간) 전에 주문하시면 다음 날부터, 그 뒤에 주문하시면 모레부터 받으실 수 있습니다. 배송일은 주문할 때 고르실 수 있습니다. ${closedText}`;
  }
  const closedText = closed.length
    ? `We do not deliver on ${closed.join(', ')} or public holidays.`
    : 'We do not deliver on public holidays.';
  return `Order before ${cutoff} (Korean time) and it can arrive the next day; later orders can arrive from the day after. You choose the delivery day at checkout. ${closedText}`;
}

/** The values a policy may name in braces, e.g. `{delivery_promise}`, `{return_days}`. */
export function policyFacts(
  delivery: Pick<DeliverySettings, 'cutoff_time' | 'closed_weekdays'>,
  language: Language,
  messenger: MessengerKind = 'whatsapp',
): Record<string, string> {
  return {
    messenger: messengerName(messenger, language),
    delivery_promise: deliveryPromise(delivery, language),
    cutoff_time: delivery.cutoff_time,
    return_days: String(RETURN_WINDOW_DAYS.defective_item),
    missing_days: String(RETURN_WINDOW_DAYS.missing_item),
  };
}

/** The names a policy text may use, for the back office's hint. */
export const POLICY_FACT_NAMES = [
  'delivery_promise',
  'cutoff_time',
  'return_days',
  'missing_days',
  'messenger',
];

/** The policy with each `{name}` it uses replaced by the setting's value; other braces stay. */
export function fillPolicy(policy: PolicyText, facts: Record<string, string>): PolicyText {
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => facts[name] ?? whole);
  return {
    ...policy,
    sections: policy.sections.map((s) => ({ heading: fill(s.heading), body: fill(s.body) })),
  };
}
