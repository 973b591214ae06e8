// A zod rule's message is the id of its text in the field messages catalogue
// (messages/fields.{en,ko}.json), with the values the text takes written after it in the one
// string zod keeps: `field.cart.quantityTooHigh {"max":99}`. The API renders it in the request's
// language (apps/api/src/lib/i18n/catalogue.ts); nothing here reads the texts, so a browser that
// runs a schema does not load the catalogue. An unknown id or a missing value does not compile.
import type fieldsEn from './messages/fields.en.json';
import type { FieldValues } from './messages/fields.values.ts';

export type FieldMessageId = keyof typeof fieldsEn;

/** A field's label, which a text takes as its `label` value and writes in its own language. */
export type FieldLabelId = Extract<FieldMessageId, `field.label.${string}`>;

/** A word the rule has in both languages (a province's name): each language takes its own. */
export type LocalizedWord = Readonly<{ en: string; ko: string }>;
/** What a value of a field message may be. */
export type FieldValue = string | number | LocalizedWord;

type FieldArgs<Id extends FieldMessageId> = FieldValues[Id] extends undefined
  ? []
  : [values: FieldValues[Id]];

/** The message of a rule: the text's id, and its values when it takes any. */
export function fieldMessage<Id extends FieldMessageId>(id: Id, ...values: FieldArgs<Id>): string {
  return values[0] === undefined ? id : `${id} ${JSON.stringify(values[0])}`;
}

/** A field message read back: its id and values, or null for words that are not one. */
export function readFieldMessage(
  message: string,
): { id: string; values: Readonly<Record<string, FieldValue>> | undefined } | null {
  const match = /^(field\.[A-Za-z0-9.]+)(?: (\{.*\}))?$/s.exec(message);
  if (!match) return null;
  const [, id, values] = match;
  if (values === undefined) return { id: id!, values: undefined };
  try {
    const parsed: unknown = JSON.parse(values);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? { id: id!, values: parsed as Record<string, FieldValue> }
      : null;
  } catch {
    return null;
  }
}
