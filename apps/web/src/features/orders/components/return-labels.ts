// The return reasons' words, which the shopper's form and status and the back office all show.
import type { ReturnReason, ReturnStatus } from '@jangbogi/contracts/return-rules';
import type { MessageId } from '@lingui/core';

export const RETURN_REASON_LABELS: Record<ReturnReason, MessageId> = {
  wrong_item: 'returns.reason.wrong_item',
  defective_item: 'returns.reason.defective_item',
  missing_item: 'returns.reason.missing_item',
};

export const RETURN_STATUS_LABELS: Record<ReturnStatus, MessageId> = {
  requested: 'returns.status.requested',
  approved: 'returns.status.approved',
  refused: 'returns.status.refused',
  refunded: 'returns.status.refunded',
};
