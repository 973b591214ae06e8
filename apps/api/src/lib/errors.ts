// Errors the domain raises on purpose. The error handler turns them into the JSON error
// shape `{ message, code, details? }` with their status; anything else is a 500.

export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Sent as Retry-After with a 503. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST', details?: unknown) =>
  new DomainError(400, code, message, details);
export const unauthorized = (message = 'Please log in to continue.', code = 'UNAUTHORIZED') =>
  new DomainError(401, code, message);
export const forbidden = (message = 'You do not have access to this.', code = 'FORBIDDEN') =>
  new DomainError(403, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') =>
  new DomainError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT', details?: unknown) =>
  new DomainError(409, code, message, details);
export const payloadTooLarge = (message: string) =>
  new DomainError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string) =>
  new DomainError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
export const tooManyRequests = (message = 'Too many requests. Please wait and try again.') =>
  new DomainError(429, 'TOO_MANY_REQUESTS', message);
