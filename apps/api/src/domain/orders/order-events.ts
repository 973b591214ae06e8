// An order's history: every change the shop or the shopper makes is one event on the order, and
// the customer hears of it by email, written with the change (ADR 0010).
import type { DbOrTx } from '../../db/client.ts';
import type { OrderStatus, PaymentStatus } from '@jangbogi/contracts/admin';
import { enqueueEmail, type OutgoingEmail } from '../email/outbox.ts';

export interface OrderChangeEvent {
  orderId: string;
  actorUserId: string | null;
  action: string;
  from: { status: OrderStatus; paymentStatus: PaymentStatus };
  to: { status: OrderStatus; paymentStatus: PaymentStatus };
  note: string | null;
  at: Date;
}

/** Records the change on the order and queues the email that tells the customer of it. */
export async function recordOrderChange(
  tx: DbOrTx,
  event: OrderChangeEvent,
  email: OutgoingEmail,
): Promise<void> {
  await tx.orderEvent.create({
    data: {
      orderId: event.orderId,
      actorUserId: event.actorUserId,
      action: event.action,
      fromStatus: event.from.status,
      toStatus: event.to.status,
      fromPaymentStatus: event.from.paymentStatus,
      toPaymentStatus: event.to.paymentStatus,
      note: event.note,
      createdAt: event.at,
    },
    select: { id: true },
  });
  await enqueueEmail(tx, email);
}
