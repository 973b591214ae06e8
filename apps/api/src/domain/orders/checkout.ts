// The two ways to place an order: logged in with saved addresses, or as a guest with an
// address typed at checkout. Both end in placeOrder inside one idempotent transaction.
import { fullName } from '@jangbogi/contracts/person-name';
import { postcodeProblem, postcodeProblemMessage } from '@jangbogi/contracts/postcode';
import type { z } from 'zod';
import type {
  AddressSnapshot,
  guestCheckoutBody,
  PlaceOrderResponse,
  placeOrderBody,
} from '@jangbogi/contracts/orders';
import type { Database } from '../../db/client.ts';
import type { Sql } from '../../db/sql.ts';
import type { ConcurrencyGate } from '../../lib/concurrency-gate.ts';
import { DomainError, fieldText, notFound } from '../../lib/errors.ts';
import type { Language } from '../../lib/i18n/language.ts';
import { ownerOf, type Caller } from '../caller.ts';
import { guestOrderAccount } from './guest-account.ts';
import { unpaidOrderLockScopes } from './guest-limits.ts';
import { replayStored, requestHash, type StoredResponse } from './idempotency.ts';
import { openCheckout, type BuyerRow, type CheckoutReads } from './open.ts';
import { placeOrder, requireDepositorName, type OrderRequest } from './place.ts';
import { orderedProducts } from './stock.ts';
import { requireTossEnabled } from '../payment-gateway/hold.ts';
import { v7 as timeOrderedId } from 'uuid';

type UserOrderBody = z.output<typeof placeOrderBody>;
type GuestOrderBody = z.output<typeof guestCheckoutBody>;

export const GUEST_DEFAULT_COUNTRY = 'South Korea';

/** Where checkouts run (src/plugins/app/checkout.ts). */
export interface CheckoutDb {
  /** A transaction on the shared pool. */
  transaction: Database['transaction'];
  /** The bound on checkouts at once. */
  gate: ConcurrencyGate;
}

export interface CheckoutOptions {
  publicUrl: string;
  idempotencyKey: string | undefined;
  /** The language of the page that placed the order: its emails are written in it. */
  language: Language;
  /** UNPAID_TRANSFER_CANCEL_DAYS: the confirmation says by when a transfer must come. */
  transferDays: number;
  /** The shop set its Toss Payments keys: `toss` may be chosen. */
  tossEnabled: boolean;
}

function scopeOf(caller: Caller): string {
  return caller.kind === 'user' ? `user:${caller.userId}` : `guest:${caller.guestId}`;
}

/**
 * Claims the idempotency key, reads and locks what the order needs, builds the order request and
 * places it, in one transaction.
 */
async function runOnce(
  { gate, transaction }: CheckoutDb,
  caller: Caller,
  operation: string,
  body: unknown,
  options: CheckoutOptions,
  reads: Omit<CheckoutReads, 'claim' | 'cartOwner'>,
  build: (sql: Sql, buyer: BuyerRow | null) => Promise<OrderRequest>,
): Promise<StoredResponse<PlaceOrderResponse>> {
  const claim = options.idempotencyKey
    ? {
        scope: scopeOf(caller),
        key: options.idempotencyKey,
        requestHash: requestHash(operation, body),
      }
    : undefined;
  return gate.run(() =>
    transaction(async (sql) => {
      const opened = await openCheckout(sql, { ...reads, claim, cartOwner: ownerOf(caller) });
      if (opened.alreadyClaimed) {
        if (!claim) throw new Error('open_checkout found a claim for a checkout without a key');
        return replayStored<PlaceOrderResponse>(sql, claim);
      }
      const request = await build(sql, opened.buyer);
      const products = orderedProducts(opened.lines);
      // Time-ordered (ADR 0056): a new order's id lands beside the last one in the orders' and
      // lines' indexes, which a shop with years of random ids would otherwise read from disk.
      const identity = {
        id: timeOrderedId(),
        orderNumber: opened.orderNumber,
        placedAt: opened.placedAt,
      };
      const answer = await placeOrder(sql, request, products, identity, {
        publicUrl: options.publicUrl,
        language: options.language,
        transferDays: options.transferDays,
        idempotencyClaimId: opened.claimId,
      });
      return { status: 201, body: answer };
    }),
  );
}

/**
 * A saved address ships only with a postcode the courier can use: one saved before the address
 * book checked postcodes against the province is refused until the shopper corrects it.
 */
function checkShippingPostcode(address: AddressSnapshot) {
  const problem = postcodeProblem(address.postal_code, address);
  if (problem)
    throw new DomainError(
      400,
      'ADDRESS_POSTCODE_INVALID',
      fieldText(postcodeProblemMessage(problem)),
    );
}

/**
 * The account and the addresses the order ships and bills to: a typed shipping address, or the
 * saved ones the checkout's first statement read.
 */
function buyerOf(row: BuyerRow | null, body: UserOrderBody) {
  if (!row) throw notFound('accounts.gone', 'USER_NOT_FOUND');
  const shipping = body.shipping_address
    ? typedAddress(body.shipping_address, {
        name: fullName(row.first_name, row.last_name),
        phone: row.phone_number,
      })
    : row.shipping;
  const billing = body.billing_address_id ? row.billing : (row.billing ?? shipping);
  if (!shipping || !billing) throw notFound('addresses.notFound', 'ADDRESS_NOT_FOUND');
  checkShippingPostcode(shipping);
  return { ...row, shipping, billing };
}

