// Placing an order, inside the checkout's transaction: the cart's lines (locked and read by
// open.ts) are priced with the promo's quote, the order is written by one call of place_order,
// which takes the stock last, and the promo is claimed after it, so hot product rows stay locked
// only for the end of that call, the claim and the commit (docs/benchmarks.md).
import { amountToMinimumOrder, shippingFor } from '@jangbogi/contracts/money';
import { taxSplit } from '@jangbogi/contracts/tax-split';
import { remoteAreaSurcharge } from '@jangbogi/contracts/remote-areas';
import { calendarDay } from '@jangbogi/contracts/korea-time';
import type { CashReceiptRequest } from '@jangbogi/contracts/cash-receipts';
import type { SubstitutionChoice } from '@jangbogi/contracts/users';
import type { DeliveryRequest } from '@jangbogi/contracts/delivery-request';
import type {
  AddressSnapshot,
  Order,
  PaymentMethod,
  PlaceOrderResponse,
} from '@jangbogi/contracts/orders';
import type { Sql } from '../../db/sql.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Language } from '../../lib/i18n/language.ts';
import { promoEmailKey, promoPhoneKey } from '../promos/customer-keys.ts';
import { claimPromo, quotePromo, type RedeemedPromo } from '../promos/redeem.ts';
import { checkDeliveryDate, deliveryDayFull, firstDayWithRoom } from '../delivery/days.ts';
import { readSettings, TRANSFER_ACCOUNT_KEYS } from '../settings/read-settings.ts';
import { orderConfirmationEmail } from './emails.ts';
import type { OrderInput } from './order-input.ts';
import { placeOrderResponse, transferDeadlineOf } from './present.ts';
import { checkTakenStock, inLockOrder, type OrderedProduct, type TakenRow } from './stock.ts';
import { holdTossPayment, waitingPayment } from '../payment-gateway/hold.ts';
import { v7 as timeOrderedId } from 'uuid';

export interface OrderRequest {
  /** The account the order belongs to (a guest checkout links the account of its email). */
  userId: string | null;
  guestSessionId: string | null;
  /** Who placed it, for the audit trail. */
  actorUserId: string | null;
  /** 주문자: who ordered. The recipient (받는 분) is the shipping address's name and phone. */
  customer: { name: string; email: string; phone: string };
  /**
   * The account's own phone number when the order ships to another: a promo's per-customer limit
   * counts both (the promo check before checkout knows only the account's).
   */
  accountPhone?: string | null;
  shippingAddress: AddressSnapshot;
  billingAddress: AddressSnapshot | null;
  paymentMethod: PaymentMethod;
  depositorName?: string | undefined;
  note?: string | undefined;
  promoCode?: string | undefined;
  /** The Korean calendar day chosen for delivery; without one, the first day with room. */
  deliveryDate?: string | undefined;
  cashReceipt?: CashReceiptRequest | undefined;
  deliveryRequest?: DeliveryRequest | undefined;
  /** When a guest agreed to the collection and use of their personal data. */
  privacyConsentAt?: Date | undefined;
  /** Per product id, the shopper's choice when that line is out. */
  substitutions?: Partial<Record<string, SubstitutionChoice>> | undefined;
  /** The choice for a product not named in `substitutions`. */
  substitutionDefault: SubstitutionChoice;
}

export interface OrderTotals {
  subtotal: number;
  discount: number;
  shippingPrice: number;
  /** 도서산간: charged even when shipping itself is free. */
  remoteAreaSurcharge: number;
  total: number;
}

/** The one place an order's figures are computed, remote-area surcharge included. */
export function orderTotals(subtotal: number, discount: number, surcharge = 0): OrderTotals {
  const cappedDiscount = Math.min(Math.max(discount, 0), subtotal);
  const shippingPrice = shippingFor(subtotal - cappedDiscount);
  const remoteAreaSurcharge = subtotal > 0 ? surcharge : 0;
  return {
    subtotal,
    discount: cappedDiscount,
    shippingPrice,
    remoteAreaSurcharge,
    total: subtotal - cappedDiscount + shippingPrice + remoteAreaSurcharge,
  };
}

/**
 * Refuses an order whose goods cost less than the shop's minimum order, before a promo code
 * (what the cart shows as still needed).
 */
export function checkMinimumOrder(subtotal: number, minimum: number): void {
  const needed = amountToMinimumOrder(subtotal, minimum);
  if (needed === 0) return;
  throw badRequest('checkout.belowMinimum', { minimum, needed }, 'BELOW_MINIMUM_ORDER', {
    minimum_order_amount: minimum,
    amount_to_minimum_order: needed,
  });
}

export function requireDepositorName(
  method: PaymentMethod,
  depositorName: string | undefined,
): string | null {
  if (method !== 'account_transfer') return null;
  if (!depositorName) throw badRequest('checkout.depositorNameRequired', 'DEPOSITOR_NAME_REQUIRED');
  return depositorName;
}

