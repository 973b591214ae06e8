// What the back office reads about orders: the filtered list and one order in full.
import type { AdminOrderDetail, AdminOrderList, adminOrdersQuery } from '@jangbogi/contracts/admin';
import { bankLabel } from '@jangbogi/contracts/admin-transfers';
import { LEGACY_DEFAULT_POSTCODE } from '@jangbogi/contracts/postcode';
import { refundLines, type AdminRefund, type RefundMethod } from '@jangbogi/contracts/refunds';
import { presentShipment } from '@jangbogi/contracts/shipping';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { PrivateFileLinks } from '../files/private-links.ts';
import { notFound } from '../../lib/errors.ts';
import { listPage } from './back-office-list.ts';
import { presentRefund } from './present.ts';
import { presentAdminTossPayment, tossPaymentSelect } from '../payment-gateway/present.ts';
import { presentLinePacking } from './packing-present.ts';
import { allowedOrderActions } from './transitions.ts';
import { refundAccountOf } from '@jangbogi/contracts/refunds';
import { adminReturnSelect, presentReturn } from './returns/present.ts';
import { dateOnly, hoursBetween } from '@jangbogi/contracts/korea-time';

type OrdersQuery = z.output<typeof adminOrdersQuery>;

const rowSelect = {
  id: true,
  orderNumber: true,
  customerName: true,
  customerEmail: true,
  customerPhone: true,
  total: true,
  status: true,
  paymentStatus: true,
  paymentMethod: true,
  depositorName: true,
  placedAt: true,
  deliveryDate: true,
  shippingAddress: true,
  _count: { select: { paymentProofs: { where: { rejectedAt: null } } } },
} satisfies Prisma.OrderSelect;

type RowRecord = Prisma.OrderGetPayload<{ select: typeof rowSelect }>;

const postcodeOf = (address: Prisma.JsonValue): unknown =>
  address && typeof address === 'object' && !Array.isArray(address)
    ? address.postal_code
    : undefined;

function toRow(o: RowRecord, now: Date) {
  return {
    _id: o.id,
    order_number: o.orderNumber,
    customer_name: o.customerName,
    customer_email: o.customerEmail,
    customer_phone: o.customerPhone,
    total: o.total,
    status: o.status,
    payment_status: o.paymentStatus,
    payment_method: o.paymentMethod,
    depositor_name: o.depositorName,
    placed_at: o.placedAt.toISOString(),
    delivery_date: dateOnly(o.deliveryDate),
    age_hours: hoursBetween(o.placedAt, now),
    has_proof: o._count.paymentProofs > 0,
    postcode_to_check: postcodeOf(o.shippingAddress) === LEGACY_DEFAULT_POSTCODE,
  };
}

