// Returns as the shopper (on the order) and the shop team (the queue) see them. Photos are handed
// out as short-lived signed links only: the caller has already been allowed to see the order.
import type { OrderReturn, ReturnWindow } from '@jangbogi/contracts/returns';
import type { PrivateFileLinks } from '../../files/private-links.ts';
import { koreanDateOf } from '@jangbogi/contracts/korea-time';
import { openReasons } from './window.ts';

export const returnSelect = {
  id: true,
  status: true,
  reason: true,
  note: true,
  refusalReason: true,
  createdAt: true,
  lines: {
    select: {
      orderItemId: true,
      quantity: true,
      orderItem: { select: { productName: true, productNameKr: true } },
    },
    orderBy: { orderItem: { productName: 'asc' } },
  },
  photos: { select: { fileKey: true }, orderBy: { createdAt: 'asc' } },
  refund: { select: { status: true } },
} as const;

/** What the shop team also sees of a return: the account its refund goes to. */
export const adminReturnSelect = {
  ...returnSelect,
  bankName: true,
  accountNumber: true,
  accountHolder: true,
} as const;

interface ReturnRow {
  id: string;
  status: OrderReturn['status'];
  reason: OrderReturn['reason'];
  note: string | null;
  refusalReason: string | null;
  createdAt: Date;
  lines: {
    orderItemId: string;
    quantity: number;
    orderItem: { productName: string; productNameKr: string | null };
  }[];
  photos: { fileKey: string }[];
  refund: { status: 'to_refund' | 'refunded' } | null;
}

/** Without `links` (an order answered to a checkout, say) no photo link is made. */
export function presentReturn(row: ReturnRow, links?: PrivateFileLinks): OrderReturn {
  return {
    _id: row.id,
    status: row.status,
    reason: row.reason,
    note: row.note,
    refusal_reason: row.refusalReason,
    lines: row.lines.map((l) => ({
      order_item_id: l.orderItemId,
      name: l.orderItem.productName,
      name_kr: l.orderItem.productNameKr,
      quantity: l.quantity,
    })),
    photos: links ? row.photos.map((p) => links.url(p.fileKey)) : [],
    refund_sent: row.refund?.status === 'refunded',
    created_at: row.createdAt.toISOString(),
  };
}

/** A return still waiting for the shop or for its refund holds its units. */
export const OPEN_RETURN_STATUSES = ['requested', 'approved'] as const;

interface ItemForWindow {
  id: string;
  productName: string;
  productNameKr: string | null;
  quantity: number;
  returnedQuantity: number;
  /** Once packed: the units that went into the box and the substitute, when there was one. */
  packedQuantity: number | null;
  substituteName: string | null;
  substituteNameKr: string | null;
}

/** Units that reached the shopper: once packed, what went into the box (ADR 0039). */
const deliveredUnits = (i: ItemForWindow) => i.packedQuantity ?? i.quantity;

/**
 * Units of each line a new return may take: what was delivered less what refunds already took
 * back; none while an open return holds the line (one open request per line).
 */
export function returnableUnits(
  items: ItemForWindow[],
  returns: { status: string; lines: { orderItemId: string; quantity: number }[] }[],
): Map<string, number> {
  const held = new Set(
    returns
      .filter((r) => (OPEN_RETURN_STATUSES as readonly string[]).includes(r.status))
      .flatMap((r) => r.lines.map((l) => l.orderItemId)),
  );
  return new Map(
    items.map((i) => [
      i.id,
      held.has(i.id) ? 0 : Math.max(0, deliveredUnits(i) - i.returnedQuantity),
    ]),
  );
}

export function returnWindowOf(
  order: {
    status: string;
    deliveredAt: Date | null;
    items: ItemForWindow[];
    returns: { status: string; lines: { orderItemId: string; quantity: number }[] }[];
  },
  now: Date,
): ReturnWindow | null {
  if (order.status !== 'delivered' || !order.deliveredAt) return null;
  const reasons = openReasons(order.deliveredAt, now);
  if (reasons.length === 0) return null;
  const units = returnableUnits(order.items, order.returns);
  const lines = order.items
    .filter((i) => (units.get(i.id) ?? 0) > 0)
    .map((i) => ({
      order_item_id: i.id,
      // A substitute is returned as what it is.
      name: i.substituteName ?? i.productName,
      name_kr: i.substituteName === null ? i.productNameKr : i.substituteNameKr,
      returnable: units.get(i.id) ?? 0,
    }));
  if (lines.length === 0) return null;
  return {
    reasons: reasons.map(({ reason, until }) => ({
      reason,
      until: until.toISOString(),
      last_day: koreanDateOf(new Date(until.getTime() - 1)),
    })),
    lines,
  };
}
