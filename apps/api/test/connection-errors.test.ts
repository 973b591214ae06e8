// Which failures mean "the database is away" (answered 503, a job's pass tried again) and which
// stay bugs (answered 500, logged as errors), in the shapes node-postgres and Prisma give them.
import { describe, expect, it } from 'vitest';
import { isConnectionError } from '../src/db/connection-errors.ts';
import { isPoolBusy } from '../src/db/transaction.ts';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
/** How Prisma's client wraps what its pg adapter reported. */
const prismaWrapped = (cause: object) =>
  Object.assign(new Error('Invalid `prisma.order.findMany()` invocation'), {
    code: 'P2010',
    meta: { driverAdapterError: { name: 'DriverAdapterError', cause } },
  });

describe('isConnectionError', () => {
  it.each([
    [
      'a fast shutdown or pg_terminate_backend',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a crash of another backend', pgError('57P02', 'terminating connection because of crash')],
    ['a server starting up', pgError('57P03', 'the database system is starting up')],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
        syscall: 'connect',
        errno: -111,
      }),
    ],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['a socket closed under a statement', new Error('Connection terminated unexpectedly')],
    [
      'a client used after its connection broke',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['the pool giving up on connecting', new Error('timeout exceeded when trying to connect')],
    [
      'Prisma: unreachable',
      prismaWrapped({ kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 }),
    ],
    ['Prisma: connection closed', prismaWrapped({ kind: 'ConnectionClosed' })],
    [
      'Prisma: 57P01 from the server',
      prismaWrapped({
        kind: 'postgres',
        originalCode: '57P01',
        originalMessage: 'terminating connection',
      }),
    ],
    [
      'a cause chain',
      new Error('checkout failed', { cause: pgError('57P01', 'terminating connection') }),
    ],
  ])('%s is the database being away', (_name, error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', pgError('42601', 'syntax error at or near "SELEC"')],
    [
      'Prisma: a unique violation',
      prismaWrapped({ kind: 'UniqueConstraintViolation', constraint: { fields: ['email'] } }),
    ],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'connection'],
  ])('%s is not', (_name, error) => {
    expect(isConnectionError(error)).toBe(false);
  });
});

describe('isPoolBusy', () => {
  const p2028 = (message: string) => Object.assign(new Error(message), { code: 'P2028' });

  it('reads a transaction that could not start in time as a busy pool, nothing else', () => {
    expect(
      isPoolBusy(p2028('Transaction API error: Unable to start a transaction in the given time.')),
    ).toBe(true);
    expect(isPoolBusy(p2028('Transaction already closed: the timeout for this transaction'))).toBe(
      false,
    );
    expect(isPoolBusy(new Error('Unable to start a transaction'))).toBe(false);
  });
});
