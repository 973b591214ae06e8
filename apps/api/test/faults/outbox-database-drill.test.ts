// The database goes away while the outbox worker sends: the mail server has taken a message and,
// before the worker can record it as sent, the database server is stopped (and started again
// once the worker has noticed); later every backend is terminated. Every email queued before is
// sent exactly once: the worker records the messages the mail server took when the database is
// back instead of sending them again, and finishes the batch it had claimed without waiting for
// its lease to run out.
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/client.ts';
import { createMailer } from '../../src/domain/email/mailer.ts';
import { enqueueEmail } from '../../src/domain/email/outbox.ts';
import { startOutboxWorker } from '../../src/domain/email/worker.ts';
import type { Logger } from '../../src/lib/logger.ts';
import { startSmtpSink } from '../cluster/smtp-sink.ts';
import { startDrillDatabase } from './drill-database.ts';

const EMAILS = 30;
/** The messages during which the database server is stopped. */
const STOP_DURING = new Set([4, 17]);
/** The message during which every backend is terminated. */
const TERMINATE_DURING = 25;

describe('fault: the database goes away while the outbox sends', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it('sends every queued email once', { timeout: 90_000 }, async () => {
    const database = await startDrillDatabase('jangbogi_outbox_drill');
    cleanup.push(database.stop);
    const shop = createDatabase(database.url, 4);
    cleanup.push(shop.close);
    for (let i = 0; i < EMAILS; i++) {
      await enqueueEmail(shop.db, {
        kind: 'drill',
        to: `shopper-${i}@example.com`,
        subject: `Order ${i}`,
        text: `Body ${i}`,
      });
    }
    const queued = await shop.db.emailOutbox.findMany({ select: { id: true } });

    // The server comes back once the worker has said that a pass failed.
    let outages = 0;
    let noticed: (() => void) | undefined;
    const errors: unknown[] = [];
    const log: Logger = {
      info: () => {},
      warn: (_fields, message) => {
        if (message.includes('database is unavailable')) noticed?.();
      },
      error: (fields, message) => {
        errors.push({ message, ...fields });
        noticed?.();
      },
    };
    const smtp = await startSmtpSink({
      beforeAccepting: async (count) => {
        if (count === TERMINATE_DURING)
          await database.terminateBackends({ waitForTransaction: false });
        if (!STOP_DURING.has(count)) return;
        await database.stopServer();
        outages++;
        const back = new Promise<void>((resolve) => (noticed = resolve)).then(() =>
          database.startServer(),
        );
        cleanup.push(() => back);
      },
    });
    cleanup.push(smtp.stop);
    const mailer = createMailer(
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'shop@example.com', mailDir: '' },
      log,
    );
    cleanup.push(async () => mailer.close());

    const worker = startOutboxWorker(shop.db, mailer.send, { intervalMs: 50, log });
    cleanup.push(worker.stop);
    await expect
      .poll(() => shop.db.emailOutbox.count({ where: { status: 'sent' } }).catch(() => -1), {
        timeout: 60_000,
        interval: 100,
      })
      .toBe(EMAILS);
    await worker.stop();

    expect(outages).toBe(STOP_DURING.size);
    expect(errors).toEqual([]);
    expect([...smtp.received].sort()).toEqual(
      queued.map((row) => `<${row.id}@jangbogi.outbox>`).sort(),
    );
    const rows = await shop.db.emailOutbox.findMany();
    for (const row of rows) expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
