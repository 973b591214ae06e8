import { KOREAN_BY_CODE } from './error-codes-ko.ts';
import { KOREAN_BY_TEXT, KOREAN_PATTERNS } from './error-messages-ko.ts';
import type { Language } from './language.ts';

/** An error's message in `language`: its exact text, a pattern with its values, or its code. */
export function localizeMessage(code: string, message: string, language: Language): string {
  if (language === 'en') return message;
  const exact = KOREAN_BY_TEXT[message];
  if (exact) return exact;
  for (const [pattern, korean] of KOREAN_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return korean(...match.slice(1));
  }
  return KOREAN_BY_CODE[code] ?? message;
}

/** The JSON error shape with its message, and its field messages, in `language`. */
export function localizeError<T extends { message: string; code: string; details?: unknown }>(
  body: T,
  language: Language,
): T {
  if (language === 'en') return body;
  const message = localizeMessage(body.code, body.message, language);
  const fieldErrors = (body.details as { fieldErrors?: unknown } | undefined)?.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return { ...body, message };
  const localized = Object.fromEntries(
    Object.entries(fieldErrors as Record<string, unknown>).map(([field, messages]) => [
      field,
      Array.isArray(messages)
        ? (messages as unknown[]).map((m) =>
            typeof m === 'string' ? localizeMessage('VALIDATION_ERROR', m, language) : m,
          )
        : messages,
    ]),
  );
  // A validation answer leads with its first field's message, without the field's JSON name.
  const firstField = Object.values(localized).find(Array.isArray) as unknown[] | undefined;
  const lead =
    body.code === 'VALIDATION_ERROR' && typeof firstField?.[0] === 'string'
      ? firstField[0]
      : message;
  return {
    ...body,
    message: lead,
    details: { ...(body.details as object), fieldErrors: localized },
  };
}
