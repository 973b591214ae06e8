// Leaving the shop (회원 탈퇴, ADR 0041). The account, its address book, cart, stock alerts and
// every sign-in go at once. Its orders stay, as the E-Commerce Act asks (contracts, payments and
// deliveries for 5 years), detached from the account: no user, no guest session, no entrance
// code, and never attached again to an account that confirms the same email.
import type { OpenOrderReason } from '@jangbogi/contracts/account-data';
import type { Db, DbOrTx } from '../../db/client.ts';
import { prismaSql } from '../../db/sql.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { badRequest, conflict, unauthorized } from '../../lib/errors.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { accountDeletedMessage } from './emails.ts';
import { verifyPassword } from './password.ts';

export const WRONG_PASSWORD = 'accounts.passwordIncorrect';

interface OpenOrder {
  order_number: string;
  reason: OpenOrderReason;
}

/**
 * The first order that keeps the account open: one not yet delivered or cancelled (paid and on
 * its way, a transfer whose proof awaits review, or anything still being prepared), one with a
 * return being decided, or one the shop still owes a refund for.
 */
async function firstOpenOrder(tx: DbOrTx, userId: string): Promise<OpenOrder | undefined> {
  const [open] = await prismaSql(tx).query<OpenOrder>(Prisma.sql`
    SELECT o.order_number,
           CASE WHEN o.status NOT IN ('delivered', 'cancelled') THEN 'open_order'
                WHEN EXISTS (SELECT 1 FROM refunds f WHERE f.order_id = o.id AND f.status = 'to_refund')
                  THEN 'refund_due'
                ELSE 'open_return' END AS reason
      FROM orders o
     WHERE o.user_id = ${userId}::uuid
       AND (o.status NOT IN ('delivered', 'cancelled')
            OR EXISTS (SELECT 1 FROM refunds f WHERE f.order_id = o.id AND f.status = 'to_refund')
            OR EXISTS (SELECT 1 FROM return_requests r
                        WHERE r.order_id = o.id AND r.status IN ('requested', 'approved')))
     ORDER BY o.placed_at
     LIMIT 1`);
  return open;
}

/** The orders stay for the law's periods, without what it does not need. */
async function detachOrders(tx: DbOrTx, userId: string): Promise<void> {
  await prismaSql(tx).execute(Prisma.sql`
    UPDATE orders
       SET user_id = NULL,
           guest_session_id = NULL,
           detached_at = now(),
           delivery_request = CASE
             WHEN delivery_request -> 'entrance' IS NOT NULL THEN jsonb_set(delivery_request, '{entrance}', (delivery_request -> 'entrance') - 'code')
             ELSE delivery_request END
     WHERE user_id = ${userId}::uuid`);
}

/**
 * Deletes the shopper's account after checking their password. Answers the storage key of their
 * profile photo, for the caller to remove once the deletion is committed.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  password: string,
): Promise<{ profileImageKey: string | null }> {
  const account = await db.user.findUnique({
    where: { id: userId },
    select: { passwordHash: true },
  });
  if (!account || !(await verifyPassword(password, account.passwordHash)))
    throw badRequest(WRONG_PASSWORD, 'WRONG_PASSWORD');

  return inTransaction(db, async (tx) => {
    // The row lock keeps a checkout from adding an order between the check and the deletion.
    const [user] = await prismaSql(tx).query<{
      email: string;
      first_name: string;
      preferred_language: 'en' | 'ko';
      profile_image_key: string | null;
    }>(Prisma.sql`
      SELECT email, first_name, preferred_language::text AS preferred_language, profile_image_key
        FROM users WHERE id = ${userId}::uuid FOR UPDATE`);
    if (!user) throw unauthorized('sessions.loginRequired');

    const open = await firstOpenOrder(tx, userId);
    if (open) {
      throw conflict(
        'accounts.hasOpenOrder',
        { reason: open.reason, orderNumber: open.order_number },
        'ACCOUNT_HAS_OPEN_ORDERS',
        {
          order_number: open.order_number,
          reason: open.reason,
        },
      );
    }

    await detachOrders(tx, userId);
    await tx.stockAlert.deleteMany({ where: { OR: [{ userId }, { email: user.email }] } });
    await tx.stockAlertRecipient.deleteMany({ where: { email: user.email } });
    // Cart, addresses and reset links go with the row (ON DELETE CASCADE); tokens stop working
    // because the session check finds no account.
    await tx.user.delete({ where: { id: userId } });
    await enqueueEmail(
      tx,
      accountDeletedMessage(user.first_name, user.email, user.preferred_language),
    );
    return { profileImageKey: user.profile_image_key };
  });
}
