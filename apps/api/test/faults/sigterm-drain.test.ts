// SIGTERM lets requests already in progress finish: slow logins (bcrypt) sent just before the
// signal all get their full answer, and the process exits 0 (the server's own deadline for a
// drain exits 1, see src/server.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '../../src/db/client.ts';
import { hashPassword } from '../../src/domain/accounts/password.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { createUser } from '../helpers/factories.ts';
import {
  filesDir,
  startServerChild,
  stopChild,
  waitForLogLines,
  type ServerChild,
} from './server-child.ts';

describe('fault: SIGTERM during requests', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it('drains in-flight requests and exits 0', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase();
    cleanup.push(database.drop);
    const db = createPrismaClient(database.url, 2);
    cleanup.push(() => db.$disconnect());
    const files = await filesDir();
    cleanup.push(files.remove);
    const password = 'drain-password-2026';
    const user = await createUser(db, {
      email: 'drain@example.com',
      passwordHash: await hashPassword(password),
    });

    // Info logs name every request as it arrives: the signal waits for the six logins to be inside.
    const server: ServerChild = await startServerChild(database.url, files.dir, {
      logLevel: 'info',
    });
    cleanup.push(() => stopChild(server.child, 2_000));
    // Open the connections first, so that the logins are surely inside the server at the signal.
    await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`${server.baseUrl}/api/health`).then((r) => r.arrayBuffer()),
      ),
    );
    const loginsArrived = waitForLogLines(
      server.child,
      (line) => line.includes('incoming request') && line.includes('/api/users/login'),
      6,
    );
    const logins = Array.from({ length: 6 }, () =>
      fetch(`${server.baseUrl}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { token?: string } })),
    );
    await loginsArrived;
    process.kill(server.child.process.pid!, 'SIGTERM');

    const answers = await Promise.all(logins);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.token).toEqual(expect.any(String));
    }
    expect(await server.child.exited).toBe(0);
  });
});
