// Placing an order: typed raw SQL inside one transaction (it replaced Prisma's nested
// order.create plus a read-back, about 15 round trips; see docs/benchmarks.md). The cart lines
// (locked, read by open.ts) with their prices and the promo quote come first; then one statement
// writes the order with its lines, its event, its confirmation email, its promo use and the
// stored response, empties the cart and, last, takes the stock. The promo is claimed after it,
// so hot product rows stay locked only for the end of that statement, the claim and the commit.
import { shippingFor } from '@jangbogi/contracts/money';
import type { AddressSnapshot, Order, PaymentMethod } from '@jangbogi/contracts/orders';
import { randomBytes } from 'node:crypto';
import type { Sql } from '../../db/sql.ts';
import { badRequest } from '../../lib/errors.ts';
import { promoEmailKey, promoPhoneKey } from '../promos/customer-keys.ts';
import { claimPromo, quotePromo, type RedeemedPromo } from '../promos/redeem.ts';
import { readTransferAccount } from '../settings/transfer-account.ts';
import { orderConfirmationEmail } from './emails.ts';
import { placeOrderResponse } from './present.ts';
import {
  checkTakenStock,
  inLockOrder,
  takeStockCtes,
  type OrderedProduct,
  type TakenRow,
} from './stock.ts';

export interface OrderRequest {
  /** The account the order belongs to (a guest checkout links the account of its email). */
  userId: string | null;
  guestSessionId: string | null;
  /** Who placed it, for the audit trail. */
  actorUserId: string | null;
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
}

export interface OrderTotals {
  subtotal: number;
  discount: number;
  shippingPrice: number;
  total: number;
}

/** The one place an order's figures are computed (D2, D3). */
export function orderTotals(subtotal: number, discount: number): OrderTotals {
  const cappedDiscount = Math.min(Math.max(discount, 0), subtotal);
  const shippingPrice = shippingFor(subtotal - cappedDiscount);
  return {
    subtotal,
    discount: cappedDiscount,
    shippingPrice,
    total: subtotal - cappedDiscount + shippingPrice,
  };
}

export function requireDepositorName(
  method: PaymentMethod,
  depositorName: string | undefined,
): string | null {
  if (method !== 'account_transfer') return null;
  if (!depositorName) throw badRequest('Please enter depositor name', 'DEPOSITOR_NAME_REQUIRED');
  return depositorName;
}

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
  },
  products: OrderedProduct[],
): Order {
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
    total_discount: fields.totals.discount,
    total_price: fields.totals.total,
    promo_code: fields.promo?.code ?? null,
    depositor_name: fields.depositorName,
    note: request.note ?? null,
    customer: { name: request.customer.name, email: fields.email, phone: request.customer.phone },
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
    })),
  };
}

// One statement: the order (its number is the column default), its lines, its first event, its
// confirmation email (the number put in by replace), its promo use, the cart emptied and, for a
// request with an Idempotency-Key, the response to replay (id, number and time put in by replace).
// Placed-at in the replayed response is formatted as JavaScript's toISOString does. The stock is
// taken last: the select list runs left to right, and each write is read (counted) before
// `taken`, so the hot product rows are locked only from there to the commit. A data-modifying
// CTE that nothing reads would run after the main query, after the stock.
const WRITE_ORDER = `
WITH o AS (
  INSERT INTO orders (user_id, guest_session_id, customer_name, customer_email, customer_phone,
                      shipping_address, billing_address, payment_method, depositor_name, note,
                      promo_code, subtotal, discount, shipping_price, total)
  VALUES ($1::uuid, $2::uuid, $3, $4, $5, $6::jsonb, $7::jsonb, $8::"PaymentMethod", $9, $10,
          $11, $12, $13, $14, $15)
  RETURNING id, order_number, placed_at
), lines AS (
  INSERT INTO order_items (order_id, product_id, product_name, product_name_kr, image_url,
                           unit_price, quantity, line_total)
  SELECT o.id, l.product_id, l.name, l.name_kr, l.image_url, l.unit_price, l.quantity, l.unit_price * l.quantity
    FROM o, unnest($16::uuid[], $17::text[], $18::text[], $19::text[], $20::int[], $21::int[])
         AS l(product_id, name, name_kr, image_url, unit_price, quantity)
  RETURNING 1
), event AS (
  INSERT INTO order_events (order_id, actor_user_id, action, to_status, to_payment_status)
  SELECT o.id, $22::uuid, 'placed', 'pending', 'unpaid' FROM o
  RETURNING 1
), mail AS (
  INSERT INTO email_outbox (kind, to_address, subject, text_body, html_body)
  SELECT $23, $24, replace($25, $28, o.order_number), replace($26, $28, o.order_number),
         replace($27, $28, o.order_number)
    FROM o
  RETURNING 1
), promo_use AS (
  INSERT INTO promo_uses (promo_id, order_id, user_id, customer_email, customer_email_key,
                          customer_phone_key, discount)
  SELECT $29::uuid, o.id, $1::uuid, $4, $37, $38, $13 FROM o WHERE $29::uuid IS NOT NULL
  RETURNING 1
), emptied AS (
  DELETE FROM cart_items WHERE id = ANY($30::uuid[])
  RETURNING 1
), stored AS (
  UPDATE idempotency_keys
     SET response_status = 201,
         response_body = replace(replace(replace($31::text, $28, o.order_number), $32, o.id::text),
                           $33, to_char(o.placed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::jsonb
    FROM o WHERE idempotency_keys.id = $34::uuid
  RETURNING 1
), ${takeStockCtes('$35', '$36')}
SELECT o.id::text AS id, o.order_number, o.placed_at,
       (SELECT count(*) FROM lines) + (SELECT count(*) FROM event) + (SELECT count(*) FROM mail)
         + (SELECT count(*) FROM promo_use) + (SELECT count(*) FROM emptied)
         + (SELECT count(*) FROM stored) AS written,
       (SELECT COALESCE(json_agg(taken), '[]'::json) FROM taken) AS taken
  FROM o`;

