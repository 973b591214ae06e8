// Packing an order (ADR 0039): the packer's lines fix what goes into the box, the order's final
// figures and status `packed`, in one transaction that locks the order row first, so of two
// packers finishing the same order one wins and the other gets 409 ALREADY_PACKED. Stock moves
// once per product, the money follows (a refund for a paid order, a lower amount due otherwise,
// the cash receipt reissued), and the shopper is told by email in their language.
import { Prisma } from '../../generated/prisma/client.ts';
import { prismaSql } from '../../db/sql.ts';
import { formatWon } from '@jangbogi/contracts/format';
import { moneyAfterPacking } from '@jangbogi/contracts/packing-money';
import { refundedExempt, taxSplit } from '@jangbogi/contracts/tax-split';
import { refundAccountOf, type RefundBankAccount } from '@jangbogi/contracts/refunds';
import { packedOrderReason } from '@jangbogi/contracts/stock';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { reissueAfterRefund } from '../cash-receipts/duties.ts';
import { lockOrder } from './order-actions.ts';
import { orderMoneySelect } from './order-money.ts';
import { recordOrderChange } from './order-events.ts';
import {
  planPackedLines,
  shortOf,
  stockChanges,
  type PackedLineAsked,
  type PlannedLine,
  type SubstituteProduct,
} from './packing-lines.ts';
import { packingEmail } from './packing-email.ts';
import { PACKING_REFUND_NOTE } from './packing-present.ts';
import { transactionOptions } from './refunds.ts';
import { planPacking } from './transitions.ts';

export interface PackRequest {
  orderId: string;
  lines: PackedLineAsked[];
  actorUserId: string;
  now: Date;
}

/** The refunds the packing created (none unless the order was paid and came to less). */
export interface PackResult {
  refundIds: string[];
}

export function packOrder(db: Db, request: PackRequest): Promise<PackResult> {
  return inTransaction(db, (tx) => pack(tx, request), transactionOptions);
}

async function loadSubstitutes(
  tx: DbOrTx,
  lines: PackedLineAsked[],
): Promise<Map<string, SubstituteProduct>> {
  const ids = [
    ...new Set(lines.flatMap((l) => (l.substitute_product_id ? [l.substitute_product_id] : []))),
  ];
  if (ids.length === 0) return new Map();
  const products = await tx.product.findMany({
    where: { id: { in: ids }, archivedAt: null },
    select: {
      id: true,
      name: true,
      nameKr: true,
      sellPrice: true,
      salePrice: true,
      comparePrice: true,
      isOnSale: true,
      taxType: true,
    },
  });
  return new Map(
    products.map((p) => [
      p.id,
      {
        id: p.id,
        name: p.name,
        nameKr: p.nameKr,
        sell_price: p.sellPrice,
        sale_price: p.salePrice,
        compare_price: p.comparePrice,
        is_on_sale: p.isOnSale,
        taxType: p.taxType,
      },
    ]),
  );
}

/**
 * Applies each product's change in id order, the shop-wide lock order (ADR 0009), and records it
 * as a stock movement. A substitute without enough stock refuses the whole packing.
 */
async function moveStock(
  tx: DbOrTx,
  changes: Map<string, number>,
  reason: string,
  actorUserId: string,
): Promise<void> {
  const sql = prismaSql(tx);
  for (const productId of [...changes.keys()].sort()) {
    const change = changes.get(productId) ?? 0;
    const [row] = await sql.query<{ stock_quantity: number }>(Prisma.sql`
      UPDATE products SET stock_quantity = stock_quantity + ${change}, updated_at = now()
       WHERE id = ${productId}::uuid AND stock_quantity + ${change} >= 0
      RETURNING stock_quantity`);
    if (!row) {
      const product = await tx.product.findUnique({
        where: { id: productId },
        select: { name: true, stockQuantity: true },
      });
      const available = Math.max(0, product?.stockQuantity ?? 0);
      throw conflict(
        'stock.onlyLeftOf',
        { count: available, name: product?.name ?? 'substitute' },
        'OUT_OF_STOCK',
        {
          product_id: productId,
          available,
        },
      );
    }
    await tx.stockMovement.create({
      data: { productId, actorUserId, change, stockAfter: row.stock_quantity, reason },
      select: { id: true },
    });
  }
}

async function writeLines(tx: DbOrTx, planned: PlannedLine[]): Promise<void> {
  for (const p of planned) {
    await tx.orderItem.update({
      where: { id: p.line.id },
      data: {
        packedQuantity: p.packedQuantity,
        packedUnitPrice: p.unitPrice,
        packedGrams: p.grams,
        packedTotal: p.total,
        packedShortQuantity: shortOf(p),
        substituteProductId: p.substitute?.id ?? null,
        substituteName: p.substitute?.name ?? null,
        substituteNameKr: p.substitute?.nameKr ?? null,
        substituteTaxType: p.substitute?.taxType ?? null,
      },
      select: { id: true },
    });
  }
}

