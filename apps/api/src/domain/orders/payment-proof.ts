// Transfer screenshots: only for account-transfer orders that are neither paid nor cancelled.
import { Prisma } from '../../generated/prisma/client.ts';
import { prismaSql } from '../../db/sql.ts';
import type { PaymentStatus } from '@jangbogi/contracts/orders';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { acceptImage, type UploadedFile } from '../files/images.ts';
import type { PrivateFileLinks } from '../files/private-links.ts';
import type { FileStorage } from '../files/storage.ts';
import { ownerOf, type Caller } from '../caller.ts';
import { ORDER_NOT_FOUND } from './queries.ts';
import { inTransaction } from '../../db/transaction.ts';

export const PROOF_REQUIRED = 'images.selectImage';
/** Enough for a retake or two; more is someone filling the shop's storage. */
export const MAX_PROOFS_PER_ORDER = 5;

const proofOrderSelect = {
  id: true,
  paymentMethod: true,
  paymentStatus: true,
  status: true,
} as const;

function checkProofAllowed(order: {
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  status: string;
}) {
  if (order.paymentMethod !== 'account_transfer') {
    throw conflict('paymentProof.notNeeded', 'PROOF_NOT_NEEDED');
  }
  if (order.status === 'cancelled')
    throw conflict('paymentProof.orderCancelled', 'ORDER_CANCELLED');
  if (order.paymentStatus === 'paid')
    throw conflict('paymentProof.alreadyPaid', 'ORDER_ALREADY_PAID');
}

async function findOwnOrder(db: DbOrTx, caller: Caller, orderId: string) {
  const order = await db.order.findFirst({
    where: { id: orderId, ...ownerOf(caller) },
    select: { ...proofOrderSelect, _count: { select: { paymentProofs: true } } },
  });
  if (!order) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  if (order._count.paymentProofs >= MAX_PROOFS_PER_ORDER) {
    throw conflict('paymentProof.tooMany', { max: MAX_PROOFS_PER_ORDER }, 'TOO_MANY_PROOFS');
  }
  return order;
}

export async function uploadPaymentProof(
  db: Db,
  storage: FileStorage,
  links: PrivateFileLinks,
  caller: Caller,
  orderId: string,
  file: UploadedFile | undefined,
): Promise<{ url: string; payment_status: PaymentStatus }> {
  // Ownership and state first, so nothing is stored for an order the caller may not touch.
  checkProofAllowed(await findOwnOrder(db, caller, orderId));
  const image = await acceptImage(
    file?.fieldname === 'screenshot' ? file : undefined,
    PROOF_REQUIRED,
    'proof',
  );
  const key = await storage.put('payment-proofs', image.extension, image.buffer, image.contentType);
  try {
    await inTransaction(db, async (tx) => {
      const locked = await prismaSql(tx).query<{ id: string }>(
        Prisma.sql`SELECT id FROM orders WHERE id = ${orderId}::uuid FOR UPDATE`,
      );
      if (locked.length === 0) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
      const order = await findOwnOrder(tx, caller, orderId);
      checkProofAllowed(order);
      await tx.paymentProof.create({
        data: {
          orderId,
          fileKey: key,
          contentType: image.contentType,
          sizeBytes: image.buffer.length,
        },
        select: { id: true },
      });
      await tx.order.update({
        where: { id: orderId },
        data: { paymentStatus: 'proof_submitted' },
        select: { id: true },
      });
      await tx.orderEvent.create({
        data: {
          orderId,
          actorUserId: caller.kind === 'user' ? caller.userId : null,
          action: 'payment_proof_uploaded',
          fromPaymentStatus: order.paymentStatus,
          toPaymentStatus: 'proof_submitted',
        },
        select: { id: true },
      });
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  return { url: links.url(key), payment_status: 'proof_submitted' };
}
