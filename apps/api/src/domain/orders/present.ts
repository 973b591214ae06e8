// Turns order rows into the spec's response shapes (`_id`, `order_id`, `total_price`, ...).
import { presentShipment } from '@jangbogi/contracts/shipping';
import {
  addressSnapshot,
  order as orderSchema,
  type AddressSnapshot,
  type Order,
  type PlaceOrderResponse,
} from '@jangbogi/contracts/orders';
import { storedDeliveryRequest } from '@jangbogi/contracts/delivery-request-schema';
import type { DbOrTx } from '../../db/client.ts';
import { paymentDeadline } from '@jangbogi/contracts/calendar-words';
import { shopperMayCancel } from './transitions.ts';
import { dateOnly } from '@jangbogi/contracts/korea-time';
import type { PrivateFileLinks } from '../files/private-links.ts';
import { presentReturn, returnSelect, returnWindowOf } from './returns/present.ts';
import { deliveredEventSelect } from './returns/window.ts';
import { linePackingSelect, PACKING_REFUND_NOTE, presentLinePacking } from './packing-present.ts';
import {
  presentTossPayment,
  REFUND_ACCOUNT_REQUIRED,
  tossPaymentSelect,
} from '../payment-gateway/present.ts';

export const orderSelect = {
  id: true,
  orderNumber: true,
  status: true,
  paymentMethod: true,
  paymentStatus: true,
  placedAt: true,
  paidAt: true,
  deliveryDate: true,
  cashReceipt: true,
  deliveryRequest: true,
  subtotal: true,
  discount: true,
  shippingPrice: true,
  remoteAreaSurcharge: true,
  total: true,
  taxTaxable: true,
  taxVat: true,
  taxExempt: true,
  orderedTotal: true,
  packedAt: true,
  promoCode: true,
  depositorName: true,
  note: true,
  courier: true,
  trackingNumber: true,
  customerName: true,
  customerEmail: true,
  customerPhone: true,
  shippingAddress: true,
  billingAddress: true,
  items: {
    select: {
      id: true,
      productId: true,
      productName: true,
      productNameKr: true,
      imageUrl: true,
      unitPrice: true,
      lineTotal: true,
      taxType: true,
      ...linePackingSelect,
    },
    orderBy: { productName: 'asc' },
  },
  events: deliveredEventSelect,
  returns: { select: returnSelect, orderBy: { createdAt: 'asc' } },
  refunds: {
    select: {
      id: true,
      amount: true,
      method: true,
      status: true,
      cancelsOrder: true,
      createdAt: true,
      refundedAt: true,
      accountNumber: true,
      note: true,
      gatewayError: true,
    },
    orderBy: { createdAt: 'asc' },
  },
  tossPayment: tossPaymentSelect,
} as const;

type OrderRow = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;

async function loadOrder(db: DbOrTx, id: string) {
  return db.order.findUnique({ where: { id }, select: orderSelect });
}

function snapshot(value: unknown): AddressSnapshot {
  return addressSnapshot.parse(value);
}

const cashReceiptOf = (value: unknown) => {
  const parsed = orderSchema.shape.cash_receipt.safeParse(value);
  return parsed.success ? (parsed.data ?? null) : null;
};

type RefundRow = OrderRow['refunds'][number];

/** A refund as the customer sees it on the order; the back office shows more of it. */
export function presentRefund(r: RefundRow): NonNullable<Order['refunds']>[number] {
  return {
    _id: r.id,
    amount: r.amount,
    method: r.method,
    status: r.status,
    cancels_order: r.cancelsOrder,
    created_at: r.createdAt.toISOString(),
    refunded_at: r.refundedAt ? r.refundedAt.toISOString() : null,
    needs_account:
      r.status === 'to_refund' &&
      r.accountNumber === null &&
      (r.method === 'transfer' ||
        (r.method === 'toss' && !!r.gatewayError?.startsWith(REFUND_ACCOUNT_REQUIRED))),
    from_packing: r.note === PACKING_REFUND_NOTE,
  };
}

