// Refunds and returns of paid orders. Each runs in one transaction that locks the order row
// first, so two admins returning the same line at once are serialised: the second sees the
// first one's returned quantities and is refused when nothing is left to return.
import { Prisma } from '../../generated/prisma/client.ts';
import { prismaSql } from '../../db/sql.ts';
import type { CreateRefundBody } from '@jangbogi/contracts/refunds';
import { formatWon } from '@jangbogi/contracts/format';
import { moneyAfterReturn, type OrderMoney } from '@jangbogi/contracts/refund-money';
import {
  refundedExempt,
  taxSplit,
  type TaxSplit,
  type TaxType,
} from '@jangbogi/contracts/tax-split';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { recordOrderChange } from './order-events.ts';
import { planRefund } from './transitions.ts';
import { lockOrder } from './order-actions.ts';
import { orderMoneySelect } from './order-money.ts';
import { reissueAfterRefund } from '../cash-receipts/duties.ts';
import { releasePromoUse } from './order-release.ts';
import { refundEmail } from './order-emails.ts';
import { releaseDeliverySlot } from '../delivery/days.ts';
import { approvedReturnOf, settleReturn } from './returns/decide.ts';
import { returnEmail } from './returns/emails.ts';

export interface RefundRequest {
  orderId: string;
  body: CreateRefundBody;
  /** Null when the shopper cancelled a paid order themselves as a guest. */
  actorUserId: string | null;
  now: Date;
}

interface ReturnedLine {
  order_item_id: string;
  product_id: string | null;
  quantity: number;
  value: number;
}

function pickReturnedLines(
  items: {
    id: string;
    productId: string | null;
    unitPrice: number;
    quantity: number;
    returnedQuantity: number;
  }[],
  asked: CreateRefundBody['lines'],
): ReturnedLine[] {
  if (!asked) {
    return items
      .filter((i) => i.quantity > i.returnedQuantity)
      .map((i) => {
        const quantity = i.quantity - i.returnedQuantity;
        return {
          order_item_id: i.id,
          product_id: i.productId,
          quantity,
          value: quantity * i.unitPrice,
        };
      });
  }
  const byId = new Map(items.map((i) => [i.id, i]));
  const wanted = new Map<string, number>();
  for (const line of asked)
    wanted.set(line.order_item_id, (wanted.get(line.order_item_id) ?? 0) + line.quantity);
  return [...wanted].map(([id, quantity]) => {
    const item = byId.get(id);
    if (!item) throw badRequest('orders.unknownLine', 'UNKNOWN_LINE');
    const left = item.quantity - item.returnedQuantity;
    if (quantity > left) {
      throw conflict('refunds.exceedsPurchase', { left }, 'RETURN_EXCEEDS_PURCHASE', {
        order_item_id: id,
        returnable: left,
      });
    }
    return {
      order_item_id: id,
      product_id: item.productId,
      quantity,
      value: quantity * item.unitPrice,
    };
  });
}

/** The split of what the shopper keeps once `returned` comes back (ADR 0038). */
function keptTaxSplit(
  items: {
    id: string;
    unitPrice: number;
    quantity: number;
    returnedQuantity: number;
    taxType: TaxType;
  }[],
  returned: ReturnedLine[],
  kept: OrderMoney,
): TaxSplit {
  const lines = items.map((item) => {
    const back = returned.find((r) => r.order_item_id === item.id)?.quantity ?? 0;
    return {
      tax_type: item.taxType,
      value: item.unitPrice * (item.quantity - item.returnedQuantity - back),
    };
  });
  return taxSplit({
    lines,
    discount: kept.discount,
    delivery: kept.shippingPrice + kept.remoteAreaSurcharge,
  });
}

/**
 * A packed line is returned as it went into the box: its packed units, at the price charged for
 * each, of the substitute (and taxed as the substitute) when there was one.
 */
function asDelivered<
  T extends {
    productId: string | null;
    unitPrice: number;
    quantity: number;
    packedQuantity: number | null;
    packedUnitPrice: number | null;
    substituteName: string | null;
    substituteProductId: string | null;
    taxType: TaxType;
    substituteTaxType: TaxType | null;
  },
