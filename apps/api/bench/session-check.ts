// The session check every signed-in request makes (src/domain/accounts/sessions.ts), run through
// Prisma's findUnique and through the pool as the API runs it: the API CPU each one costs.
import type { PrismaClient } from '../src/generated/prisma/client.ts';
import { createDatabase } from '../src/db/client.ts';
import { liveSession } from '../src/domain/accounts/sessions.ts';

const WARM_UP = 1_000;
const CHECKS = 5_000;

async function cpuMicroseconds(check: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARM_UP; i++) await check();
  const started = process.cpuUsage();
  for (let i = 0; i < CHECKS; i++) await check();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / CHECKS;
}

async function anyUserId(db: PrismaClient): Promise<{ id: string; sessionVersion: number }> {
  const user = await db.user.findFirst({ select: { id: true, sessionVersion: true } });
  if (!user) throw new Error('The benchmark database has no user');
  return user;
}

/** One connection, one check at a time: the client-side cost, not throughput. */
export async function sessionCheckCost(url: string): Promise<{ prismaUs: number; poolUs: number }> {
  const { db, sql, close } = createDatabase(url, 1);
  try {
    const user = await anyUserId(db);
    const claims = { userId: user.id, sessionVersion: user.sessionVersion, authTime: 0 };
    const prismaUs = await cpuMicroseconds(() =>
      db.user.findUnique({
        where: { id: user.id },
        select: { role: true, sessionVersion: true },
      }),
    );
    const poolUs = await cpuMicroseconds(() => liveSession(sql, claims));
    return { prismaUs, poolUs };
  } finally {
    await close();
  }
}