export async function checkoutAsUser(
  checkout: CheckoutDb,
  caller: Extract<Caller, { kind: 'user' }>,
  body: UserOrderBody,
  options: CheckoutOptions,
): Promise<StoredResponse<PlaceOrderResponse>> {
  requireDepositorName(body.payment_method, body.depositor_name);
  requireTossEnabled(body.payment_method, options.tossEnabled);
  const reads = {
    buyer: {
      userId: caller.userId,
      shippingAddressId: body.shipping_address_id ?? null,
      billingAddressId: body.billing_address_id ?? body.shipping_address_id ?? null,
    },
  };
  return runOnce(checkout, caller, 'POST /orders', body, options, reads, async (_sql, row) => {
    const user = buyerOf(row, body);
    return {
      userId: caller.userId,
      guestSessionId: null,
      actorUserId: caller.userId,
      // The orderer is the account; the recipient is the one named in the body, else the one
      // the address book saved with the address.
      customer: {
        name: fullName(user.first_name, user.last_name),
        email: user.email,
        phone: user.phone_number || user.shipping.phone,
      },
      accountPhone: user.phone_number,
      shippingAddress: withRecipient(user.shipping, body.recipient),
      billingAddress: user.billing,
      paymentMethod: body.payment_method,
      depositorName: body.depositor_name,
      note: body.note,
      promoCode: body.promo_code,
      deliveryDate: body.delivery_date,
      cashReceipt: body.cash_receipt,
      deliveryRequest: body.delivery_request,
      substitutions: body.substitutions,
      substitutionDefault: user.substitution_default,
    };
  });
}

function guestNames(body: GuestOrderBody): {
  firstName: string;
  lastName: string;
  fullName: string;
} {
  if (body.first_name || body.last_name) {
    const firstName = body.first_name ?? '';
    const lastName = body.last_name ?? '';
    return { firstName, lastName, fullName: fullName(firstName, lastName) };
  }
  const name = body.name ?? '';
  const [first = '', ...rest] = name.split(/\s+/);
  return { firstName: first, lastName: rest.join(' '), fullName: name };
}

/** An address typed at checkout, as the order keeps it; the orderer's name and phone by default. */
function typedAddress(
  address: GuestOrderBody['address'],
  orderer: { name: string; phone: string },
): AddressSnapshot {
  const parts = [address.street, address.address_line].filter(
    (part, index, all): part is string => !!part && all.indexOf(part) === index,
  );
  return {
    full_name: address.full_name ?? orderer.name,
    street: parts.join(', '),
    city: address.city,
    state: address.state ?? '',
    postal_code: address.postal_code,
    country: address.country ?? GUEST_DEFAULT_COUNTRY,
    phone: orderer.phone,
    address_detail: address.address_detail ?? address.address_details ?? '',
  };
}

/** 받는 분: the address's name and phone become the recipient's when the body names one. */
function withRecipient(
  address: AddressSnapshot,
  recipient: { name: string; phone: string } | undefined,
): AddressSnapshot {
  return recipient ? { ...address, full_name: recipient.name, phone: recipient.phone } : address;
}

/**
 * Guest checkout. The client's own figures (subtotal, shipping_price, discount_price, total)
 * are ignored: the order is priced from the database like any other.
 */
export async function checkoutAsGuest(
  checkout: CheckoutDb,
  caller: Caller,
  body: GuestOrderBody,
  options: CheckoutOptions,
): Promise<StoredResponse<PlaceOrderResponse>> {
  requireDepositorName(body.payment_method, body.depositor_name);
  requireTossEnabled(body.payment_method, options.tossEnabled);
  const names = guestNames(body);
  const address = withRecipient(
    typedAddress(body.address, { name: names.fullName, phone: body.phone }),
    body.recipient,
  );
  const orderFields = {
    names,
    address,
    email: body.email,
    payment_method: body.payment_method,
    depositor_name: body.depositor_name,
    note: body.note,
    promo_code: body.promo_code,
    delivery_date: body.delivery_date,
    cash_receipt: body.cash_receipt,
    delivery_request: body.delivery_request,
    substitutions: body.substitutions,
  };

  return runOnce(
    checkout,
    caller,
    'POST /orders/guest-checkout',
    orderFields,
    options,
    { lockScopes: unpaidOrderLockScopes(caller, body.email) },
    async (sql) => {
      const guest = { ...names, email: body.email, phone: body.phone };
      const userId = await guestOrderAccount(sql, caller, guest, options);
      return {
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
        deliveryDate: body.delivery_date,
        cashReceipt: body.cash_receipt,
        deliveryRequest: body.delivery_request,
        // The body was refused without the consent (contracts/orders.ts).
        privacyConsentAt: new Date(),
        substitutions: body.substitutions,
        // A guest has no account setting: a line that is out is refunded unless they chose.
        substitutionDefault: 'refund',
      };
    },
  );
}
