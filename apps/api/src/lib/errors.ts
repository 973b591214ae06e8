// Errors the domain raises on purpose. Each carries a stable `code` and its text as a message id
// of the errors catalogue (lib/i18n/messages/errors.*.json) with the values the text needs; the
// error handler writes the text in the request's language into the JSON error shape
// `{ message, code, details? }` with their status. Anything else is a 500.
import {
  readFieldMessage,
  type FieldMessageId,
  type FieldValue,
} from '@jangbogi/contracts/field-message';
import {
  isErrorMessageId,
  isFieldMessageId,
  translate,
  translateField,
  type ErrorMessageId,
} from './i18n/catalogue.ts';
import type { Language } from './i18n/language.ts';
import type { ErrorValues } from './i18n/messages/errors.values.ts';

/** A text of the errors catalogue and its values, checked against the English text's arguments. */
export type ErrorText<Id extends ErrorMessageId = ErrorMessageId> =
  | (Id extends ErrorMessageId
      ? ErrorValues[Id] extends undefined
        ? { id: Id; values?: undefined }
        : { id: Id; values: ErrorValues[Id] }
      : never)
  | FieldText;

/** A field message of the contracts (`fieldMessage`), read back with its values. */
export interface FieldText {
  id: FieldMessageId;
  values?: Readonly<Record<string, FieldValue>> | undefined;
  field: true;
}

/**
 * After a helper's message id: its values when the text has any (`{ count }`), then the code
 * when it is not the helper's own, then details for the client. A missing value does not compile.
 */
export type ErrorArgs<Id extends ErrorMessageId> = ErrorValues[Id] extends undefined
  ? [code?: string, details?: unknown]
  : [values: ErrorValues[Id], code?: string, details?: unknown];

export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly text: ErrorText,
    readonly details?: unknown,
    /** Sent as Retry-After with a 503. */
    readonly retryAfterSeconds?: number,
  ) {
    // The English text, for logs and for tests that read `error.message`.
    super(errorMessage(text, 'en'));
    this.name = 'DomainError';
  }
}

/** An error with the text `id`, reading the values, code and details that follow it. */
export function domainError<Id extends ErrorMessageId>(
  statusCode: number,
  defaultCode: string,
  id: Id,
  args: ErrorArgs<Id>,
): DomainError {
  const [values, code, details] =
    typeof args[0] === 'object' && args[0] !== null
      ? (args as [object, string?, unknown?])
      : [undefined, ...(args as [string?, unknown?])];
  return new DomainError(statusCode, code ?? defaultCode, { id, values } as ErrorText, details);
}

export const badRequest = <Id extends ErrorMessageId>(id: Id, ...args: ErrorArgs<Id>) =>
  domainError(400, 'BAD_REQUEST', id, args);
export const unauthorized = <Id extends ErrorMessageId>(id: Id, ...args: ErrorArgs<Id>) =>
  domainError(401, 'UNAUTHORIZED', id, args);
export const forbidden = <Id extends ErrorMessageId>(id: Id, ...args: ErrorArgs<Id>) =>
  domainError(403, 'FORBIDDEN', id, args);
export const notFound = <Id extends ErrorMessageId>(id: Id, ...args: ErrorArgs<Id>) =>
  domainError(404, 'NOT_FOUND', id, args);
export const conflict = <Id extends ErrorMessageId>(id: Id, ...args: ErrorArgs<Id>) =>
  domainError(409, 'CONFLICT', id, args);
export const payloadTooLarge = <Id extends ErrorMessageId>(id: Id, ...args: ErrorArgs<Id>) =>
  domainError(413, 'PAYLOAD_TOO_LARGE', id, args);
export const unsupportedMediaType = <Id extends ErrorMessageId>(id: Id, ...args: ErrorArgs<Id>) =>
  domainError(415, 'UNSUPPORTED_MEDIA_TYPE', id, args);
export const tooManyRequests = <Id extends ErrorMessageId>(id: Id, ...args: ErrorArgs<Id>) =>
  domainError(429, 'TOO_MANY_REQUESTS', id, args);

/**
 * A field's message as text: a contracts rule's field message (`fieldMessage`) or errors id, or
 * words that arrived without one (zod's own messages), passed on as they are.
 */
export function fieldText(message: string): ErrorText {
  if (isErrorMessageId(message)) return { id: message } as ErrorText;
  const field = readFieldMessage(message);
  if (field && isFieldMessageId(field.id))
    return { id: field.id, values: field.values, field: true };
  return { id: 'validation.asWritten', values: { text: message } };
}

/** A 400 naming each field's problem (`details.fieldErrors`), led by the first one's message. */
export function invalidFields(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  code = 'VALIDATION_ERROR',
): DomainError {
  const first = Object.values(fieldErrors).flat()[0];
  return new DomainError(
    400,
    code,
    first === undefined ? { id: 'validation.checkForm' } : fieldText(first),
    { fieldErrors },
  );
}

/** The id of a text without values, for code that passes a message on (an upload's limits). */
export type PlainErrorId = {
  [Id in ErrorMessageId]: ErrorValues[Id] extends undefined ? Id : never;
}[ErrorMessageId];

/** An error's text in `language`. */
export function errorMessage(text: ErrorText, language: Language): string {
  if ('field' in text) return translateField(language, text.id, text.values);
  if (text.id !== 'validation.asWritten') return translate(language, text.id, text.values);
  const written = text.values.text;
  return typeof written === 'object' ? written[language] : `${written}`;
}