>(item: T): T {
  if (item.packedQuantity === null) return item;
  return {
    ...item,
    productId: item.substituteName === null ? item.productId : item.substituteProductId,
    taxType: item.substituteTaxType ?? item.taxType,
    unitPrice: item.packedUnitPrice ?? item.unitPrice,
    quantity: item.packedQuantity,
  };
}

async function returnStock(tx: DbOrTx, lines: ReturnedLine[]): Promise<void> {
  const perProduct = new Map<string, number>();
  for (const l of lines)
    if (l.product_id)
      perProduct.set(l.product_id, (perProduct.get(l.product_id) ?? 0) + l.quantity);
  // Products are locked in id order, like every order transaction, so no two can deadlock.
  for (const productId of [...perProduct.keys()].sort()) {
    await prismaSql(tx).execute(
      Prisma.sql`SELECT 1 FROM products WHERE id = ${productId}::uuid FOR NO KEY UPDATE`,
    );
    await prismaSql(tx).execute(Prisma.sql`
      UPDATE products SET stock_quantity = stock_quantity + ${perProduct.get(productId)}, updated_at = now()
       WHERE id = ${productId}::uuid`);
  }
}

/** Returns lines (or everything) from a paid order and records the refund. Throws 404/409. */
export async function createRefund(tx: DbOrTx, request: RefundRequest): Promise<string> {
  const locked = await lockOrder(tx, request.orderId);
  if (!locked) throw notFound('orders.notFound.admin');
  const settles = request.body.return_id
    ? await approvedReturnOf(tx, request.body.return_id, locked.id)
    : null;
  const order = await tx.order.findUniqueOrThrow({
    where: { id: locked.id },
    select: {
      ...orderMoneySelect,
      taxTaxable: true,
      taxVat: true,
      taxExempt: true,
      items: {
        select: {
          id: true,
          productId: true,
          unitPrice: true,
          quantity: true,
          returnedQuantity: true,
          taxType: true,
          packedQuantity: true,
          packedUnitPrice: true,
          substituteName: true,
          substituteProductId: true,
          substituteTaxType: true,
        },
      },
    },
  });
  order.items = order.items.map(asDelivered);
  const returned = pickReturnedLines(order.items, request.body.lines);
  if (returned.length === 0) throw conflict('refunds.nothingToReturn', 'NOTHING_TO_RETURN');
  const returnsEverything = order.items.every(
    (i) =>
      i.quantity - i.returnedQuantity ===
      (returned.find((r) => r.order_item_id === i.id)?.quantity ?? 0),
  );
  const before = {
    status: locked.status,
    paymentStatus: locked.payment_status,
    paymentMethod: locked.payment_method,
  };
  const next = planRefund(before, returnsEverything);
  const money = moneyAfterReturn(
    order,
    returned.reduce((sum, l) => sum + l.value, 0),
  );

  for (const line of returned) {
    await tx.orderItem.update({
      where: { id: line.order_item_id },
      data: { returnedQuantity: { increment: line.quantity } },
      select: { id: true },
    });
  }
  await returnStock(tx, returned);
  if (next.becomesCancelled) {
    // A parcel already on its way keeps its day; one cancelled before that frees it.
    if (before.status === 'pending' || before.status === 'confirmed') {
      await releaseDeliverySlot(prismaSql(tx), locked.id);
    }
    await releasePromoUse(tx, locked.id);
  }
  const tax = keptTaxSplit(order.items, returned, money);
  await tx.order.update({
    where: { id: locked.id },
    data: {
      status: next.status,
      taxTaxable: tax.taxable,
      taxVat: tax.vat,
      taxExempt: tax.exempt,
      subtotal: money.subtotal,
      discount: money.discount,
      shippingPrice: money.shippingPrice,
      remoteAreaSurcharge: money.remoteAreaSurcharge,
      total: money.total,
      ...(next.becomesCancelled ? { cancelledAt: request.now } : {}),
    },
    select: { id: true },
  });
  await reissueAfterRefund(tx, locked.id, { total: money.total, tax }, request.now);

  // An online payment goes back the way it came, through Toss (payments/toss/refunds.ts), to
  // the account the shopper named when it was a virtual account.
  const method = locked.payment_method === 'toss' ? 'toss' : request.body.method;
  const account = method === 'cash' ? undefined : request.body.bank_account;
  const note = request.body.note?.trim() || null;
  const refund = await tx.refund.create({
    data: {
      orderId: locked.id,
      amount: money.refund,
      taxExempt: refundedExempt(
        { taxable: order.taxTaxable, vat: order.taxVat, exempt: order.taxExempt },
        tax,
        money.refund,
      ),
      method,
      bankName: account?.bank_name ?? null,
      accountNumber: account?.account_number ?? null,
      accountHolder: account?.account_holder ?? null,
      lines: returned.map((l) => ({ order_item_id: l.order_item_id, quantity: l.quantity })),
      cancelsOrder: returnsEverything,
      note,
      createdByUserId: request.actorUserId,
      createdAt: request.now,
    },
    select: { id: true },
  });
  const customer = {
    orderNumber: locked.order_number,
    customerName: locked.customer_name,
    customerEmail: locked.customer_email,
  };
  // A refund that settles a shopper's return is announced as that return's last step, in the
  // language the shopper asked in; any other refund by the refund email.
  if (settles) {
    await settleReturn(tx, { returnId: settles.id, refundId: refund.id, now: request.now });
  }
  await recordOrderChange(
    tx,
    {
      orderId: locked.id,
      actorUserId: request.actorUserId,
      action: returnsEverything ? 'refund_cancel' : 'refund_return',
      from: before,
      to: next,
      note: [`Refund ${formatWon(money.refund)} (${method})`, note].filter(Boolean).join(': '),
      at: request.now,
    },
    settles
      ? returnEmail({ ...customer, language: settles.language }, 'refunded', {
          refundAmount: money.refund,
        })
      : refundEmail(
          { ...customer, total: money.total, language: locked.language },
          { amount: money.refund, method, cancelsOrder: returnsEverything },
          'created',
        ),
  );
  return refund.id;
}

