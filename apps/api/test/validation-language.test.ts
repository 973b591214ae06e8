// Every validation failure the API answers is written in the request's language, zod's own
// issues too: a rule the contracts check without a message (a type, a bound, a format, an enum,
// an unknown key of a strict object) answers a `field.issue.*` text, never zod's English.
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import errorHandler from '../src/plugins/app/error-handler.ts';
import { validatorCompiler } from '../src/lib/request-validation.ts';
import { useTestApp } from './helpers/app.ts';

interface Answer {
  message: string;
  code: string;
  details?: { fieldErrors?: Record<string, string[]> };
}

/** The words of an answer: its lead message and every field's messages. */
const wordsOf = (answer: Answer) => [
  answer.message,
  ...Object.values(answer.details?.fieldErrors ?? {}).flat(),
];

/**
 * English left in a Korean text: a Latin word of three letters or more, once the names the
 * request itself sent (a JSON field, an enum's values) are taken out.
 */
function englishIn(text: string, sent: readonly string[]): string[] {
  let rest = text;
  for (const name of sent) rest = rest.replaceAll(name, '');
  return rest.match(/[A-Za-z]{3,}/g) ?? [];
}

// A route whose rules name no messages, one of each kind zod reports.
const bare = z
  .object({
    name: z.string().min(2).max(5),
    count: z.number().int().min(1).max(10),
    tags: z.array(z.string()).max(2),
    email: z.email().optional(),
    day: z.iso.date().optional(),
    storage: z.enum(['room', 'chilled', 'frozen']).optional(),
  })
  .strict();

async function bareApp(): Promise<FastifyInstance> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  await app.register(errorHandler);
  app.post('/bare', { schema: { body: bare } }, () => ({ ok: true }));
  await app.ready();
  return app;
}

const CASES: readonly { kind: string; body: Record<string, unknown>; field: string }[] = [
  { kind: 'wrong type', body: { name: 'abc', count: 'three', tags: [] }, field: 'count' },
  { kind: 'missing', body: { count: 3, tags: [] }, field: 'name' },
  { kind: 'too small', body: { name: 'a', count: 3, tags: [] }, field: 'name' },
  { kind: 'too big', body: { name: 'abcdefg', count: 3, tags: [] }, field: 'name' },
  { kind: 'too big a number', body: { name: 'abc', count: 11, tags: [] }, field: 'count' },
  { kind: 'too many', body: { name: 'abc', count: 3, tags: ['a', 'b', 'c'] }, field: 'tags' },
  { kind: 'not whole', body: { name: 'abc', count: 1.5, tags: [] }, field: 'count' },
  { kind: 'bad email', body: { name: 'abc', count: 3, tags: [], email: 'x' }, field: 'email' },
  { kind: 'bad day', body: { name: 'abc', count: 3, tags: [], day: '2026-13-45' }, field: 'day' },
  {
    kind: 'bad enum',
    body: { name: 'abc', count: 3, tags: [], storage: 'warm' },
    field: 'storage',
  },
  { kind: 'unknown key', body: { name: 'abc', count: 3, tags: [], colour: 'red' }, field: '_' },
];
const SENT = ['room', 'chilled', 'frozen', 'colour', '2026-11-21T09:00:00Z'];

describe('zod issues without a message of their own', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await bareApp();
  });
  afterAll(() => app.close());

  const ask = async (body: Record<string, unknown>, language: 'en' | 'ko') => {
    const res = await app.inject({
      method: 'POST',
      url: '/bare',
      payload: body,
      headers: { 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(400);
    return res.json<Answer>();
  };

  it.each(CASES)('answers $kind in Korean with no English left', async ({ body, field }) => {
    const korean = await ask(body, 'ko');
    expect(korean.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(korean.details?.fieldErrors ?? {})).toContain(field);
    for (const text of wordsOf(korean)) {
      expect(text).toMatch(/[가-힣]/);
      expect(englishIn(text, SENT), text).toEqual([]);
    }
    const english = await ask(body, 'en');
    for (const text of wordsOf(english)) {
      expect(text).not.toMatch(/[가-힣]/);
      expect(text).not.toMatch(/^field\.|Invalid input|received/);
    }
  });

  it('writes each kind in words of its own', async () => {
    const texts = await Promise.all(
      CASES.map(async ({ body }) => (await ask(body, 'en')).details?.fieldErrors),
    );
    expect(texts.map((errors) => Object.values(errors ?? {})[0]?.[0])).toEqual([
      'Expected a number',
      'Required',
      'Must be at least 2 characters',
      'Must be at most 5 characters',
      'Must be 10 or less',
      'Must have at most 2 items',
      'Expected a whole number',
      'Enter a valid email address',
      'Enter a date like 2026-11-21',
      'Must be one of room, chilled, frozen',
      'Unknown field: colour',
    ]);
    const korean = await ask(CASES[2]!.body, 'ko');
    expect(korean.details?.fieldErrors?.name).toEqual(['2자 이상이어야 합니다']);
  });
});

describe("the shop's own routes", () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });

  it.each([
    ['a bad enum in a query', '/api/products?featured=maybe', 'featured'],
    ['an unknown query field of a strict query', '/api/products?colour=red', '_'],
  ])('answers %s in Korean', async (_kind, url, field) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ko' } });
    expect(res.statusCode, res.body).toBe(400);
    const answer = res.json<Answer>();
    expect(Object.keys(answer.details?.fieldErrors ?? {})).toContain(field);
    for (const text of wordsOf(answer))
      expect(englishIn(text, ['true', 'false', 'colour']), text).toEqual([]);
  });

  it('answers a wrong type in a sign-up in Korean', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'accept-language': 'ko' },
      payload: {
        firstName: '민지',
        lastName: '김',
        email: 'zod-ko@example.com',
        password: 'secret-123',
        phoneNumber: '01012345678',
        age_14_or_over: true,
        marketing_consent: 'yes',
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    const answer = res.json<Answer>();
    expect(answer.details?.fieldErrors?.marketing_consent).toEqual(['참 또는 거짓을 보내 주세요']);
    expect(answer.message).toBe('참 또는 거짓을 보내 주세요');
  });

  it('answers an unknown address in Korean', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'ko' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<Answer>().message).toBe('요청한 주소가 없습니다: GET /api/no-such-thing');
  });
});
