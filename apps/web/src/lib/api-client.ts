// A small fetch wrapper: JSON in and out, the session's auth header, and errors carrying the
// server's {message, code}. It never shows toasts or navigates; callers decide what to do.
import type { ErrorResponse } from '@jangbogi/contracts/common';
import { env } from '@/config/env';
import { readStoredSession } from './session';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, body: Partial<ErrorResponse>) {
    super(body.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? (status === 0 ? 'NETWORK_ERROR' : 'HTTP_ERROR');
    this.details = body.details;
  }
}

/** 404, or 400 for an id that is not even well-formed: either way there is no such thing. */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 404 || (error.status === 400 && error.code === 'VALIDATION_ERROR'));

// The browser's fetch; the server rendering swaps in its in-process transport.
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiFetch(fetchImpl: typeof fetch) {
  transport = fetchImpl;
}

// The page's language, so the API answers its error messages in it (set once: a page's language
// never changes while it lives).
let language: string | undefined;

export function setApiLanguage(locale: string) {
  language = locale;
}

type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${env.API_URL}${path}${qs ? `?${qs}` : ''}`;
}

/** The session's auth header: a bearer token for users, `guest-token` for guests. */
export function authHeaders(): Record<string, string> {
  const session = readStoredSession();
  if (!session) return {};
  return session.isGuest
    ? { 'guest-token': session.token }
    : { Authorization: `Bearer ${session.token}` };
}

async function readError(response: Response): Promise<Partial<ErrorResponse>> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') return body;
  } catch {
    // Not JSON (a proxy error page, for example): fall back to the status.
  }
  return {};
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const isForm = options.body instanceof FormData;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(language ? { 'Accept-Language': language } : {}),
    ...authHeaders(),
    ...options.headers,
  };
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(buildUrl(path, options.query), {
      method,
      headers,
      signal: options.signal,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, { message: 'Network error. Please check your connection.' });
  }

  if (!response.ok) throw new ApiError(response.status, await readError(response));
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
