import type { RefundMethod } from '@jangbogi/contracts/refunds';
import type { MessageId } from '@lingui/core';

/** How a refund's money goes back, in the catalogue's words. */
export const REFUND_METHOD_LABELS: Record<RefundMethod, MessageId> = {
  transfer: 'admin.refund.methodTransfer',
  cash: 'admin.refund.methodCash',
  toss: 'admin.refund.methodToss',
};