/**
 * Places the order of the cart's `products` (locked by the caller's transaction, see open.ts).
 * With `idempotencyClaimId`, the response is stored under that claim by the same statement.
 */
export async function placeOrder(
  sql: Sql,
  request: OrderRequest,
  products: OrderedProduct[],
  publicUrl: string,
  idempotencyClaimId?: string | null,
): Promise<Order> {
  const depositorName = requireDepositorName(request.paymentMethod, request.depositorName);
  if (products.length === 0) throw badRequest('Your cart is empty', 'CART_EMPTY');

  const subtotal = products.reduce((sum, p) => sum + p.unit_price * p.quantity, 0);
  const email = request.customer.email.toLowerCase();
  const promo = request.promoCode ? await quotePromo(sql, request.promoCode, subtotal) : null;
  const totals = orderTotals(subtotal, promo?.discount ?? 0);
  const fields = { email, depositorName, promo, totals };

  // The confirmation email and the stored response are rendered before the order exists; the
  // statement puts its number, id and time in place of these marks.
  const mark = randomBytes(12).toString('hex');
  const marks = {
    number: `ORDER-NUMBER-${mark}`,
    id: `ORDER-ID-${mark}`,
    placed: `PLACED-${mark}`,
  };
  const draft = presentPlaced(
    request,
    { id: marks.id, order_number: marks.number, placed_at: marks.placed },
    fields,
    products,
  );
  const transferAccount =
    request.paymentMethod === 'account_transfer' ? await readTransferAccount(sql) : null;
  const confirmation = orderConfirmationEmail(draft, publicUrl, transferAccount);
  const storedResponse = idempotencyClaimId ? JSON.stringify(placeOrderResponse(draft)) : null;
  const stockLines = inLockOrder(products);
  const [written] = await sql.query<{
    id: string;
    order_number: string;
    placed_at: Date | string;
    taken: TakenRow[];
  }>(WRITE_ORDER, [
    request.userId,
    request.guestSessionId,
    request.customer.name,
    email,
    request.customer.phone,
    JSON.stringify(request.shippingAddress),
    request.billingAddress === null ? null : JSON.stringify(request.billingAddress),
    request.paymentMethod,
    depositorName,
    request.note ?? null,
    promo?.code ?? null,
    totals.subtotal,
    totals.discount,
    totals.shippingPrice,
    totals.total,
    products.map((p) => p.id),
    products.map((p) => p.name),
    products.map((p) => p.name_kr),
    products.map((p) => p.image_url),
    products.map((p) => p.unit_price),
    products.map((p) => p.quantity),
    request.actorUserId,
    confirmation.kind,
    confirmation.to,
    confirmation.subject,
    confirmation.text,
    confirmation.html ?? null,
    marks.number,
    promo?.promoId ?? null,
    products.map((p) => p.lineId),
    storedResponse,
    marks.id,
    marks.placed,
    idempotencyClaimId ?? null,
    stockLines.map((p) => p.id),
    stockLines.map((p) => p.quantity),
    promoEmailKey(email),
    promoPhoneKey(request.customer.phone),
  ]);
  if (!written) throw new Error('The order insert returned no row');
  const order = presentPlaced(
    request,
    { ...written, placed_at: new Date(written.placed_at).toISOString() },
    fields,
    products,
  );

  await checkTakenStock(sql, stockLines, written.taken);
  // Products before the promo row: the shop-wide lock order.
  if (promo) {
    await claimPromo(sql, promo, subtotal, {
      userId: request.userId,
      email,
      phones: [request.customer.phone, request.accountPhone ?? null],
    });
  }
  return order;
}
