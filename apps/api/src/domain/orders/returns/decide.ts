// The shop team's side of returns: the queue, approving (the refund follows through the refund
// panel, which names the return) and refusing with a reason. Each step locks the order row first,
// as refunds do, so a decision and a refund of the same order are serialised and each email is
// queued once, with the change it announces.
import type { AdminReturn, ReturnStatus } from '@jangbogi/contracts/returns';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { lockOrder } from '../order-actions.ts';
import type { PrivateFileLinks } from '../../files/private-links.ts';
import { recordOrderChange } from '../order-events.ts';
import { returnEmail, type ReturnEmailStage } from './emails.ts';
import { refundAccountOf } from '@jangbogi/contracts/refunds';
import { adminReturnSelect, presentReturn } from './present.ts';

export const RETURN_NOT_FOUND = 'returns.notFound';
const QUEUE_LIMIT = 200;

export async function listReturns(
  db: DbOrTx,
  links: PrivateFileLinks,
  status: ReturnStatus | undefined,
): Promise<AdminReturn[]> {
  const rows = await db.returnRequest.findMany({
    where: status ? { status } : {},
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: QUEUE_LIMIT,
    select: {
      ...adminReturnSelect,
      refundId: true,
      order: { select: { id: true, orderNumber: true, customerName: true, customerEmail: true } },
    },
  });
  return rows.map((row) => ({
    ...presentReturn(row, links),
    order_id: row.order.id,
    order_number: row.order.orderNumber,
    customer: { name: row.order.customerName, email: row.order.customerEmail },
    refund_id: row.refundId,
    refund_account: refundAccountOf(row),
  }));
}

interface Decision {
  returnId: string;
  actorUserId: string;
  now: Date;
}

/** Locks the return's order and reads the return; 404 when there is no such return. */
async function lockReturn(tx: DbOrTx, returnId: string) {
  const found = await tx.returnRequest.findUnique({
    where: { id: returnId },
    select: { orderId: true },
  });
  if (!found) throw notFound(RETURN_NOT_FOUND, 'RETURN_NOT_FOUND');
  const order = await lockOrder(tx, found.orderId);
  if (!order) throw notFound(RETURN_NOT_FOUND, 'RETURN_NOT_FOUND');
  const request = await tx.returnRequest.findUniqueOrThrow({
    where: { id: returnId },
    select: { id: true, status: true, language: true },
  });
  return { order, request };
}

type Locked = Awaited<ReturnType<typeof lockReturn>>;

async function recordReturnStep(
  tx: DbOrTx,
  { order, request }: Locked,
  step: { stage: ReturnEmailStage; actorUserId: string | null; note: string | null; at: Date },
  details: Parameters<typeof returnEmail>[2] = {},
): Promise<void> {
  const unchanged = { status: order.status, paymentStatus: order.payment_status };
  await recordOrderChange(
    tx,
    {
      orderId: order.id,
      actorUserId: step.actorUserId,
      action: `return_${step.stage}`,
      from: unchanged,
      to: unchanged,
      note: step.note,
      at: step.at,
    },
    returnEmail(
      {
        orderNumber: order.order_number,
        customerName: order.customer_name,
        customerEmail: order.customer_email,
        language: request.language,
      },
      step.stage,
      details,
    ),
  );
}

function notDecidable(status: ReturnStatus) {
  return conflict('returns.alreadyDecided', { status }, 'RETURN_ALREADY_DECIDED', { status });
}

/** requested -> approved. Returns the order, whose refund panel comes next. Throws 404/409. */
export function approveReturn(db: Db, decision: Decision): Promise<{ order_id: string }> {
  return inTransaction(db, async (tx) => {
    const locked = await lockReturn(tx, decision.returnId);
    if (locked.request.status !== 'requested') throw notDecidable(locked.request.status);
    await tx.returnRequest.update({
      where: { id: locked.request.id },
      data: { status: 'approved', decidedAt: decision.now },
      select: { id: true },
    });
    await recordReturnStep(tx, locked, {
      stage: 'approved',
      actorUserId: decision.actorUserId,
      note: null,
      at: decision.now,
    });
    return { order_id: locked.order.id };
  });
}

/** requested or approved (not yet refunded) -> refused, with the reason the shopper is told. */
export function refuseReturn(db: Db, decision: Decision & { reason: string }): Promise<void> {
  return inTransaction(db, async (tx) => {
    const locked = await lockReturn(tx, decision.returnId);
    const { status } = locked.request;
    if (status !== 'requested' && status !== 'approved') throw notDecidable(status);
    await tx.returnRequest.update({
      where: { id: locked.request.id },
      data: { status: 'refused', refusalReason: decision.reason, decidedAt: decision.now },
      select: { id: true },
    });
    await recordReturnStep(
      tx,
      locked,
      {
        stage: 'refused',
        actorUserId: decision.actorUserId,
        note: decision.reason,
        at: decision.now,
      },
      { refusalReason: decision.reason },
    );
  });
}

/**
 * Inside the refund's transaction (the order row already locked), before anything is refunded:
 * the return the refund names must be this order's and approved.
 */
export async function approvedReturnOf(
  tx: DbOrTx,
  returnId: string,
  orderId: string,
): Promise<{ id: string; language: 'en' | 'ko' }> {
  const request = await tx.returnRequest.findFirst({
    where: { id: returnId, orderId },
    select: { id: true, status: true, language: true },
  });
  if (!request) throw notFound(RETURN_NOT_FOUND, 'RETURN_NOT_FOUND');
  if (request.status !== 'approved') {
    throw conflict('returns.notApproved', 'RETURN_NOT_APPROVED', {
      status: request.status,
    });
  }
  return { id: request.id, language: request.language };
}

/** The refund is recorded: the return it settles becomes `refunded` and names it. */
export async function settleReturn(
  tx: DbOrTx,
  settlement: { returnId: string; refundId: string; now: Date },
): Promise<void> {
  await tx.returnRequest.update({
    where: { id: settlement.returnId },
    data: { status: 'refunded', refundId: settlement.refundId, refundedAt: settlement.now },
    select: { id: true },
  });
}
