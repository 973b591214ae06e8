// The API's texts (error messages, emails) as ICU messages, one catalogue per subject and language
// (messages/<subject>.<language>.json), compiled with Lingui's compiler as the web's catalogue is and
// rendered with @lingui/core. Code names a text by its id and passes its values; it never builds a
// sentence itself, so plurals, particles and word order live with the words.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import emailsEn from './messages/emails.en.json' with { type: 'json' };
import emailsKo from './messages/emails.ko.json' with { type: 'json' };
import errorsEn from './messages/errors.en.json' with { type: 'json' };
import errorsKo from './messages/errors.ko.json' with { type: 'json' };
import importsEn from './messages/imports.en.json' with { type: 'json' };
import importsKo from './messages/imports.ko.json' with { type: 'json' };
import noticesEn from './messages/notices.en.json' with { type: 'json' };
import noticesKo from './messages/notices.ko.json' with { type: 'json' };
import fieldsEn from '@jangbogi/contracts/messages/fields.en.json' with { type: 'json' };
import fieldsKo from '@jangbogi/contracts/messages/fields.ko.json' with { type: 'json' };
import type { FieldMessageId } from '@jangbogi/contracts/field-message';
import { placeParticles } from '@jangbogi/contracts/korean-particle';
import type { Language } from './language.ts';

/** Every catalogue, by language; test/message-catalogue.test.ts holds them to the same ids. */
export const CATALOGUES = {
  en: { ...errorsEn, ...emailsEn, ...importsEn, ...noticesEn, ...fieldsEn },
  ko: { ...errorsKo, ...emailsKo, ...importsKo, ...noticesKo, ...fieldsKo },
} satisfies Record<Language, Record<string, string>>;

/** The id of a text the English catalogue has: an unknown id does not compile. */
export type MessageId = keyof (typeof CATALOGUES)['en'];

/** The id of an error's text (messages/errors.*.json), what lib/errors.ts's helpers take. */
export type ErrorMessageId = keyof typeof errorsEn;

/** The error texts' ids, for a text that arrives as a string (a zod field message of contracts). */
export const isErrorMessageId = (value: string): value is ErrorMessageId =>
  Object.hasOwn(errorsEn, value);

/** The contracts' field messages (packages/contracts/src/messages/fields.*.json), by id. */
export const isFieldMessageId = (value: string): value is FieldMessageId =>
  Object.hasOwn(fieldsEn, value);

/** A word the caller has in both languages (a province's name): each language's text takes its own. */
export type LocalizedWord = Readonly<Record<Language, string>>;
/** A value a plain `{name}` takes. */
export type MessageValue = string | number | LocalizedWord;
/** A message's values: words and numbers, or dates that ICU's `date` format writes. */
export type MessageValues = Readonly<Record<string, MessageValue | Date>>;

const inLanguage = (language: Language, values: MessageValues | undefined) =>
  values &&
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'object' && !(value instanceof Date) ? value[language] : value,
    ]),
  );

const compile = (source: Readonly<Record<string, string>>): Messages =>
  Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessage(text)]));

const i18nByLanguage: Record<Language, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en: compile(CATALOGUES.en) } }),
  ko: setupI18n({ locale: 'ko', messages: { ko: compile(CATALOGUES.ko) } }),
};

/**
 * The text `id` in `language`, with its values filled in. A Korean text marks a particle after a
 * value with both forms ("{name}은(는)"), and the one that fits the value is kept, as on the web.
 */
export function translate(language: Language, id: MessageId, values?: MessageValues): string {
  const text = i18nByLanguage[language]._(id, inLanguage(language, values));
  return language === 'ko' ? placeParticles(text) : text;
}

/**
 * A field message of the contracts in `language`: as translate, but a `label` value is the id of
 * a field's label (`field.label.firstName`), written in the same language.
 */
export function translateField(
  language: Language,
  id: FieldMessageId,
  values?: Readonly<Record<string, MessageValue>>,
): string {
  const label = values?.label;
  return translate(
    language,
    id,
    typeof label === 'string' && isFieldMessageId(label)
      ? { ...values, label: translate(language, label) }
      : values,
  );
}
