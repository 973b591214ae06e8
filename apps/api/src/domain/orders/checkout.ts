// The two ways to place an order: logged in with saved addresses, or as a guest with an
// address typed at checkout. Both end in placeOrder inside one idempotent transaction.
import type { z } from 'zod';
import type {
  AddressSnapshot,
  guestCheckoutBody,
  PlaceOrderResponse,
  placeOrderBody,
} from '@jangbogi/contracts/orders';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { ownerOf, type Caller } from '../caller.ts';
import { guestOrderAccount } from './guest-account.ts';
import { checkUnpaidGuestOrders } from './guest-limits.ts';
import { once, requestHash, type StoredResponse } from './idempotency.ts';
import { placeOrder, requireDepositorName } from './place.ts';
import { placeOrderResponse } from './present.ts';

type UserOrderBody = z.output<typeof placeOrderBody>;
type GuestOrderBody = z.output<typeof guestCheckoutBody>;

export const GUEST_DEFAULT_POSTAL_CODE = '01018';
export const GUEST_DEFAULT_COUNTRY = 'South Korea';

// Checkouts queue behind each other on hot products; give them room before giving up.
const ORDER_TX_OPTIONS = { maxWait: 15_000, timeout: 30_000 } as const;

export interface CheckoutOptions {
  publicUrl: string;
  idempotencyKey: string | undefined;
}

function scopeOf(caller: Caller): string {
  return caller.kind === 'user' ? `user:${caller.userId}` : `guest:${caller.guestId}`;
}

async function runOnce(
  db: Db,
  caller: Caller,
  operation: string,
  body: unknown,
  options: CheckoutOptions,
  place: (tx: DbOrTx) => Promise<PlaceOrderResponse>,
): Promise<StoredResponse<PlaceOrderResponse>> {
  const claim = options.idempotencyKey
    ? { scope: scopeOf(caller), key: options.idempotencyKey, requestHash: requestHash(operation, body) }
    : undefined;
  return db.$transaction(
    (tx) => once(tx, claim, async () => ({ status: 201, body: await place(tx) })),
    ORDER_TX_OPTIONS,
  );
}

async function savedAddress(tx: DbOrTx, userId: string, addressId: string): Promise<AddressSnapshot> {
  const address = await tx.address.findFirst({
    where: { id: addressId, userId },
    select: { fullName: true, street: true, city: true, state: true, postalCode: true, country: true, phone: true },
  });
  if (!address) throw notFound('Address not found', 'ADDRESS_NOT_FOUND');
  return {
    full_name: address.fullName,
    street: address.street,
    city: address.city,
    state: address.state,
    postal_code: address.postalCode,
    country: address.country,
    phone: address.phone,
  };
}

export async function checkoutAsUser(
  db: Db,
  caller: Extract<Caller, { kind: 'user' }>,
  body: UserOrderBody,
  options: CheckoutOptions,
): Promise<StoredResponse<PlaceOrderResponse>> {
  requireDepositorName(body.payment_method, body.depositor_name);
  return runOnce(db, caller, 'POST /orders', body, options, async (tx) => {
    const user = await tx.user.findUnique({
      where: { id: caller.userId },
      select: { firstName: true, lastName: true, email: true, phoneNumber: true },
    });
    if (!user) throw notFound('Your account no longer exists', 'USER_NOT_FOUND');
    const shipping = await savedAddress(tx, caller.userId, body.shipping_address_id);
    const billing =
      body.billing_address_id && body.billing_address_id !== body.shipping_address_id
        ? await savedAddress(tx, caller.userId, body.billing_address_id)
        : shipping;
    const order = await placeOrder(
      tx,
      {
        cartOwner: ownerOf(caller),
        userId: caller.userId,
        guestSessionId: null,
        actorUserId: caller.userId,
        customer: {
          name: `${user.firstName} ${user.lastName}`.trim(),
          email: user.email,
          phone: shipping.phone || user.phoneNumber,
        },
        shippingAddress: shipping,
        billingAddress: billing,
        paymentMethod: body.payment_method,
        depositorName: body.depositor_name,
        note: body.note,
        promoCode: body.promo_code,
      },
      options.publicUrl,
    );
    return placeOrderResponse(order);
  });
}

function guestNames(body: GuestOrderBody): { firstName: string; lastName: string; fullName: string } {
  if (body.first_name || body.last_name) {
    const firstName = body.first_name ?? '';
    const lastName = body.last_name ?? '';
    return { firstName, lastName, fullName: body.name ?? `${firstName} ${lastName}`.trim() };
  }
  const fullName = body.name ?? '';
  const [first = '', ...rest] = fullName.split(/\s+/);
  return { firstName: first, lastName: rest.join(' '), fullName };
}

function guestAddress(body: GuestOrderBody, fullName: string): AddressSnapshot {
  const { address } = body;
  const parts = [address.street, address.address_line, address.address_details].filter(
    (part, index, all): part is string => !!part && all.indexOf(part) === index,
  );
  return {
    full_name: address.full_name ?? fullName,
    street: parts.join(', '),
    city: address.city,
    state: address.state ?? '',
    postal_code: address.postal_code ?? GUEST_DEFAULT_POSTAL_CODE,
    country: address.country ?? GUEST_DEFAULT_COUNTRY,
    phone: body.phone,
  };
}

/**
 * Guest checkout. The client's own figures (subtotal, shipping_price, discount_price, total)
 * are ignored: the order is priced from the database like any other (D2).
 */
export async function checkoutAsGuest(
  db: Db,
  caller: Caller,
  body: GuestOrderBody,
  options: CheckoutOptions,
): Promise<StoredResponse<PlaceOrderResponse>> {
  requireDepositorName(body.payment_method, body.depositor_name);
  const names = guestNames(body);
  const address = guestAddress(body, names.fullName);
  const orderFields = {
    names,
    address,
    email: body.email,
    payment_method: body.payment_method,
    depositor_name: body.depositor_name,
    note: body.note,
    promo_code: body.promo_code,
  };

  return runOnce(db, caller, 'POST /orders/guest-checkout', orderFields, options, async (tx) => {
    await checkUnpaidGuestOrders(tx, caller, body.email);
    const guest = { email: body.email, firstName: names.firstName, lastName: names.lastName, fullName: names.fullName, phone: body.phone };
    const userId = await guestOrderAccount(tx, caller, guest, options.publicUrl);
    const order = await placeOrder(
      tx,
      {
        cartOwner: ownerOf(caller),
        userId,
        guestSessionId: caller.kind === 'guest' ? caller.guestId : null,
        actorUserId: caller.kind === 'user' ? caller.userId : null,
        customer: { name: names.fullName, email: body.email, phone: body.phone },
        shippingAddress: address,
        billingAddress: null,
        paymentMethod: body.payment_method,
        depositorName: body.depositor_name,
        note: body.note,
        promoCode: body.promo_code,
      },
      options.publicUrl,
    );
    return placeOrderResponse(order);
  });
}
