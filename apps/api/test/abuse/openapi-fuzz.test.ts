// Every operation of the OpenAPI document gets malformed input of every kind we can think of and
// must answer with a client error (or success), never a 5xx.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/app.ts';
import { multipartFile, TINY_PNG } from '../helpers/multipart.ts';

interface Operation {
  method: string;
  path: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(100_000),
  '한국어 두부 🍜 \u0000 \uFFFF',
  "'; DROP TABLE products; --",
  '../../etc/passwd',
  '%00%ff',
  '{"$gt": ""}',
];
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  -1e308,
  1e308,
  Number.MAX_SAFE_INTEGER,
  [],
  {},
  [1, 2, 3],
  { nested: { deeper: { deepest: ['x'] } } },
  ...HOSTILE_STRINGS,
];

const MULTIPART_FILES: [field: string, filename: string, type: string, content: Buffer][] = [
  ['unexpected', 'a.png', 'image/png', TINY_PNG],
  ['screenshot', 'a.png', 'image/png', Buffer.from('text pretending to be a picture')],
  ['profileImage', 'a.exe', 'application/x-msdownload', Buffer.from('MZ\x90\x00')],
  ['image', 'empty.png', 'image/png', Buffer.alloc(0)],
  ['screenshot', 'ok.png', 'image/png', TINY_PNG],
  ['profileImage', 'ok.png', 'image/png', TINY_PNG],
  ['image', 'ok.png', 'image/png', TINY_PNG],
];

function bodiesFor(schema: JsonSchema | undefined): unknown[] {
  const bodies: unknown[] = [{}, [], 'string', 42, { unexpected: 'field' }];
  for (const name of Object.keys(schema?.properties ?? {})) {
    for (const value of HOSTILE_VALUES) bodies.push({ [name]: value, extra_field: 1 });
  }
  return bodies;
}

function fillPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
}

describe('abuse: malformed input never causes a 5xx', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });

  it('holds for every operation in the OpenAPI document', { timeout: 300_000 }, async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
    }>();
    const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        ...op,
        method: method.toUpperCase(),
        path,
      })),
    );
    expect(operations.length).toBeGreaterThan(0);

    const customer = await createUser(ctx.db);
    const admin = await createUser(ctx.db, { role: 'admin' });
    const identities: Record<string, Record<string, string>> = {
      anonymous: {},
      forged: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
      garbageGuest: { 'guest-token': 'garbage' },
      guest: { 'guest-token': ctx.app.signGuestToken(randomUUID()) },
      customer: {
        authorization: `Bearer ${ctx.app.signUserToken({ id: customer.id, role: 'customer' })}`,
      },
      admin: { authorization: `Bearer ${ctx.app.signUserToken({ id: admin.id, role: 'admin' })}` },
    };

    const failures: string[] = [];
    const send = async (
      op: Operation,
      url: string,
      headers: Record<string, string>,
      payload?: string,
    ) => {
      const response = await ctx.app.inject({ method: op.method as 'GET', url, headers, payload });
      if (response.statusCode >= 500) {
        failures.push(
          `${op.method} ${url.slice(0, 120)} [${payload?.slice(0, 80) ?? ''}] -> ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    };

    const sendRaw = async (
      op: Operation,
      url: string,
      headers: Record<string, string>,
      payload: Buffer,
    ) => {
      const response = await ctx.app.inject({ method: op.method as 'POST', url, headers, payload });
      if (response.statusCode >= 500)
        failures.push(
          `${op.method} ${url} [multipart] -> ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
    };
    // The upload endpoints declare no body schema, so every operation with a body gets the files.
    expect(operations.map((op) => op.path)).toEqual(
      expect.arrayContaining(['/api/orders/{orderId}/upload-proof', '/api/users/me']),
    );

    for (const op of operations) {
      const hasBody = !['GET', 'DELETE', 'HEAD'].includes(op.method);
      const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
      for (const [who, auth] of Object.entries(identities)) {
        for (const value of HOSTILE_STRINGS.slice(
          0,
          who === 'admin' || who === 'customer' ? undefined : 4,
        )) {
          const query = (op.parameters ?? [])
            .filter((p) => p.in === 'query')
            .map((p) => `${p.name}=${encodeURIComponent(value)}`);
          const url = `${fillPath(op.path, value)}?${[...query, 'unknown_field=1'].join('&')}`;
          await send(op, url, auth, hasBody ? JSON.stringify({}) : undefined);
        }
        // Path ids that look right but belong to nothing.
        if (op.path.includes('{'))
          await send(op, `${fillPath(op.path, randomUUID())}`, auth, hasBody ? '{}' : undefined);
        if (!hasBody) continue;
        const url = fillPath(op.path, randomUUID());
        if (who !== 'anonymous') {
          // Well-formed multipart with the wrong field, a lying file, an empty file, and a real image.
          for (const [field, name, type, content] of MULTIPART_FILES) {
            const form = multipartFile(field, name, type, content);
            await sendRaw(op, url, { ...auth, ...form.headers }, form.payload);
          }
        }
        const json = { ...auth, 'content-type': 'application/json' };
        await send(op, url, json, '{"broken": ');
        await send(op, url, { ...auth, 'content-type': 'text/plain' }, 'plain text');
        await send(
          op,
          url,
          { ...auth, 'content-type': 'multipart/form-data; boundary=x' },
          '--x\r\nbroken',
        );
        await send(op, url, { ...auth, 'content-type': 'application/xml' }, '<a/>');
        if (who === 'customer' || who === 'guest' || who === 'admin') {
          for (const body of bodiesFor(jsonSchema)) await send(op, url, json, JSON.stringify(body));
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
