import { ApiError } from './api-client';

const DEFAULT_MESSAGE = /^Request failed with status \d+$/;

/** The fallback of a screen that has no words of its own for a failure. */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** Every message of a 400 VALIDATION_ERROR, by dotted field path. */
export function fieldMessagesOf(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError) || !error.details || typeof error.details !== 'object')
    return {};
  const fields = (error.details as { fieldErrors?: unknown }).fieldErrors;
  if (!fields || typeof fields !== 'object') return {};
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fields as Record<string, unknown>)) {
    if (Array.isArray(messages))
      result[field] = messages.filter((message) => typeof message === 'string');
  }
  return result;
}

/** The field errors of a 400 VALIDATION_ERROR, first message per field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldMessagesOf(error))) {
    if (messages[0] !== undefined) result[field] = messages[0];
  }
  return result;
}

/** The server's message for a failed call (spec section 8), else the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string = SOMETHING_WENT_WRONG): string {
  if (!(error instanceof ApiError) || error.status === 0 || DEFAULT_MESSAGE.test(error.message))
    return fallback;
  return Object.values(fieldErrorsOf(error))[0] ?? error.message;
}
