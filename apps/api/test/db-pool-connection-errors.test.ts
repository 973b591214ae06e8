// A connection of the shop's pool whose backend is terminated while a borrower holds it, before
// the borrower listens for errors: `await pool.connect()` resumes the borrower a microtask after
// the pool stopped listening, and a terminated backend's last message can land in that gap. Found
// by the checkout drill, which once ended the server this way (unhandled 'error' event, 57P01).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/client.ts';
import { isConnectionError } from '../src/db/connection-errors.ts';
import { Prisma } from '../src/generated/prisma/client.ts';
import { createTestDatabase } from './helpers/database.ts';

describe("the pool's connections when their backend is terminated", () => {
  let database: Database;
  let admin: pg.Client;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    database = createDatabase(created.url, 2);
    admin = new pg.Client({ connectionString: created.url });
    await admin.connect();
  });

  afterAll(async () => {
    await admin.end();
    await database.close();
    await drop();
  });

  it('every connection handed out already listens for errors', async () => {
    const client = await database.pool.connect();
    try {
      expect(client.listenerCount('error')).toBeGreaterThan(0);
    } finally {
      client.release();
    }
  });

  it('a borrower that does not listen yet survives, and the pool serves the next statement', async () => {
    const client = await database.pool.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const ended = new Promise((resolve) => client.once('end', resolve));
    // Nothing of the borrower's listens: an 'error' event would end the test process.
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    await ended;

    const failure = await client.query('SELECT 1').catch((error: unknown) => error);
    expect(isConnectionError(failure)).toBe(true);
    client.release(failure as Error);

    const [row] = await database.sql.query<{ answer: number }>(Prisma.sql`SELECT 42 AS answer`);
    expect(row?.answer).toBe(42);
  });
});
