// The API's validation messages are written for the API (they name fields as `sell_price` and
// some are zod's own, "expected number, received null"). The back office shows them under the
// field they belong to, in the words of that field's label.

/** "per_customer_limit" -> "Per customer limit"; the last part of a dotted path. */
function humanize(path: string): string {
  const last =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? path;
  const words = last.replaceAll('_', ' ').trim();
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : 'This field';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The back office's words for the kinds of field error it rewords (English when no catalogue is given). */
type Translate = (
  id: 'admin.field.required' | 'admin.field.wholeNumber' | 'admin.field.invalid',
  values: { name: string },
) => string;
const english: Translate = (id, { name }) =>
  ({
    'admin.field.required': `${name} is required`,
    'admin.field.wholeNumber': `${name} must be a whole number`,
    'admin.field.invalid': `${name} is not valid`,
  })[id];

/** One server message about `field`, as the shop team should read it. */
export function readableFieldMessage(
  field: string,
  message: string,
  label?: string,
  t: Translate = english,
): string {
  const name = label ?? humanize(field);
  // The API's own words for a rule without a message (field.issue.*), and zod's older ones.
  if (/is required$|^Required$|^필수 항목입니다$|received undefined|received null/i.test(message))
    return t('admin.field.required', { name });
  if (
    /expected number|expected a (whole )?number|whole number|received NaN|^(숫자|정수)를 보내/i.test(
      message,
    )
  ) {
    return t('admin.field.wholeNumber', { name });
  }
  if (/^Too (small|big)|^Invalid input/i.test(message)) return t('admin.field.invalid', { name });
  // "sell_price cannot be negative" -> "Price cannot be negative". The API words a Korean page's
  // messages in Korean itself, so its field names do not appear there.
  const rawName = field.split('.').at(-1) ?? field;
  return message.replace(new RegExp(`^${escapeRegExp(rawName)}\\b`, 'i'), name);
}

/** Every message of a field error map made readable; `labels` names fields by their form label. */
export function readableFieldErrors(
  fieldErrors: Record<string, string[]>,
  labels: Record<string, string> = {},
  t?: Translate,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field,
      messages.map((message) => readableFieldMessage(field, message, labels[field], t)),
    ]),
  );
}

/** Copies the server's field errors (dotted paths) onto a react-hook-form; returns whether any matched. */
export function applyFieldErrors<Name extends string>(
  fieldErrors: Record<string, string[]>,
  setError: (name: Name, error: { type: string; message: string }) => void,
  labels: Record<string, string> = {},
  t?: Translate,
): boolean {
  let applied = false;
  for (const [name, messages] of Object.entries(readableFieldErrors(fieldErrors, labels, t))) {
    if (!name || name === '_' || !messages[0]) continue;
    setError(name as Name, { type: 'server', message: messages[0] });
    applied = true;
  }
  return applied;
}
