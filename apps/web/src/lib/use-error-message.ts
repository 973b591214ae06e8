import type { MessageId } from '@lingui/core';
import { useCallback } from 'react';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from './api-client';
import { errorMessage } from './error-message';

/**
 * The web app's own words for API error codes it knows: shown instead of the server's message
 * (which the API also sends in the page's language). Codes not listed keep the server's message.
 */
export const API_ERROR_MESSAGES: Readonly<Partial<Record<string, MessageId>>> = {
  NETWORK_ERROR: 'apiError.network',
  INVALID_CREDENTIALS: 'apiError.invalidCredentials',
  EMAIL_TAKEN: 'apiError.emailTaken',
  WRONG_PASSWORD: 'apiError.wrongPassword',
  INVALID_TOKEN: 'apiError.sessionExpired',
  UNAVAILABLE: 'apiError.unavailable',
  // The back office's sign-in refuses a shopper's account in the browser (admin-session.ts).
  NO_ACCESS: 'apiError.noAccess',
};

/** errorMessage (lib/error-message.ts) that prefers the catalogue's text for a known code. */
export function useErrorMessage() {
  const t = useT();
  return useCallback(
    (error: unknown, fallback: string) => {
      const id = error instanceof ApiError ? API_ERROR_MESSAGES[error.code] : undefined;
      return id ? t(id) : errorMessage(error, fallback);
    },
    [t],
  );
}
