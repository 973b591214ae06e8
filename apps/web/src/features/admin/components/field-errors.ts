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

/** One server message about `field`, as the shop team should read it. */
export function readableFieldMessage(field: string, message: string, label?: string): string {
  const name = label ?? humanize(field);
  if (/is required$|received undefined|received null/i.test(message)) return `${name} is required`;
  if (/expected number|whole number|received NaN/i.test(message)) {
    return `${name} must be a whole number`;
  }
  if (/^Too (small|big)|^Invalid input/i.test(message)) return `${name} is not valid`;
  // "sell_price cannot be negative" -> "Price cannot be negative".
  const rawName = field.split('.').at(-1) ?? field;
  return message.replace(new RegExp(`^${escapeRegExp(rawName)}\\b`, 'i'), name);
}

/** Every message of a field error map made readable; `labels` names fields by their form label. */
export function readableFieldErrors(
  fieldErrors: Record<string, string[]>,
  labels: Record<string, string> = {},
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field,
      messages.map((message) => readableFieldMessage(field, message, labels[field])),
    ]),
  );
}

/** Copies the server's field errors (dotted paths) onto a react-hook-form; returns whether any matched. */
export function applyFieldErrors<Name extends string>(
  fieldErrors: Record<string, string[]>,
  setError: (name: Name, error: { type: string; message: string }) => void,
  labels: Record<string, string> = {},
): boolean {
  let applied = false;
  for (const [name, messages] of Object.entries(readableFieldErrors(fieldErrors, labels))) {
    if (!name || name === '_' || !messages[0]) continue;
    setError(name as Name, { type: 'server', message: messages[0] });
    applied = true;
  }
  return applied;
}
