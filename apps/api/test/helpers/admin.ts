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
