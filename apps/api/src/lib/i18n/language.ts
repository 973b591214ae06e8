// The languages the shop answers in, and which one a request asks for. The web app sends
// `Accept-Language: ko` from its Korean pages (/ko/...); anything else is answered in English.
import type { FastifyRequest } from 'fastify';

export const LANGUAGES = ['en', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The supported language an `Accept-Language` header prefers most (q-values), else English. */
export function preferredLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        q: q ? Number(q.slice(2)) : 1,
        index,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLanguage) ?? 'en';
}

export const requestLanguage = (request: FastifyRequest): Language =>
  preferredLanguage(request.headers['accept-language']);