/** 받는 분 is the shipping address's name and phone; with it, the delivery request. */
export function recipientOf(shipping: AddressSnapshot, request: unknown) {
  return {
    recipient: { name: shipping.full_name, phone: shipping.phone },
    delivery_request: storedDeliveryRequest(request),
    shipping_address: shipping,
  };
}

/** How an order is shown: when, and with what the server is configured with. */
export interface OrderView {
  now: Date;
  /** UNPAID_TRANSFER_CANCEL_DAYS: how long an account transfer may stay unpaid. */
  transferDays: number;
  /** Signs return photos' links; only when the order's owner is asking. */
  links?: PrivateFileLinks | undefined;
}

/** The instant an unpaid transfer order is cancelled; null once paid, cancelled or not a transfer. */
export function transferDeadlineOf(
  order: {
    paymentMethod: string;
    paymentStatus: string;
    status: string;
    placedAt: Date;
    deliveryDate: Date | null;
  },
  transferDays: number,
): string | null {
  const awaited =
    order.paymentMethod === 'account_transfer' &&
    order.paymentStatus === 'unpaid' &&
    order.status !== 'cancelled';
  return awaited
    ? paymentDeadline(order.placedAt, transferDays, dateOnly(order.deliveryDate)).toISOString()
    : null;
}

export function presentOrder(row: OrderRow, { now, transferDays, links }: OrderView): Order {
  return {
    _id: row.id,
    order_id: row.id,
    order_number: row.orderNumber,
    status: row.status,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    placed_at: row.placedAt.toISOString(),
    subtotal: row.subtotal,
    shipping_price: row.shippingPrice,
    remote_area_surcharge: row.remoteAreaSurcharge,
    total_discount: row.discount,
    total_price: row.total,
    tax: { taxable: row.taxTaxable, vat: row.taxVat, exempt: row.taxExempt },
    final_total: row.packedAt ? row.total : null,
    ordered_total: row.orderedTotal,
    promo_code: row.promoCode,
    depositor_name: row.depositorName,
    note: row.note,
    customer: { name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
    ...recipientOf(snapshot(row.shippingAddress), row.deliveryRequest),
    billing_address: row.billingAddress === null ? null : snapshot(row.billingAddress),
    products: row.items.map((item) => ({
      product_id: item.productId,
      name: item.productName,
      name_kr: item.productNameKr,
      productImageUrl: item.imageUrl,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      line_total: item.lineTotal,
      tax_type: item.taxType,
      substitution: item.substitution,
      packing: presentLinePacking(item),
    })),
    shipment: presentShipment(row.courier, row.trackingNumber),
    refunds: row.refunds.map(presentRefund),
    cash_receipt: cashReceiptOf(row.cashReceipt),
    delivery_date: dateOnly(row.deliveryDate),
    payment_deadline: transferDeadlineOf(row, transferDays),
    can_cancel: shopperMayCancel(row, now),
    returns: row.returns.map((r) => presentReturn(r, links)),
    return_window: returnWindowOf(
      {
        status: row.status,
        deliveredAt: row.events[0]?.createdAt ?? null,
        items: row.items,
        returns: row.returns.map((r) => ({
          status: r.status,
          lines: r.lines.map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity })),
        })),
      },
      now,
    ),
    payment: presentTossPayment(row.tossPayment),
  };
}

/** `deliveryDateAssigned`: the body named no day, so the shop gave the order the first with room. */
export function placeOrderResponse(
  order: Order,
  { deliveryDateAssigned }: { deliveryDateAssigned: boolean },
): PlaceOrderResponse {
  return {
    order,
    _id: order._id,
    order_id: order.order_id,
    order_number: order.order_number,
    subtotal: order.subtotal,
    shipping_price: order.shipping_price,
    remote_area_surcharge: order.remote_area_surcharge,
    total_discount: order.total_discount,
    total_price: order.total_price,
    payment_method: order.payment_method,
    payment_status: order.payment_status,
    status: order.status,
    delivery_date: order.delivery_date ?? null,
    delivery_date_assigned: deliveryDateAssigned,
  };
}

export async function loadPresentedOrder(
  db: DbOrTx,
  id: string,
  view: OrderView,
): Promise<Order | null> {
  const row = await loadOrder(db, id);
  return row ? presentOrder(row, view) : null;
}
