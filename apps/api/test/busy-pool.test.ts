// Under load every connection of the pool can stay busy for as long as a transaction waits to
// start, and Prisma gives up with P2028. Nothing is wrong with the work then, and none of it has
// run: a shopper's login once answered 500 that way. The transaction waits its turn again, and
// when the pool stays full, the answer is a 503 that says to try again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/client.ts';
import { inTransaction, isPoolBusy } from '../src/db/transaction.ts';
import { DomainError } from '../src/lib/errors.ts';
import { createTestDatabase } from './helpers/database.ts';

const POOL_SIZE = 2;

describe('a transaction on a full pool', () => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = createDatabase(testDatabase.url, POOL_SIZE);
  });

  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  /**
   * Keeps every connection of the pool busy for `seconds`; resolves once none is free, with
   * `released`, which resolves when they are free again.
   */
  async function fillPool(seconds: number): Promise<{ released: Promise<unknown> }> {
    const holds = Promise.all(
      Array.from({ length: POOL_SIZE }, () =>
        database.db.$transaction((tx) => tx.$executeRaw`SELECT pg_sleep(${seconds}::float8)`, {
          timeout: 30_000,
        }),
      ),
    );
    const { pool } = database;
    await expect.poll(() => pool.totalCount === POOL_SIZE && pool.idleCount === 0).toBe(true);
    return { released: holds };
  }

  const oneRow = () =>
    inTransaction(database.db, (tx) => tx.$queryRaw<{ one: number }[]>`SELECT 1 AS one`, {
      maxWait: 200,
    });

  it('waits its turn again and runs once a connection is free', async () => {
    const { released } = await fillPool(0.5);
    await expect(oneRow()).resolves.toEqual([{ one: 1 }]);
    await released;
  });

  it("answers busy, with the pool's P2028 as the cause, when no connection frees in time", async () => {
    const { released } = await fillPool(3);
    const failure = await oneRow().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ statusCode: 503, code: 'BUSY', retryAfterSeconds: 1 });
    expect(isPoolBusy(failure)).toBe(true);
    await released;
  });
});