export async function listOrders(
  db: DbOrTx,
  query: OrdersQuery,
  now: Date,
): Promise<AdminOrderList> {
  const { rows, total, estimated } = await listPage(db, query, LEGACY_DEFAULT_POSTCODE);
  return {
    orders: rows.map((o) => ({
      _id: o.id,
      order_number: o.order_number,
      customer_name: o.customer_name,
      customer_email: o.customer_email,
      customer_phone: o.customer_phone,
      total: o.total,
      status: o.status,
      payment_status: o.payment_status,
      payment_method: o.payment_method,
      depositor_name: o.depositor_name,
      placed_at: o.placed_at.toISOString(),
      delivery_date: dateOnly(o.delivery_date),
      age_hours: hoursBetween(o.placed_at, now),
      has_proof: o.has_proof,
      postcode_to_check: o.postal_code === LEGACY_DEFAULT_POSTCODE,
    })),
    page: query.page,
    pages: Math.max(1, Math.ceil(total / query.limit)),
    total,
    total_estimated: estimated,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

interface RefundRow {
  id: string;
  amount: number;
  method: RefundMethod;
  status: 'to_refund' | 'refunded';
  cancelsOrder: boolean;
  bankName: string | null;
  accountNumber: string | null;
  accountHolder: string | null;
  lines: unknown;
  note: string | null;
  createdAt: Date;
  refundedAt: Date | null;
  createdBy: { email: string } | null;
  refundedBy: { email: string } | null;
  gatewayAttemptedAt: Date | null;
  gatewayTransactionKey: string | null;
  gatewayError: string | null;
}

function presentAdminRefund(r: RefundRow): AdminRefund {
  return {
    ...presentRefund(r),
    bank_account: refundAccountOf(r),
    lines: refundLines.parse(r.lines),
    note: r.note,
    created_by_email: r.createdBy?.email ?? null,
    refunded_by_email: r.refundedBy?.email ?? null,
    gateway:
      r.method === 'toss'
        ? {
            attempted_at: iso(r.gatewayAttemptedAt),
            transaction_key: r.gatewayTransactionKey,
            error: r.gatewayError,
          }
        : null,
  };
}

/** `links` signs the short-lived URLs of the transfer screenshots (they are never public). */
export async function getOrderDetail(
  db: DbOrTx,
  orderId: string,
  now: Date,
  links: PrivateFileLinks,
): Promise<AdminOrderDetail> {
  const o = await db.order.findUnique({
    where: { id: orderId },
    select: {
      ...rowSelect,
      userId: true,
      guestSessionId: true,
      shippingAddress: true,
      billingAddress: true,
      note: true,
      promoCode: true,
      subtotal: true,
      discount: true,
      shippingPrice: true,
      remoteAreaSurcharge: true,
      taxTaxable: true,
      taxVat: true,
      taxExempt: true,
      paidAt: true,
      cancelledAt: true,
      packedAt: true,
      orderedTotal: true,
      items: { orderBy: { productName: 'asc' } },
      paymentProofs: { orderBy: { createdAt: 'desc' } },
      events: { orderBy: { createdAt: 'asc' }, include: { actor: { select: { email: true } } } },
      courier: true,
      trackingNumber: true,
      deposit: { select: { occurredAt: true, depositor: true, amount: true, bank: true } },
      refunds: {
        orderBy: { createdAt: 'asc' },
        include: {
          createdBy: { select: { email: true } },
          refundedBy: { select: { email: true } },
        },
      },
      returns: { select: adminReturnSelect, orderBy: { createdAt: 'asc' } },
      tossPayment: tossPaymentSelect,
    },
  });
  if (!o) throw notFound('orders.notFound.admin');
  return {
    ...toRow(o, now),
    payment: presentAdminTossPayment(o.tossPayment),
    user_id: o.userId,
    is_guest: o.userId === null && o.guestSessionId !== null,
    shipping_address: o.shippingAddress,
    billing_address: o.billingAddress,
    note: o.note,
    promo_code: o.promoCode,
    subtotal: o.subtotal,
    discount: o.discount,
    shipping_price: o.shippingPrice,
    remote_area_surcharge: o.remoteAreaSurcharge,
    tax: { taxable: o.taxTaxable, vat: o.taxVat, exempt: o.taxExempt },
    paid_at: iso(o.paidAt),
    cancelled_at: iso(o.cancelledAt),
    packed_at: iso(o.packedAt),
    final_total: o.packedAt ? o.total : null,
    ordered_total: o.orderedTotal,
    shipment: presentShipment(o.courier, o.trackingNumber),
    returns: o.returns.map((r) => ({
      ...presentReturn(r, links),
      refund_account: refundAccountOf(r),
    })),
    bank_deposit: o.deposit && {
      occurred_at: o.deposit.occurredAt.toISOString(),
      depositor: o.deposit.depositor,
      amount: o.deposit.amount,
      bank: bankLabel(o.deposit.bank),
    },
    items: o.items.map((i) => ({
      _id: i.id,
      product_id: i.productId,
      product_name: i.productName,
      product_name_kr: i.productNameKr,
      image_url: i.imageUrl,
      unit_price: i.unitPrice,
      quantity: i.quantity,
      line_total: i.lineTotal,
      returned_quantity: i.returnedQuantity,
      tax_type: i.taxType,
      substitution: i.substitution,
      packing: presentLinePacking(i),
    })),
    refunds: o.refunds.map(presentAdminRefund),
    payment_proofs: o.paymentProofs.map((p) => ({
      _id: p.id,
      url: links.url(p.fileKey, now),
      content_type: p.contentType,
      size_bytes: p.sizeBytes,
      uploaded_at: p.createdAt.toISOString(),
      rejected_at: iso(p.rejectedAt),
    })),
    events: o.events.map((e) => ({
      _id: e.id,
      action: e.action,
      actor_email: e.actor?.email ?? null,
      from_status: e.fromStatus,
      to_status: e.toStatus,
      from_payment_status: e.fromPaymentStatus,
      to_payment_status: e.toPaymentStatus,
      note: e.note,
      created_at: e.createdAt.toISOString(),
    })),
    allowed_actions: allowedOrderActions(o),
  };
}
