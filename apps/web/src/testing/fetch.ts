import { vi } from 'vitest';

export type FetchRoute = (
  init: RequestInit | undefined,
  url: string,
) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An answer without a body (204). */
export const noContent = () => new Response(null, { status: 204 });

/** The address a call went to. */
export const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * Stubs fetch with handlers keyed by "METHOD /api/path" (query strings ignored); an unknown call
 * answers 404. Returns the mock to inspect calls.
 */
export function mockFetch(routes: Record<string, FetchRoute>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
    const handler = routes[`${init?.method ?? 'GET'} ${path}`];
    return handler
      ? handler(init, url)
      : json(404, { message: `No mock for ${path}`, code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The [url, init] pairs of the calls made to one endpoint. */
export const callsTo = (mock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  mock.mock.calls
    .filter(
      ([input, init]) =>
        (urlOf(input).split('?')[0] ?? '').endsWith(path) && (init?.method ?? 'GET') === method,
    )
    .map(([input, init]) => [urlOf(input), init] as const);

/** The JSON body a call sent. */
export const sentBody = (init: RequestInit | undefined): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;

/** A header a call sent, by its name in any case. */
export const sentHeader = (init: RequestInit | undefined, name: string) =>
  new Headers(init?.headers).get(name);

/** A JWT-shaped token (unsigned) expiring `secondsFromNow` from now. */
export function fakeJwt(secondsFromNow: number, sub = 'user-1') {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, typ: 'user', exp: Math.floor(Date.now() / 1000) + secondsFromNow })}.sig`;
}