/** The money has gone out: the refund moves from to_refund to refunded. Throws 404/409. */
export async function markRefunded(
  tx: DbOrTx,
  change: { orderId: string; refundId: string; actorUserId: string; now: Date },
): Promise<void> {
  const locked = await lockOrder(tx, change.orderId);
  if (!locked) throw notFound('orders.notFound.admin');
  const refund = await tx.refund.findFirst({
    where: { id: change.refundId, orderId: locked.id },
    select: { id: true, status: true, amount: true, method: true, cancelsOrder: true },
  });
  if (!refund) throw notFound('refunds.notFound');
  if (refund.status === 'refunded') throw conflict('refunds.alreadyRefunded', 'ALREADY_REFUNDED');
  if (refund.method === 'toss') throw conflict('refunds.refundedOnline', 'REFUNDED_ONLINE');
  await tx.refund.update({
    where: { id: refund.id },
    data: { status: 'refunded', refundedAt: change.now, refundedByUserId: change.actorUserId },
    select: { id: true },
  });
  const unchanged = { status: locked.status, paymentStatus: locked.payment_status };
  await recordOrderChange(
    tx,
    {
      orderId: locked.id,
      actorUserId: change.actorUserId,
      action: 'mark_refunded',
      from: unchanged,
      to: unchanged,
      note: `Refunded ${formatWon(refund.amount)} (${refund.method})`,
      at: change.now,
    },
    refundEmail(
      {
        orderNumber: locked.order_number,
        customerName: locked.customer_name,
        customerEmail: locked.customer_email,
        total: locked.total,
        language: locked.language,
      },
      refund,
      'refunded',
    ),
  );
}

export const transactionOptions = { maxWait: 10_000, timeout: 15_000 };

export function refundOrder(db: Db, request: RefundRequest): Promise<string> {
  return inTransaction(db, (tx) => createRefund(tx, request), transactionOptions);
}

export function markOrderRefunded(
  db: Db,
  change: Parameters<typeof markRefunded>[1],
): Promise<void> {
  return inTransaction(db, (tx) => markRefunded(tx, change), transactionOptions);
}
