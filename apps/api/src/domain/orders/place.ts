// Placing an order: one transaction that locks the cart, prices it, redeems the promo, writes
// the order with its snapshots, empties the cart, queues the confirmation email and takes the
// stock as its last step.
import { shippingFor } from '@jangbogi/contracts/money';
import type { AddressSnapshot, Order, PaymentMethod } from '@jangbogi/contracts/orders';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { recordPromoUse, redeemPromo, type RedeemedPromo } from '../promos/redeem.ts';
import { lockCartLines, type CartOwner } from './cart.ts';
import { orderConfirmationEmail } from './emails.ts';
import { nextOrderNumber } from './order-number.ts';
import { loadPresentedOrder } from './present.ts';
import { mainImageUrls, priceLines, takeStock } from './stock.ts';

export interface OrderRequest {
  cartOwner: CartOwner;
  /** The account the order belongs to (a guest checkout links the account of its email). */
  userId: string | null;
  guestSessionId: string | null;
  /** Who placed it, for the audit trail. */
  actorUserId: string | null;
  customer: { name: string; email: string; phone: string };
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
  return { subtotal, discount: cappedDiscount, shippingPrice, total: subtotal - cappedDiscount + shippingPrice };
}

export function requireDepositorName(method: PaymentMethod, depositorName: string | undefined): string | null {
  if (method !== 'account_transfer') return null;
  if (!depositorName) throw badRequest('Please enter depositor name', 'DEPOSITOR_NAME_REQUIRED');
  return depositorName;
}

export async function placeOrder(tx: DbOrTx, request: OrderRequest, publicUrl: string): Promise<Order> {
  const depositorName = requireDepositorName(request.paymentMethod, request.depositorName);
  const lines = await lockCartLines(tx, request.cartOwner);
  if (lines.length === 0) throw badRequest('Your cart is empty', 'CART_EMPTY');

  const products = await priceLines(tx, lines);
  const subtotal = products.reduce((sum, p) => sum + p.unit_price * p.quantity, 0);
  const email = request.customer.email.toLowerCase();
  const promo: RedeemedPromo | null = request.promoCode
    ? await redeemPromo(tx, request.promoCode, subtotal, { userId: request.userId, email })
    : null;
  const totals = orderTotals(subtotal, promo?.discount ?? 0);
  const images = await mainImageUrls(
    tx,
    products.map((p) => p.id),
  );

  const created = await tx.order.create({
    data: {
      orderNumber: await nextOrderNumber(tx),
      userId: request.userId,
      guestSessionId: request.guestSessionId,
      customerName: request.customer.name,
      customerEmail: email,
      customerPhone: request.customer.phone,
      shippingAddress: request.shippingAddress,
      billingAddress: request.billingAddress ?? undefined,
      paymentMethod: request.paymentMethod,
      depositorName,
      note: request.note ?? null,
      promoCode: promo?.code ?? null,
      subtotal: totals.subtotal,
      discount: totals.discount,
      shippingPrice: totals.shippingPrice,
      total: totals.total,
      items: {
        create: products.map((p) => ({
          productId: p.id,
          productName: p.name,
          productNameKr: p.name_kr,
          imageUrl: images.get(p.id) ?? null,
          unitPrice: p.unit_price,
          quantity: p.quantity,
          lineTotal: p.unit_price * p.quantity,
        })),
      },
      events: {
        create: {
          actorUserId: request.actorUserId,
          action: 'placed',
          toStatus: 'pending',
          toPaymentStatus: 'unpaid',
        },
      },
    },
    select: { id: true },
  });

  if (promo) await recordPromoUse(tx, promo, created.id, { userId: request.userId, email });
  await tx.cartItem.deleteMany({ where: { id: { in: lines.map((l) => l.id) } } });

  const order = await loadPresentedOrder(tx, created.id);
  if (!order) throw new Error('The order just written could not be read back');
  await enqueueEmail(tx, orderConfirmationEmail(order, publicUrl));
  // Last, so that hot product rows are locked for as short a time as possible.
  await takeStock(tx, products);
  return order;
}
