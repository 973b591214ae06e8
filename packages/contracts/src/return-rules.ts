// The return policy's numbers and words, without zod, so the web app's pages can use them
// without loading the schemas (the bundle budget).

export const returnReasons = ['wrong_item', 'defective_item', 'missing_item'] as const;
export type ReturnReason = (typeof returnReasons)[number];

export const returnStatuses = ['requested', 'approved', 'refused', 'refunded'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/**
 * Days after the Korean calendar day of delivery during which a reason may be given: a wrong or
 * defective item within 3 days, a missing one within 1 (the return policy). The window ends at
 * midnight Korean time at the end of the last day.
 */
export const RETURN_WINDOW_DAYS: Record<ReturnReason, number> = {
  wrong_item: 3,
  defective_item: 3,
  missing_item: 1,
};

/**
 * A return on an order paid by account transfer is refunded by transfer, so it names the bank
 * account, as a paid order's cancellation does; cash is given back in cash.
 */
export const returnNeedsRefundAccount = (order: {
  payment_method: string;
  payment_status: string;
}): boolean => order.payment_method === 'account_transfer' && order.payment_status === 'paid';

/** The multipart field that carries the refund account, as JSON. */
export const RETURN_REFUND_ACCOUNT_FIELD = 'refund_account';

export const MIN_RETURN_PHOTOS = 1;
export const MAX_RETURN_PHOTOS = 5;
/** The multipart field each photo comes in. */
export const RETURN_PHOTO_FIELD = 'photos';
