// The API client: openapi-fetch over the types generated from the server's OpenAPI document
// (api-schema.d.ts, `pnpm api:types`; docs/decisions/0044). Paths, parameters, bodies and answers
// are checked against the routes' zod contracts. Every call sends the session's auth header and
// the page's language, and fails with an ApiError carrying the server's {message, code}. It never
// shows toasts or navigates; callers decide what to do.
import type { ErrorResponse } from '@jangbogi/contracts/common';
import createClient from 'openapi-fetch';
import { env } from '@/config/env';
import type { paths } from './api-schema';
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

export const networkError = () =>
  new ApiError(0, { message: 'Network error. Please check your connection.' });

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

/** An address under API_URL, for the few requests that do not go through the typed client. */
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

/** What every request carries unless the call set it itself. */
function withSessionHeaders(given: Headers): Headers {
  const headers = new Headers(given);
  const defaults: Record<string, string> = {
    Accept: 'application/json',
    ...(language ? { 'Accept-Language': language } : {}),
    ...authHeaders(),
  };
  for (const [name, value] of Object.entries(defaults)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  return headers;
}

/**
 * openapi-fetch hands over a Request; the transport gets it back as an address and its init, as
 * the server rendering's in-process transport reads them. The typed calls send JSON (or nothing),
 * so the body is text; a form goes beside the call (withForm).
 */
/** How a request leaves: fetch, or what stands in for it (the server rendering, XMLHttpRequest). */
export type Send = (
  url: string,
  init: { method: string; headers: Headers; signal: AbortSignal; body?: string | FormData },
) => Promise<Response>;

async function send(request: Request, form?: FormData, via: Send = transport) {
  const body = form ?? (request.body ? await request.text() : undefined);
  const headers = withSessionHeaders(request.headers);
  // The browser writes a form's type itself, with the boundary of its parts.
  if (form) headers.delete('Content-Type');
  return via(addressOf(request.url), {
    method: request.method,
    headers,
    signal: request.signal,
    ...(body === undefined ? {} : { body }),
  });
}

// The served document names every path with its /api prefix, which API_URL ends with. A Request
// needs an absolute address: the page's own origin in the browser, a placeholder on the server,
// whose in-process transport reads only the path.
const origin =
  typeof window === 'undefined' ? 'http://storefront.internal' : window.location.origin;
const baseUrl = new URL(env.API_URL.replace(/\/api$/, '') || '/', origin).href;

/** The address as the app names it: relative to the page when API_URL is, as before the Request. */
const addressOf = (url: string) =>
  env.API_URL.startsWith('/') && url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;

export const apiClient = createClient<paths>({ baseUrl, fetch: (request) => send(request) });

/**
 * A multipart upload through the typed call: the routes read the form as a stream, so the
 * document declares no body for them, and the form rides beside the call. `via` sends it another
 * way (XMLHttpRequest, which reports upload progress).
 */
export const withForm = (form: FormData, via?: Send) => ({
  fetch: (request: Request) => send(request, form, via),
});

/** What openapi-fetch resolves to: `error` is there exactly when the status is not 2xx. */
type Answered =
  | { data: unknown; error?: never; response: Response }
  | { data?: never; error: unknown; response: Response };

/** The answer type of a typed call: its success member's data (inferring from the union itself
 * would add the error member's `data?: never` to it). */
type Success<R> = R extends { data: infer D; error?: never } ? D : never;

function errorBody(error: unknown): Partial<ErrorResponse> {
  // Not JSON (a proxy error page, for example): fall back to the status.
  return error && typeof error === 'object' ? error : {};
}

/**
 * The ApiError of a failed answer read by hand: the raw requests (downloads, streamed answers)
 * that openapi-fetch does not suit.
 */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => ({}));
  return new ApiError(response.status, errorBody(body));
}

/**
 * The answer of a typed call, or an ApiError carrying the server's {message, code}. A failed
 * connection is a NETWORK_ERROR; an abort stays an abort.
 */
export function answer<R extends Answered>(call: Promise<R>): Promise<Success<R>>;
export async function answer(call: Promise<Answered>): Promise<unknown> {
  let result: Answered;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  if ('error' in result) throw new ApiError(result.response.status, errorBody(result.error));
  return result.data;
}
