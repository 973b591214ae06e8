// Returns the shopper asks for with photos (return policy), and the back office's queue of them.
import { z } from 'zod';
import { idSchema } from './common.ts';
import { refundBankAccount } from './refunds.ts';
import { returnReasons, returnStatuses } from './return-rules.ts';
import { fieldMessage } from './field-message.ts';

export const returnReason = z.enum(returnReasons);
export type ReturnReason = z.infer<typeof returnReason>;
export const returnStatus = z.enum(returnStatuses);
export type ReturnStatus = z.infer<typeof returnStatus>;

export const returnLineInput = z.object({
  order_item_id: idSchema,
  quantity: z.number().int().positive(),
});

/** The text fields of the multipart form (`lines` is JSON), sent before the photos. */
export const returnRequestFields = z
  .object({
    lines: z
      .array(returnLineInput)
      .min(1, fieldMessage('field.returns.noItem'))
      .max(100)
      .refine((lines) => new Set(lines.map((l) => l.order_item_id)).size === lines.length, {
        message: fieldMessage('field.returns.itemTwice'),
      }),
    reason: returnReason,
    note: z.string().trim().max(1000, fieldMessage('field.returns.noteTooLong')).optional(),
    /** Where the refund goes (`refund_account`, JSON): required on an order paid by transfer. */
    refund_account: refundBankAccount.optional(),
  })
  .strict();
export type ReturnRequestFields = z.infer<typeof returnRequestFields>;

export const returnLine = z.object({
  order_item_id: z.string(),
  name: z.string(),
  name_kr: z.string().nullable(),
  quantity: z.number().int().positive(),
});

/** A return as its shopper sees it on My Orders; photos are signed links valid for minutes. */
export const orderReturn = z.object({
  _id: z.string(),
  status: returnStatus,
  reason: returnReason,
  note: z.string().nullable(),
  refusal_reason: z.string().nullable(),
  lines: z.array(returnLine),
  photos: z.array(z.string()),
  /** A refunded return's money has gone out (the shop marked its refund sent). */
  refund_sent: z.boolean(),
  created_at: z.string(),
});
export type OrderReturn = z.infer<typeof orderReturn>;

/** What the shopper may still ask for on a delivered order; null once every window has closed. */
export const returnWindow = z.object({
  /** The reasons still open, each with the instant its window closes. */
  reasons: z.array(
    z.object({
      reason: returnReason,
      /** The instant the window closes (midnight, Korean time). */
      until: z.string(),
      /** The last Korean calendar day it is open, YYYY-MM-DD: what the shopper is told. */
      last_day: z.string(),
    }),
  ),
  /** Lines with units neither returned nor in an open request. */
  lines: z.array(
    returnLine.extend({ returnable: z.number().int().positive() }).omit({ quantity: true }),
  ),
});
export type ReturnWindow = z.infer<typeof returnWindow>;

export const returnIdParams = z.object({ returnId: idSchema }).strict();

export const adminReturnsQuery = z.object({ status: returnStatus.optional() }).strict();

export const adminReturn = orderReturn.extend({
  order_id: z.string(),
  order_number: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  refund_id: z.string().nullable(),
  /** The account the shopper named for the refund (orders paid by transfer). */
  refund_account: refundBankAccount.nullable(),
});
export type AdminReturn = z.infer<typeof adminReturn>;

export const adminReturnList = z.object({ returns: z.array(adminReturn) });
export type AdminReturnList = z.infer<typeof adminReturnList>;

export const refuseReturnBody = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1, fieldMessage('field.returns.sayWhyReturnRefused'))
      .max(500, fieldMessage('field.returns.reasonTooLong')),
  })
  .strict();
export type RefuseReturnBody = z.infer<typeof refuseReturnBody>;
