// A virtual account is paid in cash, so it owes a cash receipt like a transfer does (cash-receipts/
// duties.ts). With Toss the shop issues it through Toss's POST /v1/cash-receipts rather than by
// hand in Hometax, and records Toss's issue number in the receipts queue as the approval number.
// A receipt Toss could not issue stays due in the queue, for the team to issue or retry.
import type { AdminCashReceipt } from '@jangbogi/contracts/cash-receipts';
import type { Db } from '../../../db/client.ts';
import type { Logger } from '../../../lib/logger.ts';
import { issueThroughProvider, type CashReceiptIssuer } from '../../cash-receipts/issuer.ts';
import { dueReceiptsOf, recordIssued } from '../../cash-receipts/queue.ts';
import type { TossClient, TossPayment } from '../../payment-gateway/client.ts';

/** Issues a receipt through Toss; a cancellation is filed in Hometax by the team. */
export function tossCashReceiptIssuer(toss: TossClient, orderName: string): CashReceiptIssuer {
  return {
    async issue(receipt: AdminCashReceipt) {
      if (receipt.kind !== 'issue') throw new Error('Toss issues receipts, not cancellations');
      const issued = await toss.issueCashReceipt(
        {
          amount: receipt.amount,
          // Toss's cash receipt has an order id of its own: the receipt's, unique per receipt.
          orderId: receipt._id,
          orderName,
          customerIdentityNumber: receipt.identifier.replace(/\D/g, ''),
          type: receipt.purpose === 'expense_proof' ? '지출증빙' : '소득공제',
          taxFreeAmount: receipt.exempt,
        },
        `cash-receipt-${receipt._id}`,
      );
      return { approvalNumber: issued.issueNumber };
    },
  };
}

/** After a virtual account's deposit: issues (or records) what the order owes. */
export async function issueVirtualAccountReceipts(
  db: Db,
  toss: TossClient,
  paid: { orderId: string; orderNumber: string; payment: TossPayment },
  options: { now: Date; log: Logger },
): Promise<void> {
  const due = await dueReceiptsOf(db, paid.orderId, options.now);
  const fromWidget = paid.payment.cashReceipt;
  for (const [index, receipt] of due.entries()) {
    if (receipt.kind !== 'issue') continue;
    try {
      // The shopper may have asked for it in the widget, and Toss issued it with the payment.
      if (index === 0 && fromWidget?.issueNumber) {
        await recordIssued(db, {
          id: receipt._id,
          approvalNumber: fromWidget.issueNumber,
          actorUserId: null,
          now: options.now,
        });
        continue;
      }
      const issuer = tossCashReceiptIssuer(toss, `장보기 주문 ${paid.orderNumber}`);
      await issueThroughProvider(db, issuer, receipt, { userId: null, now: options.now });
    } catch (error) {
      options.log.warn(
        { orderId: paid.orderId, receiptId: receipt._id, reason: (error as Error).message },
        'Toss did not issue a cash receipt; it stays due in the queue',
      );
    }
  }
}
