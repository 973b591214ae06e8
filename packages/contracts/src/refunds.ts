// Refunds of paid orders: what the back office sends, what the shopper sees, and the one money
// rule both sides apply when lines come back.
import { z } from 'zod';
import { idSchema, won } from './common.ts';
import { refundMethods } from './refund-money.ts';
import { fieldMessage } from './field-message.ts';

export const refundMethod = z.enum(refundMethods);
export type RefundMethod = z.infer<typeof refundMethod>;
export const refundStatus = z.enum(['to_refund', 'refunded']);
export type RefundStatus = z.infer<typeof refundStatus>;

const trimmed = (required: string, tooLong: string, max: number) =>
  z.string().trim().min(1, required).max(max, tooLong);

export const refundBankAccount = z.object({
  bank_name: trimmed(
    fieldMessage('field.refunds.bankNameRequired'),
    fieldMessage('field.refunds.bankNameTooLong'),
    40,
  ),
  account_number: z
    .string()
    .trim()
    .regex(/^[\d-]{6,30}$/, fieldMessage('field.refunds.accountNumber')),
  account_holder: trimmed(
    fieldMessage('field.refunds.accountHolderRequired'),
    fieldMessage('field.refunds.accountHolderTooLong'),
    60,
  ),
});
export type RefundBankAccount = z.infer<typeof refundBankAccount>;

/** The account a refund goes to, from its three stored columns; null until all three are given. */
export function refundAccountOf(row: {
  bankName: string | null;
  accountNumber: string | null;
  accountHolder: string | null;
}): RefundBankAccount | null {
  return row.bankName && row.accountNumber && row.accountHolder
    ? {
        bank_name: row.bankName,
        account_number: row.accountNumber,
        account_holder: row.accountHolder,
      }
    : null;
}

/** `lines` omitted: cancel the whole order and return everything still kept. */
export const createRefundBody = z
  .object({
    lines: z
      .array(z.object({ order_item_id: idSchema, quantity: z.number().int().positive() }))
      .min(1, fieldMessage('field.refunds.noLine'))
      .optional(),
    method: refundMethod,
    bank_account: refundBankAccount.optional(),
    note: z.string().trim().max(500).optional(),
    /** The approved return this refund settles: it becomes `refunded` with it. */
    return_id: idSchema.optional(),
  })
  .strict()
  .refine((b) => b.method !== 'transfer' || b.bank_account !== undefined, {
    message: "Enter the shopper's bank account for a transfer refund",
    path: ['bank_account'],
  });
export type CreateRefundBody = z.infer<typeof createRefundBody>;

export const refundParams = z.object({ id: idSchema, refundId: idSchema }).strict();

/** What the shopper sees under My Orders. */
export const orderRefund = z.object({
  _id: z.string(),
  amount: won,
  method: refundMethod,
  status: refundStatus,
  cancels_order: z.boolean(),
  created_at: z.string(),
  refunded_at: z.string().nullable(),
  /** A transfer refund waiting for the shopper to name their bank account (PUT .../refund-account). */
  needs_account: z.boolean().optional(),
  /** Created by packing, for short, substituted or lighter lines (not a return). */
  from_packing: z.boolean().optional(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

/** What a refund took back: the order lines and how many units of each. */
export const refundLines = z.array(
  z.object({ order_item_id: z.string(), quantity: z.number().int().positive() }),
);

/** What Toss answered a refund through its cancel API (method toss); null for other methods. */
export const refundGateway = z.object({
  /** When Toss was last asked; null while not yet. */
  attempted_at: z.string().nullable(),
  /** The cancel's transaction key, once Toss cancelled. */
  transaction_key: z.string().nullable(),
  /** Why Toss refused (its code and message): the refund waits for a retry. */
  error: z.string().nullable(),
});
export type RefundGateway = z.infer<typeof refundGateway>;

export const adminRefund = orderRefund.extend({
  bank_account: refundBankAccount.nullable(),
  gateway: refundGateway.nullable().optional(),
  lines: refundLines,
  note: z.string().nullable(),
  created_by_email: z.string().nullable(),
  refunded_by_email: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefund>;
