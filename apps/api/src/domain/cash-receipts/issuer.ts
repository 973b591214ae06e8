// Issuing a cash receipt through a payment provider's API, for a shop that has a contract with
// one. The default is manual: the team issues it in Hometax and records the approval number
// (queue.ts). A provider answers with its approval number, which is recorded the same way.
import type { AdminCashReceipt } from '@jangbogi/contracts/cash-receipts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { recordIssued } from './queue.ts';

export interface CashReceiptIssuer {
  /** Issues (or, for a `cancel` receipt, cancels) it and answers the provider's approval number. */
  issue(receipt: AdminCashReceipt): Promise<{ approvalNumber: string }>;
}

export async function issueThroughProvider(
  db: Db,
  issuer: CashReceiptIssuer,
  receipt: AdminCashReceipt,
  actor: { userId: string | null; now: Date },
): Promise<AdminCashReceipt> {
  if (receipt.status !== 'due') {
    throw conflict('cashReceipts.notDue', 'CASH_RECEIPT_NOT_DUE');
  }
  const { approvalNumber } = await issuer.issue(receipt);
  return recordIssued(db, {
    id: receipt._id,
    approvalNumber,
    actorUserId: actor.userId,
    now: actor.now,
  });
}
