// The jobs that walk the orders (auto-cancel, reminders, housekeeping, record retention), each run
// once on the history as the jobs plugin runs it, timed whole. Meanwhile a second connection reads
// pg_locks every 10 ms and keeps the oldest transaction it saw holding a lock on orders stronger
// than a read's (a write's, or FOR UPDATE's row locks): how long a job could keep the shop's own
// writes to those rows waiting, at most. Reads block no checkout and are not counted.
import pg from 'pg';
import { createPrismaClient, type Db } from '../src/db/client.ts';
import { runHousekeeping } from '../src/domain/housekeeping/housekeeping.ts';
import { removeExpiredPersonalData } from '../src/domain/housekeeping/record-retention.ts';
import { sendPaymentReminders } from '../src/domain/orders/payment-reminders.ts';
import { cancelStaleTransferOrders } from '../src/domain/payments/transfer-review.ts';
import { cancelUnconfirmedCashOrders } from '../src/domain/payments/unconfirmed-cash.ts';
import { LocalFileStorage } from '../src/domain/files/storage.ts';
import { log } from './settings.ts';

export interface JobFigure {
  name: string;
  /** What the pass did, as the jobs plugin would log it. */
  outcome: string;
  totalMs: number;
  longestTransactionMs: number;
}

const HOLDERS = `
SELECT coalesce(max(extract(epoch FROM clock_timestamp() - a.xact_start) * 1000), 0)::float8 AS ms
  FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
 WHERE l.relation = 'orders'::regclass AND l.granted AND l.mode <> 'AccessShareLock'
   AND a.pid <> pg_backend_pid()
   AND a.datname = current_database()`;

async function watched(
  observer: pg.Client,
  name: string,
  run: () => Promise<unknown>,
): Promise<JobFigure> {
  let longest = 0;
  let watching = true;
  const watch = (async () => {
    while (watching) {
      const { rows } = await observer.query<{ ms: number }>(HOLDERS);
      longest = Math.max(longest, rows[0]?.ms ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = performance.now();
  try {
    const outcome = JSON.stringify(await run()).slice(0, 60);
    const figure = { name, outcome, totalMs: performance.now() - started, longestTransactionMs: 0 };
    watching = false;
    await watch;
    figure.longestTransactionMs = longest;
    log(
      `job ${name}: ${figure.totalMs.toFixed(0)} ms, longest transaction on orders ${longest.toFixed(0)} ms (${outcome})`,
    );
    return figure;
  } finally {
    watching = false;
    await watch;
  }
}

/** `filesDir`: where the retention job's storage is (the history has no files). */
export async function ordersJobs(databaseUrl: string, filesDir: string): Promise<JobFigure[]> {
  const db: Db = createPrismaClient(databaseUrl, 4);
  const observer = new pg.Client({ connectionString: databaseUrl });
  await observer.connect();
  const now = new Date();
  try {
    const count = (list: unknown[] | null) => (list === null ? 'locked' : `${list.length} orders`);
    return [
      await watched(observer, 'cancel-unpaid-transfers', async () =>
        count(await cancelStaleTransferOrders(db, now, 3)),
      ),
      await watched(observer, 'cancel-unconfirmed-cash', async () =>
        count(await cancelUnconfirmedCashOrders(db, now, 2)),
      ),
      await watched(observer, 'remind-unpaid-transfers', async () =>
        count(await sendPaymentReminders(db, now, 3, 'http://127.0.0.1')),
      ),
      await watched(observer, 'housekeeping', () => runHousekeeping(db, now)),
      await watched(observer, 'record-retention', () =>
        removeExpiredPersonalData(db, now, new LocalFileStorage(filesDir)),
      ),
    ];
  } finally {
    await observer.end();
    await db.$disconnect();
  }
}
