// A day before an unpaid account transfer is cancelled (transfer-review.ts), the shopper is
// reminded once: where to send how much, and by when in Korea time.
import { formatDeadline, formatWon } from '@jangbogi/contracts/format';
import { escapeHtml } from '@jangbogi/contracts/html';
import { settingIn } from '@jangbogi/contracts/settings-in-language';
import type { Db } from '../../db/client.ts';
import { prismaSql } from '../../db/sql.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Language } from '../../lib/i18n/language.ts';
import { DAY_MS } from '../../lib/time.ts';
import { transferDueAt } from './transfer-deadline.ts';
import { emailWords, htmlLink } from '../email/words.ts';
import { enqueueEmail, type OutgoingEmail } from '../email/outbox.ts';
import { linkTo } from '../accounts/link-tokens.ts';
import {
  readSettings,
  TRANSFER_ACCOUNT_KEYS,
  type TransferAccount,
} from '../settings/read-settings.ts';

const PAYMENT_REMINDER_LOCK_KEY = 0x70617921; // 'pay!'
const BATCH_SIZE = 200;
/** How long before the deadline the reminder goes. */
const REMIND_BEFORE_MS = DAY_MS;

interface DueReminder {
  id: string;
  order_number: string;
  customer_name: string;
  customer_email: string;
  depositor_name: string | null;
  total: number;
  placed_at: Date;
  due_at: Date;
  language: Language;
}

export function paymentReminderEmail(
  order: DueReminder,
  deadline: Date,
  account: TransferAccount,
  publicUrl: string,
): OutgoingEmail {
  const { language } = order;
  const words = emailWords(language);
  const link = linkTo(publicUrl, '/my-orders', language);
  const details = [
    words.labelled('email.label.bank', settingIn(account, 'bank_name', language)),
    words.labelled('email.label.accountHolder', settingIn(account, 'account_title', language)),
    words.labelled('email.label.accountNumber', account.account_number),
    words.labelled('email.label.amountToTransfer', formatWon(order.total, language)),
    words.labelled('email.label.depositor', order.depositor_name ?? '-'),
  ];
  const orderNumber = order.order_number;
  const lead = words.text('email.paymentReminder.lead', {
    orderNumber,
    deadline: formatDeadline(deadline, language),
  });
  const hello = words.text('email.greeting', { name: order.customer_name });
  const upload = words.text('email.paymentReminder.upload');
  return {
    kind: 'payment_reminder',
    to: order.customer_email,
    subject: words.text('email.paymentReminder.subject', { orderNumber }),
    text: [hello, '', lead, '', ...details, '', upload, link].join('\n'),
    html: words.document(
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(lead)}</p>` +
        `<p>${details.map(escapeHtml).join('<br>')}</p>` +
        `<p>${escapeHtml(upload)} ${htmlLink(link, link)}</p>`,
    ),
  };
}

/**
 * Queues one reminder for each unpaid transfer order whose deadline (see `transferDueAt`) is less
 * than a day away, and marks it reminded in the same transaction. An order given less than a day
 * to pay gets none: its confirmation, a few hours old, already says by when. An advisory lock lets
 * one instance run at a time and the mark keeps any later pass from sending it again. Answers
 * the reminded order numbers, or null when another instance held the lock.
 */
export async function sendPaymentReminders(
  db: Db,
  now: Date,
  days: number,
  publicUrl: string,
): Promise<string[] | null> {
  const remindFrom = new Date(now.getTime() + REMIND_BEFORE_MS);
  const dueAt = transferDueAt(days);
  return inTransaction(
    db,
    async (tx) => {
      const sql = prismaSql(tx);
      const [lock] = await sql.query<{ locked: boolean }>(Prisma.sql`
        SELECT pg_try_advisory_xact_lock(${PAYMENT_REMINDER_LOCK_KEY}) AS locked`);
      if (!lock?.locked) return null;
      const due = await sql.query<DueReminder>(Prisma.sql`
        SELECT o.id, o.order_number, o.customer_name, o.customer_email, o.depositor_name,
               o.total, o.placed_at, ${dueAt} AS due_at,
               -- The owner's preferred language; a guest order's email has an account too.
               COALESCE(
                 (SELECT u.preferred_language FROM users u WHERE u.id = o.user_id),
                 (SELECT u.preferred_language FROM users u WHERE u.email = o.customer_email),
                 'en'
               )::text AS language
          FROM orders o
         WHERE o.payment_method = 'account_transfer' AND o.payment_status = 'unpaid'
           AND o.status IN ('pending', 'confirmed') AND o.payment_reminder_sent_at IS NULL
           AND ${dueAt} > ${now} AND ${dueAt} < ${remindFrom}
           AND ${dueAt} > o.placed_at + make_interval(secs => ${REMIND_BEFORE_MS / 1000})
         ORDER BY o.placed_at
         LIMIT ${BATCH_SIZE}
         FOR UPDATE OF o SKIP LOCKED`);
      if (due.length === 0) return [];
      const account = await readSettings(sql, TRANSFER_ACCOUNT_KEYS);
      for (const order of due) {
        await enqueueEmail(tx, paymentReminderEmail(order, order.due_at, account, publicUrl));
      }
      await sql.execute(Prisma.sql`
        UPDATE orders SET payment_reminder_sent_at = ${now}
         WHERE id = ANY(${due.map((o) => o.id)}::uuid[])`);
      return due.map((o) => o.order_number);
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
}
