// The shopper names the bank account a refund goes to, when the shop created it without one (a
// packing refund of an order whose shopper never gave an account, ADR 0039). Only refunds still
// waiting, by transfer and without an account, take it: an account already used is never changed.
import type { RefundBankAccount } from '@jangbogi/contracts/refunds';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { ownerOf, type Caller } from '../caller.ts';
import { lockOrder } from './order-actions.ts';
import { ORDER_NOT_FOUND } from './queries.ts';
import { REFUND_ACCOUNT_REQUIRED } from '../payment-gateway/present.ts';

export async function giveRefundAccount(
  db: Db,
  request: { caller: Caller; orderId: string; account: RefundBankAccount },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const own = await tx.order.findFirst({
      where: { id: request.orderId, ...ownerOf(request.caller) },
      select: { id: true },
    });
    if (!own || !(await lockOrder(tx, own.id))) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
    const { count } = await tx.refund.updateMany({
      where: {
        orderId: own.id,
        status: 'to_refund',
        accountNumber: null,
        OR: [
          { method: 'transfer' },
          // A virtual account's refund that Toss could not send without one.
          { method: 'toss', gatewayError: { startsWith: REFUND_ACCOUNT_REQUIRED } },
        ],
      },
      data: {
        bankName: request.account.bank_name,
        accountNumber: request.account.account_number,
        accountHolder: request.account.account_holder,
      },
    });
    if (count === 0) throw conflict('refunds.noneAwaitingAccount', 'NO_REFUND_AWAITING_ACCOUNT');
  });
}
