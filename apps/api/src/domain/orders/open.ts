// What a checkout reads and locks before it writes anything, in one statement: a round trip to
// PostgreSQL costs more CPU here than most statements do (docs/benchmarks.md, "Checkout, fourth
// round"). In order: the Idempotency-Key claimed (a concurrent request with the same key waits
// here for the first to end), the guest checkout's advisory locks (email first, then session,
// see guest-limits.ts), the buyer's account and chosen saved addresses, and the cart's lines
// locked and priced (see stock.ts).
import type { AddressSnapshot } from '@jangbogi/contracts/orders';
import type { Sql } from '../../db/sql.ts';
import type { CartOwner } from './cart.ts';
import type { IdempotencyClaim } from './idempotency.ts';
import type { CartProductRow } from './stock.ts';

export interface BuyerRow {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  shipping: AddressSnapshot | null;
  billing: AddressSnapshot | null;
}

export interface CheckoutReads {
  claim?: IdempotencyClaim | undefined;
  cartOwner: CartOwner;
  /** A logged-in buyer's account and saved addresses. */
  buyer?: { userId: string; shippingAddressId: string; billingAddressId: string } | undefined;
  /** Advisory lock scopes, taken in this order; null takes none. */
  lockScopes?: [string, string | null] | undefined;
}

export interface OpenedCheckout {
  /** The claim's id; null when there was no key, or when the key was already claimed. */
  claimId: string | null;
  /** The key was claimed before: the caller replays the stored response. */
  alreadyClaimed: boolean;
  /** null without `buyer`, or when the account no longer exists. */
  buyer: BuyerRow | null;
  lines: CartProductRow[];
}

const ADDRESS_SNAPSHOT = `SELECT full_name, street, city, state, postal_code, country, phone FROM addresses`;

// The select list runs left to right, so the claim comes first and the cart lines last. The
// cart is found first and its lines read on (cart_id, product_id) (see stock.ts).
function openStatement(ownerColumn: 'user_id' | 'guest_session_id'): string {
  return `
WITH claim AS (
  INSERT INTO idempotency_keys (scope, key, request_hash)
  SELECT $1, $2, $3 WHERE $1::text IS NOT NULL
  ON CONFLICT (scope, key) DO NOTHING
  RETURNING id
)
SELECT (SELECT id::text FROM claim) AS claim_id,
       (SELECT count(*) FROM (
          SELECT pg_advisory_xact_lock(hashtext($4)) WHERE $4::text IS NOT NULL
          UNION ALL
          SELECT pg_advisory_xact_lock(hashtext($5)) WHERE $5::text IS NOT NULL) l)::int AS locks,
       (SELECT to_jsonb(b) FROM (
          SELECT u.first_name, u.last_name, u.email, u.phone_number,
                 (SELECT to_jsonb(a) FROM (${ADDRESS_SNAPSHOT} WHERE id = $7::uuid AND user_id = u.id) a) AS shipping,
                 (SELECT to_jsonb(a) FROM (${ADDRESS_SNAPSHOT} WHERE id = $8::uuid AND user_id = u.id) a) AS billing
            FROM users u WHERE u.id = $6::uuid) b) AS buyer,
       (SELECT COALESCE(json_agg(l ORDER BY l.product_id), '[]'::json) FROM (
          SELECT ci.id::text AS line_id, p.id::text AS product_id, ci.quantity, p.name, p.name_kr,
                 p.sell_price, p.sale_price, p.compare_price, p.is_on_sale, p.stock_quantity,
                 p.archived_at IS NOT NULL AS archived,
                 (SELECT i.url FROM product_images i WHERE i.product_id = p.id
                   ORDER BY i.is_main DESC, i.sort_order, i.created_at LIMIT 1) AS image_url
            FROM cart_items ci
            JOIN products p ON p.id = ci.product_id
           WHERE ci.cart_id = (SELECT c.id FROM carts c WHERE c.${ownerColumn} = $9::uuid)
             AND ci.quantity > 0
           ORDER BY ci.product_id
             FOR UPDATE OF ci) l) AS lines`;
}

const OPEN_USER_CART = openStatement('user_id');
const OPEN_GUEST_CART = openStatement('guest_session_id');

/**
 * Claims, locks and reads what the checkout needs, inside the caller's transaction. The cart's
 * lines stay locked until it ends, so a concurrent cart edit or a second checkout of the same
 * cart waits for this one; the products are not locked.
 */
export async function openCheckout(sql: Sql, reads: CheckoutReads): Promise<OpenedCheckout> {
  const [text, ownerId] =
    'userId' in reads.cartOwner
      ? [OPEN_USER_CART, reads.cartOwner.userId]
      : [OPEN_GUEST_CART, reads.cartOwner.guestSessionId];
  const [row] = await sql.query<{
    claim_id: string | null;
    buyer: BuyerRow | null;
    lines: CartProductRow[];
  }>(text, [
    reads.claim?.scope ?? null,
    reads.claim?.key ?? null,
    reads.claim?.requestHash ?? null,
    reads.lockScopes?.[0] ?? null,
    reads.lockScopes?.[1] ?? null,
    reads.buyer?.userId ?? null,
    reads.buyer?.shippingAddressId ?? null,
    reads.buyer?.billingAddressId ?? null,
    ownerId,
  ]);
  if (!row) throw new Error('The checkout statement returned no row');
  return {
    claimId: row.claim_id,
    alreadyClaimed: reads.claim !== undefined && row.claim_id === null,
    buyer: row.buyer,
    lines: row.lines,
  };
}
