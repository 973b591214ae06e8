// A day before an unpaid account transfer is cancelled (transfer-review.ts), the shopper is
// reminded once: where to send how much, and by when in Korea time.
import { formatDeadline } from '@jangbogi/contracts/format';
import { formatWon } from '@jangbogi/contracts/format';
import { escapeHtml } from '@jangbogi/contracts/html';
import { settingIn } from '@jangbogi/contracts/settings-in-language';
import type { Db } from '../../db/client.ts';
import { prismaSql } from '../../db/sql.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Language } from '../../lib/i18n/language.ts';
import { DAY_MS } from '../../lib/time.ts';
import { transferDueAt } from './transfer-deadline.ts';
import { greeting } from '../email/greeting.ts';
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

const WORDS = {
  en: {
    subject: (n: string) => `Reminder: please pay for order ${n}`,
    lead: (n: string, when: string) =>
      `We have not yet received the account transfer for your order ${n}. Please transfer by ${when}; an order still unpaid then is cancelled.`,
    bank: 'Bank',
    holder: 'Account holder',
    number: 'Account number',
    amount: 'Amount to transfer',
    depositor: 'Depositor name',
    upload: 'Already paid? Upload a screenshot of the transfer on your order page:',
  },
  ko: {
    subject: (n: string) => `[장보기] 주문 ${n} 입금 기한 안내`,
    lead: (n: string, when: string) =>
      `주문 ${n}의 계좌이체가 아직 확인되지 않았습니다. ${when}까지 입금해 주세요. 그때까지 입금이 없으면 주문이 취소됩니다.`,
    bank: '은행',
    holder: '예금주',
    number: '계좌번호',
    amount: '입금하실 금액',
    depositor: '입금자명',
    upload: '이미 입금하셨다면 주문 페이지에 이체 화면을 올려 주세요:',
  },
} satisfies Record<Language, unknown>;

export function paymentReminderEmail(
  order: DueReminder,
  deadline: Date,
  account: TransferAccount,
  publicUrl: string,
): OutgoingEmail {
  const { language } = order;
  const words = WORDS[language];
  const link = linkTo(publicUrl, '/my-orders', language);
  const details = [
    `${words.bank}: ${settingIn(account, 'bank_name', language)}`,
    `${words.holder}: ${settingIn(account, 'account_title', language)}`,
    `${words.number}: ${account.account_number}`,
    `${words.amount}: ${formatWon(order.total, language)}`,
    `${words.depositor}: ${order.depositor_name ?? '-'}`,
  ];
  const lead = words.lead(order.order_number, formatDeadline(deadline, language));
  const hello = greeting(order.customer_name, language);
  return {
    kind: 'payment_reminder',
    to: order.customer_email,
    subject: words.subject(order.order_number),
    text: [hello, '', lead, '', ...details, '', words.upload, link].join('\n'),
    html:
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(lead)}</p>` +
      `<p>${details.map(escapeHtml).join('<br>')}</p>` +
      `<p>${escapeHtml(words.upload)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
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
