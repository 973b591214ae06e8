// What a checkout reads and locks before it writes anything, in one round trip (a round trip to
// PostgreSQL costs more CPU here than most statements do, docs/benchmarks.md): the
// Idempotency-Key claimed, a guest checkout's advisory locks (guest-limits.ts), the buyer's account
// and chosen saved addresses, and the cart's lines locked, then the order's number and time.
import type { AddressSnapshot } from '@jangbogi/contracts/orders';
import type { SubstitutionChoice } from '@jangbogi/contracts/users';
import type { Sql } from '../../db/sql.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { CartOwner } from '../cart/subtotal.ts';
import type { IdempotencyClaim } from './idempotency.ts';
import type { CartProductRow } from './stock.ts';

export interface BuyerRow {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  /** What the account's checkout offers first when a line is out. */
  substitution_default: SubstitutionChoice;
  shipping: AddressSnapshot | null;
  billing: AddressSnapshot | null;
}

export interface CheckoutReads {
  claim?: IdempotencyClaim | undefined;
  cartOwner: CartOwner;
  /** A logged-in buyer's account and chosen saved addresses (null: typed at checkout). */
  buyer?:
    | { userId: string; shippingAddressId: string | null; billingAddressId: string | null }
    | undefined;
  /** Advisory lock scopes, taken in this order; null takes none. */
  lockScopes?: [string, string | null] | undefined;
}

export type OpenedCheckout =
  /** The key was claimed before: the caller replays the stored response. */
  | { alreadyClaimed: true }
  | {
      alreadyClaimed: false;
      /** The claim's id; null when there was no key. */
      claimId: string | null;
      /** null without `buyer`, or when the account no longer exists. */
      buyer: BuyerRow | null;
      lines: CartProductRow[];
      /** The number and time the order will carry (the next of the shop-wide sequence). */
      orderNumber: string;
      placedAt: Date;
    };

/**
 * Claims, locks and reads what the checkout needs, inside the caller's transaction (the steps and
 * their lock order: prisma/functions/open_checkout.sql). The cart's lines
 * stay locked until it ends, so a concurrent cart edit or a second checkout of the same cart waits
 * for this one; the products are not locked.
 */
export async function openCheckout(sql: Sql, reads: CheckoutReads): Promise<OpenedCheckout> {
  const cartOwner = reads.cartOwner;
  const [row] = await sql.query<{
    claim_id: string | null;
    already_claimed: boolean;
    buyer: BuyerRow | null;
    cart_lines: CartProductRow[] | null;
    order_number: string | null;
    placed_at: Date | null;
  }>(Prisma.sql`
    SELECT * FROM open_checkout(
      idempotency_scope => ${reads.claim?.scope ?? null},
      idempotency_key => ${reads.claim?.key ?? null},
      idempotency_hash => ${reads.claim?.requestHash ?? null},
      lock_scopes => ${reads.lockScopes?.filter((scope) => scope !== null) ?? []}::text[],
      buyer_id => ${reads.buyer?.userId ?? null}::uuid,
      shipping_address_id => ${reads.buyer?.shippingAddressId ?? null}::uuid,
      billing_address_id => ${reads.buyer?.billingAddressId ?? null}::uuid,
      cart_user_id => ${'userId' in cartOwner ? cartOwner.userId : null}::uuid,
      cart_guest_id => ${'guestSessionId' in cartOwner ? cartOwner.guestSessionId : null}::uuid)`);
  if (!row) throw new Error('open_checkout returned no row');
  if (row.already_claimed) return { alreadyClaimed: true };
  if (row.order_number === null || row.placed_at === null || row.cart_lines === null) {
    throw new Error('open_checkout returned no order number, time or lines');
  }
  return {
    alreadyClaimed: false,
    claimId: row.claim_id,
    buyer: row.buyer,
    lines: row.cart_lines,
    orderNumber: row.order_number,
    placedAt: new Date(row.placed_at),
  };
}
