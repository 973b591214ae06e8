import { whatsAppUrl } from '@jangbogi/contracts/messenger';
import type { ShopSettings } from '@jangbogi/contracts/settings';
import type { FieldErrors } from 'react-hook-form';

/**
 * The settings as the form edits them: closed weekdays as the checkboxes' string values and
 * holidays as one date per line; `toSettings` turns them back into what the API takes.
 */
export type SettingsFormValues = Omit<ShopSettings, 'delivery'> & {
  delivery: Omit<ShopSettings['delivery'], 'closed_weekdays' | 'holidays'> & {
    closed_weekdays: string[];
    holidays: string;
  };
};

export const toFormValues = (settings: ShopSettings): SettingsFormValues => ({
  ...settings,
  // WhatsApp's address follows the number; the field holds a KakaoTalk channel's address only.
  messenger: {
    kind: settings.messenger.kind,
    url: settings.messenger.kind === 'kakao' ? settings.messenger.url : '',
  },
  delivery: {
    ...settings.delivery,
    closed_weekdays: settings.delivery.closed_weekdays.map(String),
    holidays: settings.delivery.holidays.join('\n'),
  },
});

export const toSettings = (values: SettingsFormValues): ShopSettings => ({
  ...values,
  messenger:
    values.messenger.kind === 'whatsapp'
      ? { kind: 'whatsapp', url: whatsAppUrl(values.whatsapp) }
      : { kind: 'kakao', url: values.messenger.url.trim() },
  delivery: {
    ...values.delivery,
    closed_weekdays: values.delivery.closed_weekdays.map(Number).sort((a, b) => a - b),
    holidays: values.delivery.holidays
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  },
});

/**
 * The server names a bad holiday or weekday by its index (delivery.holidays.2); the form has one
 * field for the list, so the message goes under it.
 */
export const toFormFieldErrors = (fieldErrors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field.replace(/^(delivery\.(?:holidays|closed_weekdays))\.\d+$/, '$1'),
      messages,
    ]),
  );

/** A nested error message by dotted path, e.g. privacy_policy.sections.0.heading. */
export function errorAt(errors: FieldErrors<SettingsFormValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}
