// Limits of an admin stock change, shared by the API's schema and the back-office form. No zod
// here: the back-office product screens import it, and zod would double their download.

/** The longest reason a stock change may carry ("+12 received", "-1 damaged", ...). */
export const STOCK_REASON_MAX = 200;

/** The reason the shop writes on the stock a new product starts with. */
export const INITIAL_STOCK_REASON = 'Initial stock';

const PACKED_PREFIX = 'Packed order ';

/** The reason the shop writes on what packing an order took from stock or put back. */
export const packedOrderReason = (orderNumber: string) => `${PACKED_PREFIX}${orderNumber}`;

/**
 * A reason the shop wrote itself, read back so each language's screen can say it in its words;
 * null for one the team typed ("+12 received"), which is shown as typed.
 */
export type ShopStockReason = { kind: 'initial' } | { kind: 'packed'; orderNumber: string };

export function shopStockReason(reason: string): ShopStockReason | null {
  if (reason === INITIAL_STOCK_REASON) return { kind: 'initial' };
  if (reason.startsWith(PACKED_PREFIX))
    return { kind: 'packed', orderNumber: reason.slice(PACKED_PREFIX.length) };
  return null;
}
