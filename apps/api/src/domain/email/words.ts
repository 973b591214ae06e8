// An email's words, in the shopper's language, from the API's message catalogues
// (lib/i18n/messages/emails.<language>.json). An email file names each text by its id and passes
// its values, already written by the shared formatter (@jangbogi/contracts/format); it keeps only
// the email's shape: which lines, in which order, and the HTML around them.
import { escapeHtml } from '@jangbogi/contracts/html';
import { translate, type MessageId, type MessageValues } from '../../lib/i18n/catalogue.ts';
import type { Language } from '../../lib/i18n/language.ts';

/** The id of an email's text: `email.<email>.<part>`. */
export type EmailMessageId = Extract<MessageId, `email.${string}`>;

/** HTML around an escaped value. */
export type Tag = (escaped: string) => string;

/** A value in bold. */
export const strong: Tag = (escaped) => `<strong>${escaped}</strong>`;

/** A value that is the words of a link to `href`. */
export const linkTo =
  (href: string): Tag =>
  (escaped) =>
    `<a href="${escapeHtml(href)}">${escaped}</a>`;

export interface EmailWords {
  readonly language: Language;
  /** The text `id`. A Korean text marks a particle after a value with both forms ({amount}을(를)). */
  text(id: EmailMessageId, values?: MessageValues): string;
  /**
   * The same text for HTML: words and values escaped, and each value named in `tags` put in the
   * HTML its function makes of the escaped value (`{ orderNumber: strong }`).
   */
  html(id: EmailMessageId, values?: MessageValues, tags?: Readonly<Record<string, Tag>>): string;
  /** A labelled line, `Order number: 20261126-0002`: the label is the text `label`. */
  labelled(label: EmailMessageId, value: string | number): string;
  /**
   * An email's HTML body as a document in its language (`<html lang="ko">`), so that a mail
   * program, a screen reader and a font fallback read Korean as Korean.
   */
  document(body: string): string;
}

/** A tagged value as the text shows it: words and numbers (a tag wraps nothing else). */
const shown = (value: MessageValues[string] | undefined): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The words of the emails in `language`. */
export function emailWords(language: Language): EmailWords {
  // translate picks each Korean particle the text marks with both forms.
  const text = (id: EmailMessageId, values?: MessageValues) => translate(language, id, values);
  return {
    language,
    text,
    labelled: (label, value) => text('email.labelled', { label: text(label), value }),
    document: (body) => htmlDocument(language, body),
    html(id, values = {}, tags = {}) {
      // Each tagged value goes through the message as a mark no text holds, so the escaping of
      // the whole line cannot touch the tags put in its place.
      const marks = Object.entries(tags).map(([name, tag], index) => ({
        mark: `\u0000${index}\u0000`,
        html: tag(escapeHtml(shown(values[name]))),
        name,
      }));
      const marked = Object.fromEntries(marks.map(({ mark, name }) => [name, mark]));
      let html = escapeHtml(text(id, { ...values, ...marked }));
      for (const mark of marks) html = html.replace(mark.mark, mark.html);
      return html;
    },
  };
}

/** HTML `body` as a whole document in `language`. */
export const htmlDocument = (language: Language, body: string): string =>
  `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"></head><body>${body}</body></html>`;

/** A paragraph of each line, as every HTML email writes its text. */
export const paragraphs = (lines: readonly string[]): string =>
  lines.map((line) => `<p>${line}</p>`).join('');

/** A link whose address and words are both escaped. */
export const htmlLink = (href: string, words: string): string => linkTo(href)(escapeHtml(words));
