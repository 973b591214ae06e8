// The outbox against a real SMTP server on loopback: down, then up, then raced by two workers.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '../src/db/client.ts';
import { enqueueEmail } from '../src/domain/email/outbox.ts';
import { createMailer } from '../src/domain/email/mailer.ts';
import type { Logger } from '../src/lib/logger.ts';
import {
  backoffSeconds,
  claimDueEmails,
  deliverClaimed,
  runOutboxOnce,
  startOutboxWorker,
} from '../src/domain/email/worker.ts';
import { startSmtpSink, type SmtpSink } from './cluster/smtp-sink.ts';
import { startTestApp, useTestApp } from './helpers/app.ts';

const silentLog: Logger = { info: () => {}, warn: () => {}, error: () => {} };

describe('email outbox worker', () => {
  const ctx = useTestApp();
  const smtpServers: SmtpSink[] = [];
  afterAll(async () => {
    for (const server of smtpServers) await server.stop();
  });

  async function sink(options?: { accepting?: boolean }): Promise<SmtpSink> {
    const server = await startSmtpSink(options);
    smtpServers.push(server);
    return server;
  }
  const smtpMailer = (server: SmtpSink) =>
    createMailer(
      { SMTP_URL: `smtp://127.0.0.1:${server.port}`, MAIL_FROM: 'shop@example.com', mailDir: '' },
      silentLog,
    );

  async function queue(count: number, kind: string) {
    for (let i = 0; i < count; i++) {
      await enqueueEmail(ctx.db, {
        kind,
        to: `to-${i}@example.com`,
        subject: `${kind} ${i}`,
        text: `Body ${i}`,
      });
    }
    return ctx.db.emailOutbox.findMany({ where: { kind }, select: { id: true } });
  }
  const makeDue = (kind: string) =>
    ctx.db.emailOutbox.updateMany({
      where: { kind },
      data: { nextAttemptAt: new Date(Date.now() - 1_000) },
    });

  it('keeps messages pending with backoff while SMTP refuses, then delivers each exactly once', async () => {
    const smtp = await sink({ accepting: false });
    const mailer = smtpMailer(smtp);
    const ids = await queue(3, 'down-then-up');

    const down = await runOutboxOnce(ctx.db, mailer.send);
    expect(down).toMatchObject({ claimed: 3, sent: 0, failed: 3 });
    const failed = await ctx.db.emailOutbox.findMany({ where: { kind: 'down-then-up' } });
    for (const row of failed) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(row.lastError).toMatch(/421 Service not available/);
      const wait = (row.nextAttemptAt.getTime() - Date.now()) / 1000;
      expect(wait).toBeGreaterThan(25);
      expect(wait).toBeLessThanOrEqual(30);
    }
    // Backing off: nothing is due yet.
    expect((await runOutboxOnce(ctx.db, mailer.send)).claimed).toBe(0);

    smtp.accepting = true;
    await makeDue('down-then-up');
    expect(await runOutboxOnce(ctx.db, mailer.send)).toMatchObject({
      claimed: 3,
      sent: 3,
      failed: 0,
    });
    expect(await runOutboxOnce(ctx.db, mailer.send)).toMatchObject({ claimed: 0 });
    expect(smtp.received.sort()).toEqual(ids.map((r) => `<${r.id}@jangbogi.outbox>`).sort());
    const sent = await ctx.db.emailOutbox.findMany({ where: { kind: 'down-then-up' } });
    for (const row of sent)
      expect(row).toMatchObject({
        status: 'sent',
        attempts: 2,
        lastError: null,
        sentAt: expect.any(Date),
      });
    mailer.close();
  });

  it('delivers each message once when two workers with their own connections race', async () => {
    const smtp = await sink();
    const ids = await queue(30, 'raced');
    const secondDb = createPrismaClient(ctx.databaseUrl, 4);
    const mailers = [1, 2].map(() => smtpMailer(smtp));
    const workers = [
      startOutboxWorker(ctx.db, mailers[0]!.send, { intervalMs: 20, batchSize: 4 }),
      startOutboxWorker(secondDb, mailers[1]!.send, { intervalMs: 20, batchSize: 4 }),
    ];
    await expect
      .poll(() => ctx.db.emailOutbox.count({ where: { kind: 'raced', status: 'sent' } }), {
        timeout: 20_000,
      })
      .toBe(30);
    await Promise.all(workers.map((w) => w.stop()));
    mailers.forEach((m) => m.close());
    await secondDb.$disconnect();

    expect(
      await ctx.db.emailOutbox.count({ where: { kind: 'raced', status: 'sent', attempts: 1 } }),
    ).toBe(30);
    expect(smtp.received).toHaveLength(30);
    expect(new Set(smtp.received)).toEqual(new Set(ids.map((r) => `<${r.id}@jangbogi.outbox>`)));
  });

  it('does not send a message whose lease ran out and was claimed by another worker', async () => {
    const smtp = await sink();
    const mailer = smtpMailer(smtp);
    await queue(2, 'stale-lease');
    // A slow worker claims with a lease that has already run out...
    const stale = (await claimDueEmails(ctx.db, 10, -1)).filter((r) =>
      r.subject.startsWith('stale-lease'),
    );
    expect(stale).toHaveLength(2);
    // ...another worker claims the same messages and sends them...
    expect(await runOutboxOnce(ctx.db, mailer.send)).toMatchObject({ sent: 2 });
    // ...and the slow worker, coming back, sends nothing.
    expect(await deliverClaimed(ctx.db, stale, mailer.send)).toMatchObject({ sent: 0, skipped: 2 });
    expect(smtp.received).toHaveLength(2);
    mailer.close();
  });

  it('gives up after the maximum number of attempts', async () => {
    const mailer = smtpMailer(await sink({ accepting: false }));
    await queue(1, 'hopeless');
    for (let i = 0; i < 3; i++) {
      await runOutboxOnce(ctx.db, mailer.send, { maxAttempts: 3 });
      await makeDue('hopeless');
    }
    expect(
      await ctx.db.emailOutbox.findFirstOrThrow({ where: { kind: 'hopeless' } }),
    ).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await runOutboxOnce(ctx.db, mailer.send)).claimed).toBe(0);
    mailer.close();
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(backoffSeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });

  it('writes .eml files to the mail folder when no SMTP server is configured', async () => {
    const mailer = createMailer(
      { SMTP_URL: '', MAIL_FROM: 'shop@example.com', mailDir: ctx.config.mailDir },
      silentLog,
    );
    const [row] = await queue(1, 'to-file');
    expect(await runOutboxOnce(ctx.db, mailer.send)).toMatchObject({ sent: 1 });
    const files = (await readdir(ctx.config.mailDir)).filter((f) => f.includes(row!.id));
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(ctx.config.mailDir, files[0]!), 'utf8');
    expect(eml).toContain('Subject: to-file 0');
    expect(eml).toContain('To: to-0@example.com');
  });
});

describe('outbox worker plugin', () => {
  it('sends in the background when BACKGROUND_JOBS is on and stops with the app', async () => {
    const { context, stop } = await startTestApp({ BACKGROUND_JOBS: 'true' });
    try {
      await enqueueEmail(context.db, {
        kind: 'background',
        to: 'bg@example.com',
        subject: 'Background',
        text: 'Hi',
      });
      await expect
        .poll(
          () => context.db.emailOutbox.count({ where: { kind: 'background', status: 'sent' } }),
          { timeout: 10_000 },
        )
        .toBe(1);
      expect((await readdir(context.config.mailDir)).some((f) => f.endsWith('.eml'))).toBe(true);
    } finally {
      await stop();
    }
  });
});