/** The shopper's choice for a product: the one named in the order, else the default. */
const substitutionOf = (request: OrderRequest, productId: string): SubstitutionChoice =>
  request.substitutions?.[productId] ?? request.substitutionDefault;

const byName = (a: { name: string }, b: { name: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

/** The order as the API shows it, from what was just written (no read-back). */
function presentPlaced(
  request: OrderRequest,
  written: { id: string; order_number: string; placed_at: string },
  fields: {
    email: string;
    depositorName: string | null;
    promo: RedeemedPromo | null;
    totals: OrderTotals;
    transferDays: number;
  },
  products: OrderedProduct[],
): Order {
  const tax = taxSplit({
    lines: products.map((p) => ({ tax_type: p.tax_type, value: p.unit_price * p.quantity })),
    discount: fields.totals.discount,
    delivery: fields.totals.shippingPrice + fields.totals.remoteAreaSurcharge,
  });
  return {
    _id: written.id,
    order_id: written.id,
    order_number: written.order_number,
    status: 'pending',
    payment_method: request.paymentMethod,
    payment_status: 'unpaid',
    placed_at: written.placed_at,
    subtotal: fields.totals.subtotal,
    shipping_price: fields.totals.shippingPrice,
    remote_area_surcharge: fields.totals.remoteAreaSurcharge,
    total_discount: fields.totals.discount,
    total_price: fields.totals.total,
    tax,
    promo_code: fields.promo?.code ?? null,
    depositor_name: fields.depositorName,
    note: request.note ?? null,
    customer: { name: request.customer.name, email: fields.email, phone: request.customer.phone },
    recipient: {
      name: request.shippingAddress.full_name,
      phone: request.shippingAddress.phone,
    },
    delivery_request: request.deliveryRequest ?? null,
    shipping_address: request.shippingAddress,
    billing_address: request.billingAddress,
    products: [...products].sort(byName).map((p) => ({
      product_id: p.id,
      name: p.name,
      name_kr: p.name_kr,
      productImageUrl: p.image_url,
      quantity: p.quantity,
      unit_price: p.unit_price,
      line_total: p.unit_price * p.quantity,
      tax_type: p.tax_type,
      substitution: substitutionOf(request, p.id),
      packing: null,
    })),
    cash_receipt: request.cashReceipt ?? null,
    delivery_date: request.deliveryDate ?? null,
    payment_deadline: transferDeadlineOf(
      {
        paymentMethod: request.paymentMethod,
        paymentStatus: 'unpaid',
        status: 'pending',
        placedAt: new Date(written.placed_at),
        deliveryDate: request.deliveryDate ? calendarDay(request.deliveryDate) : null,
      },
      fields.transferDays,
    ),
    can_cancel: true,
    payment:
      request.paymentMethod === 'toss'
        ? waitingPayment(written.id, fields.totals.total, tax.exempt, new Date(written.placed_at))
        : null,
  };
}

/** The order's identity, given by open_checkout before anything is written. */
export interface OrderIdentity {
  id: string;
  orderNumber: string;
  placedAt: Date;
}

/**
 * Places the order of the cart's `products` (locked by the caller's transaction, see open.ts):
 * prices it, writes it with place_order (prisma/functions/place_order.sql), which takes the
 * stock and the delivery day's slot last, then claims the promo. Every order has a delivery day:
 * a request without one gets the first day with room, and the answer says so. With
 * `idempotencyClaimId`, the response is stored under that claim in the same call.
 */
export async function placeOrder(
  sql: Sql,
  asked: OrderRequest,
  products: OrderedProduct[],
  identity: OrderIdentity,
  options: {
    publicUrl: string;
    language: Language;
    transferDays: number;
    idempotencyClaimId: string | null;
  },
): Promise<PlaceOrderResponse> {
  const depositorName = requireDepositorName(asked.paymentMethod, asked.depositorName);
  if (products.length === 0) throw badRequest('checkout.cartEmpty', 'CART_EMPTY');

  const subtotal = products.reduce((sum, p) => sum + p.unit_price * p.quantity, 0);
  const email = asked.customer.email.toLowerCase();
  const promo = asked.promoCode ? await quotePromo(sql, asked.promoCode, subtotal) : null;
  const transfer = asked.paymentMethod === 'account_transfer';
  // One statement for every setting the order needs.
  const settings = await readSettings(sql, [
    'remote_areas',
    'delivery',
    'minimum_order_amount',
    ...(transfer ? TRANSFER_ACCOUNT_KEYS : []),
  ]);
  checkMinimumOrder(subtotal, settings.minimum_order_amount);
  if (asked.deliveryDate)
    checkDeliveryDate(settings.delivery, identity.placedAt, asked.deliveryDate);
  const deliveryDate =
    asked.deliveryDate ?? (await firstDayWithRoom(sql, settings.delivery, identity.placedAt));
  const request = { ...asked, deliveryDate };
  const surcharge = remoteAreaSurcharge(request.shippingAddress.postal_code, settings.remote_areas);
  const totals = orderTotals(subtotal, promo?.discount ?? 0, surcharge);
  const order = presentPlaced(
    request,
    {
      id: identity.id,
      order_number: identity.orderNumber,
      placed_at: identity.placedAt.toISOString(),
    },
    { email, depositorName, promo, totals, transferDays: options.transferDays },
    products,
  );
  const transferAccount = transfer ? settings : null;
  const answer = placeOrderResponse(order, { deliveryDateAssigned: !asked.deliveryDate });
  const lines = inLockOrder(products);
  // A Toss order keeps the cart and is confirmed by email once paid (payments/toss/confirm.ts).
  const online = request.paymentMethod === 'toss';
  const confirmation = online
    ? null
    : orderConfirmationEmail(
        order,
        { ...options, guestOwned: request.userId === null },
        transferAccount,
      );
  const emptiedCartLines = online ? [] : products.map((p) => p.lineId);

  const [written] = await sql.query<{ taken: TakenRow[]; delivery_slot_taken: boolean }>(Prisma.sql`
    SELECT * FROM place_order(
      new_order => jsonb_populate_record(NULL::order_input,
        ${JSON.stringify(orderInput(request, order, identity))}::jsonb),
      placed_by => ${request.actorUserId}::uuid,
      order_lines => ${JSON.stringify(lines.map((line) => orderLineRecord(line, substitutionOf(request, line.id))))}::jsonb,
      confirmation => ${confirmation ? JSON.stringify(confirmation) : null}::jsonb,
      promo_use => ${promo ? JSON.stringify(promoUseRecord(promo, order.customer)) : null}::jsonb,
      emptied_cart_lines => ${emptiedCartLines}::uuid[],
      idempotency_claim_id => ${options.idempotencyClaimId}::uuid,
      stored_response => ${options.idempotencyClaimId ? JSON.stringify(answer) : null}::jsonb,
      delivery_capacity => ${settings.delivery.daily_capacity}::int)`);
  await checkTakenStock(sql, lines, written?.taken ?? []);
  // The tax split (ADR 0038), which no column of order_input carries.
  await sql.execute(Prisma.sql`
    UPDATE orders SET tax_taxable = ${order.tax.taxable}, tax_vat = ${order.tax.vat},
                      tax_exempt = ${order.tax.exempt}
     WHERE id = ${identity.id}::uuid`);
  if (!written?.delivery_slot_taken) {
    throw await deliveryDayFull(sql, settings.delivery, identity.placedAt, deliveryDate);
  }
  if (online) {
    await holdTossPayment(sql, {
      orderId: identity.id,
      amount: order.total_price,
      taxFreeAmount: order.tax.exempt,
      language: options.language,
      placedAt: identity.placedAt,
      cartLineIds: products.map((p) => p.lineId),
    });
  }
  // Products before the promo row: the shop-wide lock order.
  if (promo) {
    await claimPromo(sql, promo, subtotal, {
      userId: request.userId,
      email,
      phones: [request.customer.phone, request.accountPhone ?? null],
    });
  }
  return answer;
}

/** The order as place_order writes it (order-input.ts). */
function orderInput(request: OrderRequest, order: Order, identity: OrderIdentity): OrderInput {
  return {
    id: identity.id,
    order_number: identity.orderNumber,
    placed_at: identity.placedAt.toISOString(),
    user_id: request.userId,
    guest_session_id: request.guestSessionId,
    customer_name: order.customer.name,
    customer_email: order.customer.email,
    customer_phone: order.customer.phone,
    shipping_address: order.shipping_address,
    billing_address: order.billing_address,
    payment_method: order.payment_method,
    depositor_name: order.depositor_name,
    note: order.note,
    promo_code: order.promo_code,
    subtotal: order.subtotal,
    discount: order.total_discount,
    shipping_price: order.shipping_price,
    remote_area_surcharge: order.remote_area_surcharge,
    total: order.total_price,
    cash_receipt: order.cash_receipt ?? null,
    delivery_date: order.delivery_date ?? null,
    delivery_request: order.delivery_request,
    privacy_consent_at: request.privacyConsentAt?.toISOString() ?? null,
  };
}

const orderLineRecord = (product: OrderedProduct, substitution: SubstitutionChoice) => ({
  id: timeOrderedId(),
  product_id: product.id,
  name: product.name,
  name_kr: product.name_kr,
  image_url: product.image_url,
  unit_price: product.unit_price,
  quantity: product.quantity,
  tax_type: product.tax_type,
  substitution,
});

/** The promo_uses row: the keys a per-customer limit counts by (customer-keys.ts). */
const promoUseRecord = (promo: RedeemedPromo, customer: Order['customer']) => ({
  promo_id: promo.promoId,
  email_key: promoEmailKey(customer.email),
  phone_key: promoPhoneKey(customer.phone),
  discount: promo.discount,
});
