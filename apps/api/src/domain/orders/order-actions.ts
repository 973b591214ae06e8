// The shop team's actions on an order. Each runs in one transaction that locks the order row,
// so two clicks at once record one change and the second gets a 409.
import { Prisma } from '../../generated/prisma/client.ts';
import { prismaSql } from '../../db/sql.ts';
import type {
  OrderAction,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '@jangbogi/contracts/admin';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';

import { presentShipment, type Courier } from '@jangbogi/contracts/shipping';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Language } from '../../lib/i18n/language.ts';
import { owePaidOrderReceipt } from '../cash-receipts/duties.ts';
import { recordOrderChange } from './order-events.ts';
import { planOrderAction, type OrderTransition } from './transitions.ts';
import { orderStatusEmail, type EmailReason } from './order-emails.ts';
import { releaseCancelledOrder } from './order-release.ts';

interface LockedOrder {
  id: string;
  order_number: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  customer_name: string;
  customer_email: string;
  total: number;
  /** The language the customer's emails are written in. */
  language: Language;
}

export async function lockOrder(tx: DbOrTx, orderId: string): Promise<LockedOrder | undefined> {
  const rows = await prismaSql(tx).query<LockedOrder>(Prisma.sql`
    SELECT o.id, o.order_number, o.status::text AS status, o.payment_status::text AS payment_status,
           o.payment_method::text AS payment_method, o.customer_name, o.customer_email, o.total,
           -- The owner's preferred language; a guest order's email has an account too (ADR 0008).
           COALESCE(
             (SELECT u.preferred_language FROM users u WHERE u.id = o.user_id),
             (SELECT u.preferred_language FROM users u WHERE u.email = o.customer_email),
             'en'
           )::text AS language
      FROM orders o WHERE o.id = ${orderId}::uuid FOR UPDATE`);
  return rows[0];
}

export interface OrderChange {
  orderId: string;
  action: OrderAction;
  /** Null when the system acts (auto-cancellation). */
  actorUserId: string | null;
  /** A person's note: kept on the order's history and shown to the shopper in the email. */
  note?: string | null;
  /**
   * The system's note for the history only (an automatic cancellation's, a matched bank
   * deposit's), written in English for the back office, which words it in its page's language:
   * the shopper's email already says in its own words what happened.
   */
  recordOnly?: string;
  now: Date;
  /** Who carries the parcel; required to ship. */
  shipment?: { courier: Courier; trackingNumber: string };
  /** What the audit trail and email call it; defaults to the action. */
  reason?: EmailReason;
}

/** Applies an action to an order inside the caller's transaction. Throws 404/409. */
export async function changeOrder(tx: DbOrTx, change: OrderChange): Promise<OrderTransition> {
  const order = await lockOrder(tx, change.orderId);
  if (!order) throw notFound('orders.notFound.admin');
  const before = {
    status: order.status,
    paymentStatus: order.payment_status,
    paymentMethod: order.payment_method,
  };
  const next = planOrderAction(before, change.action);
  const shipment = change.action === 'ship' ? change.shipment : undefined;
  if (change.action === 'ship' && !shipment)
    throw badRequest('orders.shipmentRequired', 'SHIPMENT_REQUIRED');

  await tx.order.update({
    where: { id: order.id },
    data: {
      status: next.status,
      paymentStatus: next.paymentStatus,
      ...(next.becomesPaid ? { paidAt: change.now } : {}),
      ...(next.becomesCancelled ? { cancelledAt: change.now } : {}),
      ...(shipment ? { courier: shipment.courier, trackingNumber: shipment.trackingNumber } : {}),
    },
    select: { id: true },
  });

  if (change.action === 'reject_proof') {
    const latest = await tx.paymentProof.findFirst({
      where: { orderId: order.id, rejectedAt: null },
      orderBy: { createdAt: 'desc' },
      select: { id: true },
    });
    if (latest)
      await tx.paymentProof.update({
        where: { id: latest.id },
        data: { rejectedAt: change.now },
        select: { id: true },
      });
  }
  if (next.becomesPaid) await owePaidOrderReceipt(tx, order.id, change.now);
  if (next.becomesCancelled) await releaseCancelledOrder(tx, order.id);

  const reason = change.reason ?? change.action;
  const note = change.note?.trim() || null;
  await recordOrderChange(
    tx,
    {
      orderId: order.id,
      actorUserId: change.actorUserId,
      action: reason,
      from: before,
      to: next,
      note: note ?? change.recordOnly ?? null,
      at: change.now,
    },
    orderStatusEmail(
      {
        orderNumber: order.order_number,
        customerName: order.customer_name,
        customerEmail: order.customer_email,
        total: order.total,
        paid: before.paymentStatus === 'paid',
        language: order.language,
      },
      reason,
      note,
      shipment && presentShipment(shipment.courier, shipment.trackingNumber),
    ),
  );
  return next;
}

export async function applyOrderAction(db: Db, change: OrderChange): Promise<OrderTransition> {
  return inTransaction(db, (tx) => changeOrder(tx, change), { maxWait: 10_000, timeout: 15_000 });
}
