// Periodic jobs. They run only when BACKGROUND_JOBS is on; every instance may run them, each
// job takes a Postgres advisory lock so that one instance at a time does the work (see
// docs/decisions/0010-jobs-in-our-own-tables.md for why this is not a queue library).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { isConnectionError } from '../../db/connection-errors.ts';
import { isPoolBusy } from '../../db/transaction.ts';
import { cancelStaleTransferOrders } from '../../domain/payments/transfer-review.ts';
import { cancelUnconfirmedCashOrders } from '../../domain/payments/unconfirmed-cash.ts';
import { runHousekeeping } from '../../domain/housekeeping/housekeeping.ts';
import { removeExpiredPersonalData } from '../../domain/housekeeping/record-retention.ts';
import { expireTossHolds } from '../../domain/payments/toss/release.ts';
import { sendTossRefunds } from '../../domain/payments/toss/refunds.ts';
import { closeLapsedVirtualAccounts } from '../../domain/payments/toss/virtual-account-close.ts';
import { reconcileYesterday } from '../../domain/payments/toss/reconciliation.ts';
import { sendPaymentReminders } from '../../domain/orders/payment-reminders.ts';
import {
  sendBackInStockAlerts,
  type AlertLinkSettings,
} from '../../domain/stock-alerts/stock-alerts.ts';
import { alertLinkSettings } from '../../http/alert-link-settings.ts';
import { MINUTE_MS } from '../../lib/time.ts';

const FIRST_PASS_AFTER_MS = 3_000;
const RETRY_AFTER_FAILURE_MS = 30_000;

interface Job {
  name: string;
  everyMs: number;
  /** Does one pass; answers what to log, or null when another instance held the lock. */
  run: (db: Db, now: Date) => Promise<Record<string, unknown> | null>;
}

function shopJobs(
  config: FastifyInstance['config'],
  alertLinks: () => AlertLinkSettings,
  toss: FastifyInstance['toss'],
  log: FastifyInstance['log'],
  storage: FastifyInstance['storage'],
): Job[] {
  const tossJobs: Job[] = toss
    ? [
        {
          // A refund whose send was cut off between its commit and Toss (a restart) goes now.
          name: 'send-toss-refunds',
          everyMs: MINUTE_MS,
          run: async (db, now) => ({
            sent: await sendTossRefunds(db, toss.client, { neverSent: true }, { now, log }),
          }),
        },
        {
          // A virtual account whose order the shop's deadline cancelled closes at Toss too.
          name: 'close-lapsed-virtual-accounts',
          everyMs: MINUTE_MS,
          run: async (db, now) => ({
            closed: await closeLapsedVirtualAccounts(db, toss.client, { now, log }),
          }),
        },
        {
          // 거래 대사: yesterday's Toss orders against Toss's transactions, once a night.
          name: 'reconcile-toss',
          everyMs: 60 * MINUTE_MS,
          run: async (db, now) => {
            const report = await reconcileYesterday(db, toss.client, now);
            if (report && report.mismatches.length > 0)
              log.warn(
                { date: report.date, mismatches: report.mismatches.length },
                'Toss reconciliation found mismatches',
              );
            return report ? { date: report.date, mismatches: report.mismatches.length } : null;
          },
        },
      ]
    : [];
  return [
    ...tossJobs,
    {
      name: 'remind-unpaid-transfers',
      everyMs: 5 * MINUTE_MS,
      run: async (db, now) => {
        const reminded = await sendPaymentReminders(
          db,
          now,
          config.UNPAID_TRANSFER_CANCEL_DAYS,
          alertLinks().publicUrl,
        );
        return reminded === null ? null : { reminded };
      },
    },
    {
      name: 'cancel-unpaid-transfers',
      everyMs: 5 * MINUTE_MS,
      run: async (db, now) => ({
        orders: await cancelStaleTransferOrders(db, now, config.UNPAID_TRANSFER_CANCEL_DAYS),
      }),
    },
    {
      name: 'cancel-unconfirmed-cash',
      everyMs: 5 * MINUTE_MS,
      run: async (db, now) => ({
        orders: await cancelUnconfirmedCashOrders(db, now, config.UNPAID_CASH_CANCEL_DAYS),
      }),
    },
    {
      // Toss orders nobody paid within their hold give their stock back.
      name: 'expire-toss-holds',
      everyMs: MINUTE_MS,
      run: async (db, now) => ({ orders: await expireTossHolds(db, now) }),
    },
    {
      name: 'back-in-stock-alerts',
      everyMs: MINUTE_MS,
      run: async (db, now) => {
        const sent = await sendBackInStockAlerts(db, alertLinks(), now);
        return sent === null ? null : { sent };
      },
    },
    {
      name: 'housekeeping',
      everyMs: 60 * MINUTE_MS,
      run: async (db, now) => {
        const { ran, ...deleted } = await runHousekeeping(db, now);
        return ran ? deleted : null;
      },
    },
    {
      // Once a day is enough for periods counted in years (ADR 0041).
      name: 'record-retention',
      everyMs: 24 * 60 * MINUTE_MS,
      run: async (db, now) => ({ ...(await removeExpiredPersonalData(db, now, storage)) }),
    },
  ];
}

