// Cash receipts (현금영수증): what a shopper asks for at checkout and what the back office keeps
// track of until the receipt is issued through Hometax or a payment provider.
import { z } from 'zod';

import {
  cashReceiptDigits,
  formatBusinessNumber,
  isBusinessNumber,
  isCashReceiptIdentifier,
} from './cash-receipt-rules.ts';
import { fieldMessage } from './field-message.ts';

export { formatBusinessNumber, isBusinessNumber };

export const cashReceiptPurposes = ['income_deduction', 'expense_proof'] as const;
export const cashReceiptPurpose = z.enum(cashReceiptPurposes);
export type CashReceiptPurpose = z.infer<typeof cashReceiptPurpose>;

/**
 * A shopper's request: for income deduction (소득공제) a mobile number or a cash receipt card
 * number, as business proof (지출증빙) a business registration number. Stored as digits.
 */
export const cashReceiptRequest = z
  .object({
    purpose: cashReceiptPurpose,
    identifier: z
      .string()
      .trim()
      .min(1, fieldMessage('field.cashReceipts.identifierRequired'))
      .max(30),
  })
  .transform((request) => ({ ...request, identifier: cashReceiptDigits(request.identifier) }))
  .superRefine((request, ctx) => {
    if (!isCashReceiptIdentifier(request.purpose, request.identifier)) {
      ctx.addIssue({
        code: 'custom',
        path: ['identifier'],
        message:
          request.purpose === 'income_deduction'
            ? 'Enter a mobile number (010-1234-5678) or a cash receipt card number'
            : 'Enter a valid business registration number (000-00-00000)',
      });
    }
  });
export type CashReceiptRequest = z.output<typeof cashReceiptRequest>;

/** The tax office's number for receipts the shop must issue though nobody asked (자진발급). */
export const SELF_ISSUE_IDENTIFIER = '0100001234';
/** From this amount a receipt is due even when the shopper did not ask for one. */
export const MANDATORY_RECEIPT_FROM = 100_000;

export const cashReceiptKind = z.enum(['issue', 'cancel']);
export const cashReceiptStatus = z.enum(['due', 'issued', 'void']);

export const adminCashReceipt = z.object({
  _id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  kind: cashReceiptKind,
  purpose: cashReceiptPurpose,
  identifier: z.string(),
  /** The shopper asked for it; false for a receipt issued to the tax office's number. */
  requested: z.boolean(),
  amount: z.number().int(),
  /** The amount as Hometax asks for it (ADR 0038): 공급가액, 부가세 and 면세 금액, adding up to amount. */
  taxable: z.number().int(),
  vat: z.number().int(),
  exempt: z.number().int(),
  /** The last Korean calendar day to issue it on. */
  due_date: z.string(),
  status: cashReceiptStatus,
  overdue: z.boolean(),
  approval_number: z.string().nullable(),
  /** A cancellation's: the approval number of the receipt it cancels (Hometax asks for it). */
  original_approval_number: z.string().nullable(),
  issued_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminCashReceipt = z.infer<typeof adminCashReceipt>;

export const adminCashReceiptsQuery = z
  .object({ status: z.enum(['due', 'overdue', 'issued', 'all']).default('due') })
  .strict();
export const adminCashReceiptList = z.object({ receipts: z.array(adminCashReceipt) });

export const recordCashReceiptBody = z
  .object({
    approval_number: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,40}$/, fieldMessage('field.cashReceipts.approvalNumber')),
  })
  .strict();