/** The account the shopper last gave for a refund of this order, if any. */
async function knownRefundAccount(tx: DbOrTx, orderId: string): Promise<RefundBankAccount | null> {
  const given = {
    bankName: { not: null },
    accountNumber: { not: null },
    accountHolder: { not: null },
  };
  const select = { bankName: true, accountNumber: true, accountHolder: true };
  const found =
    (await tx.refund.findFirst({
      where: { orderId, ...given },
      select,
      orderBy: { createdAt: 'desc' },
    })) ??
    (await tx.returnRequest.findFirst({
      where: { orderId, ...given },
      select,
      orderBy: { createdAt: 'desc' },
    }));
  return found ? refundAccountOf(found) : null;
}

/** The weighed terms of a line's product; the product's current ones (ADR 0039). */
function weighedOf(
  product: {
    soldByWeight: boolean;
    estimatedGrams: number | null;
    pricePerKg: number | null;
  } | null,
) {
  if (!product?.soldByWeight || !product.estimatedGrams || !product.pricePerKg) return null;
  return { estimatedGrams: product.estimatedGrams, pricePerKg: product.pricePerKg };
}

async function pack(tx: DbOrTx, request: PackRequest): Promise<PackResult> {
  const locked = await lockOrder(tx, request.orderId);
  if (!locked) throw notFound('orders.notFound.admin');
  const before = {
    status: locked.status,
    paymentStatus: locked.payment_status,
    paymentMethod: locked.payment_method,
  };
  const next = planPacking(before);
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
          productName: true,
          productNameKr: true,
          unitPrice: true,
          quantity: true,
          returnedQuantity: true,
          substitution: true,
          taxType: true,
          product: { select: { soldByWeight: true, estimatedGrams: true, pricePerKg: true } },
        },
        orderBy: { productName: 'asc' },
      },
    },
  });
  const planned = planPackedLines(
    order.items.map(({ product, ...item }) => ({ ...item, weighed: weighedOf(product) })),
    request.lines,
    await loadSubstitutes(tx, request.lines),
  );
  await moveStock(
    tx,
    stockChanges(planned),
    packedOrderReason(locked.order_number),
    request.actorUserId,
  );
  await writeLines(tx, planned);

  const money = moneyAfterPacking(
    order,
    planned.reduce((sum, p) => sum + p.total, 0),
  );
  // The split follows what went into the box: a substitute counts as itself, taxed or exempt.
  const tax = taxSplit({
    lines: planned.map((p) => ({
      tax_type:
        p.substitute?.taxType ??
        order.items.find((item) => item.id === p.line.id)?.taxType ??
        'taxed',
      value: p.total,
    })),
    discount: money.discount,
    delivery: order.shippingPrice + order.remoteAreaSurcharge,
  });
  await tx.order.update({
    where: { id: locked.id },
    data: {
      status: next.status,
      packedAt: request.now,
      orderedTotal: order.total,
      subtotal: money.subtotal,
      discount: money.discount,
      total: money.total,
      taxTaxable: tax.taxable,
      taxVat: tax.vat,
      taxExempt: tax.exempt,
    },
    select: { id: true },
  });

  const paid = before.paymentStatus === 'paid';
  const refundIds: string[] = [];
  let refundAccount: RefundBankAccount | null = null;
  if (paid && money.difference > 0) {
    await reissueAfterRefund(tx, locked.id, { total: money.total, tax }, request.now);
    const method =
      before.paymentMethod === 'account_transfer'
        ? 'transfer'
        : before.paymentMethod === 'toss'
          ? 'toss'
          : 'cash';
    refundAccount = method === 'cash' ? null : await knownRefundAccount(tx, locked.id);
    const refund = await tx.refund.create({
      data: {
        orderId: locked.id,
        amount: money.difference,
        taxExempt: refundedExempt(
          { taxable: order.taxTaxable, vat: order.taxVat, exempt: order.taxExempt },
          tax,
          money.difference,
        ),
        method,
        bankName: refundAccount?.bank_name ?? null,
        accountNumber: refundAccount?.account_number ?? null,
        accountHolder: refundAccount?.account_holder ?? null,
        lines: planned
          .filter((p) => p.line.quantity - p.line.returnedQuantity > p.packedQuantity)
          .map((p) => ({
            order_item_id: p.line.id,
            quantity: p.line.quantity - p.line.returnedQuantity - p.packedQuantity,
          })),
        note: PACKING_REFUND_NOTE,
        createdByUserId: request.actorUserId,
        createdAt: request.now,
      },
      select: { id: true },
    });
    refundIds.push(refund.id);
  }

  await recordOrderChange(
    tx,
    {
      orderId: locked.id,
      actorUserId: request.actorUserId,
      action: 'pack',
      from: before,
      to: next,
      note:
        money.difference > 0
          ? `Packed for ${formatWon(money.total)} (ordered ${formatWon(order.total)})`
          : null,
      at: request.now,
    },
    packingEmail(
      {
        orderNumber: locked.order_number,
        customerName: locked.customer_name,
        customerEmail: locked.customer_email,
        total: money.total,
        language: locked.language,
      },
      {
        planned,
        orderedTotal: order.total,
        difference: money.difference,
        paymentMethod: before.paymentMethod,
        refund: paid && money.difference > 0 ? { accountKnown: refundAccount !== null } : null,
      },
    ),
  );
  return { refundIds };
}