async function jobs(fastify: FastifyInstance) {
  if (!fastify.config.BACKGROUND_JOBS) return;

  const running = new Map<string, Promise<void>>();
  // A pass that failed is tried again soon rather than a whole period later: a database that
  // was away for a minute must not hold back the hourly housekeeping for an hour.
  const retries = new Map<string, NodeJS.Timeout>();
  let closing = false;
  const runJob = (job: Job) => {
    if (running.has(job.name)) return;
    clearTimeout(retries.get(job.name));
    retries.delete(job.name);
    // Each pass is one transaction: a pass cut off by the database leaves nothing half done.
    const pass = job
      .run(fastify.db, new Date())
      .then((outcome) => {
        fastify.metrics.jobRuns.inc({ job: job.name, outcome: outcome ? 'done' : 'skipped' });
        if (outcome) fastify.log.debug({ job: job.name, ...outcome }, 'job done');
        const orders = outcome?.orders;
        if (Array.isArray(orders) && orders.length > 0)
          fastify.log.info({ job: job.name, orders }, 'cancelled orders');
      })
      .catch((err: unknown) => {
        fastify.metrics.jobRuns.inc({ job: job.name, outcome: 'error' });
        if (isConnectionError(err))
          fastify.log.warn({ err, job: job.name }, 'job paused: the database is unavailable');
        else if (isPoolBusy(err))
          fastify.log.warn({ job: job.name }, 'job put off: every database connection is busy');
        else fastify.log.error({ err, job: job.name }, 'job failed');
        if (closing || job.everyMs <= RETRY_AFTER_FAILURE_MS) return;
        const retry = setTimeout(() => runJob(job), RETRY_AFTER_FAILURE_MS);
        retry.unref();
        retries.set(job.name, retry);
      })
      .finally(() => running.delete(job.name));
    running.set(job.name, pass);
  };

  const firstPasses: NodeJS.Timeout[] = [];
  const periods: NodeJS.Timeout[] = [];
  fastify.addHook('onReady', async () => {
    const jobList = shopJobs(
      fastify.config,
      () => alertLinkSettings(fastify),
      fastify.toss,
      fastify.log,
      fastify.storage,
    );
    for (const job of jobList) {
      // A first pass soon after start, so that instances restarted more often than a job's
      // period still run it; then one pass per period.
      const first = setTimeout(() => runJob(job), FIRST_PASS_AFTER_MS);
      const period = setInterval(() => runJob(job), job.everyMs);
      first.unref();
      period.unref();
      firstPasses.push(first);
      periods.push(period);
    }
  });
  fastify.addHook('onClose', async () => {
    closing = true;
    for (const timer of retries.values()) clearTimeout(timer);
    for (const timer of firstPasses) clearTimeout(timer);
    for (const timer of periods) clearInterval(timer);
    await Promise.all(running.values());
  });
}

export default fp(jobs, {
  name: 'jobs',
  dependencies: ['env', 'prisma', 'metrics', 'toss', 'storage'],
});
