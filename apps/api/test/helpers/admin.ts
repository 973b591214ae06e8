// Signed-in shop-team and shopper headers for back-office tests.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { createUser } from './factories.ts';

export async function adminSession(app: FastifyInstance, db: Db) {
  const user = await createUser(db, {
    role: 'admin',
    email: `staff-${Math.random().toString(36).slice(2)}@jangbogi.kr`,
  });
  return {
    user,
    headers: { authorization: `Bearer ${app.signUserToken({ id: user.id, role: 'admin' })}` },
  };
}

export async function customerSession(app: FastifyInstance, db: Db) {
  const user = await createUser(db);
  return {
    user,
    headers: { authorization: `Bearer ${app.signUserToken({ id: user.id, role: 'customer' })}` },
  };
}

/** A 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body with text fields followed by one file part. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; data: Buffer },
) {
  const boundary = `----jangbogi${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
