// Back office: bank statement import, which matches deposits to unpaid account-transfer orders.
import { z } from 'zod';
import { idSchema, won } from './common.ts';
import { fieldMessage } from './field-message.ts';

/** The bank layouts the import recognises from a statement's header row. */
export const bankPresets = [
  'kb',
  'shinhan',
  'woori',
  'hana',
  'nh',
  'ibk',
  'kakao',
  'toss',
] as const;
export type BankPreset = (typeof bankPresets)[number];

export const bankLabels: Record<BankPreset, string> = {
  kb: 'KB Kookmin (KB국민은행)',
  shinhan: 'Shinhan (신한은행)',
  woori: 'Woori (우리은행)',
  hana: 'Hana (하나은행)',
  nh: 'NH NongHyup (NH농협은행)',
  ibk: 'IBK (IBK기업은행)',
  kakao: 'Kakao Bank (카카오뱅크)',
  toss: 'Toss Bank (토스뱅크)',
};

/** A preset's display name, or the name a manual mapping was saved under. */
export function bankLabel(bank: string): string {
  return (bankPresets as readonly string[]).includes(bank) ? bankLabels[bank as BankPreset] : bank;
}

/**
 * exact: one unpaid order with this amount and name, proposed as "Payment received".
 * ambiguous: several such orders. near: a partial or over-payment, or a similar name.
 * none: nothing fits. duplicate: this deposit was already imported and settled.
 */
export const depositMatch = z.enum(['exact', 'ambiguous', 'near', 'none', 'duplicate']);
export type DepositMatch = z.infer<typeof depositMatch>;

export const candidateReason = z.enum([
  'exact',
  'partial_payment',
  'over_payment',
  'similar_name',
  'romanised_name',
  'already_proposed',
]);
export type CandidateReason = z.infer<typeof candidateReason>;

export const depositCandidate = z.object({
  order_id: z.string(),
  order_number: z.string(),
  depositor_name: z.string(),
  amount_due: won,
  placed_at: z.string(),
  reason: candidateReason,
});
export type DepositCandidate = z.infer<typeof depositCandidate>;

export const statementLine = z.object({
  line_id: z.string(),
  occurred_at: z.string(),
  depositor: z.string(),
  amount: won,
  match: depositMatch,
  /** The order this deposit pays: proposed for exact lines, settled for duplicates. */
  order_id: z.string().nullable(),
  order_number: z.string().nullable(),
  candidates: z.array(depositCandidate),
});
export type StatementLine = z.infer<typeof statementLine>;

export const statementPreview = z.object({
  statement_id: z.string(),
  bank: z.string(),
  file_name: z.string(),
  /** Rows read as deposits; withdrawals and zero-amount rows are left out. */
  lines: z.array(statementLine),
  ignored_rows: z.number().int().nonnegative(),
});
export type StatementPreview = z.infer<typeof statementPreview>;

const columnName = z
  .string()
  .trim()
  .min(1, fieldMessage('field.adminTransfers.chooseColumn'))
  .max(100);

/**
 * A manual column mapping, sent as multipart fields beside the file when the header row
 * matches no preset. It is saved under `bank` and reused for that bank's next files.
 */
export const columnMappingFields = z.object({
  bank: z.string().trim().min(1, fieldMessage('field.adminTransfers.nameBank')).max(60),
  date_column: columnName,
  time_column: columnName.optional(),
  depositor_column: columnName,
  amount_column: columnName,
});
export type ColumnMappingFields = z.infer<typeof columnMappingFields>;

/** The 400 answer when the layout is unknown: the header found, so the team can map it. */
export const UNKNOWN_LAYOUT = 'UNKNOWN_STATEMENT_LAYOUT';

export const statementIdParams = z.object({ statement_id: idSchema }).strict();

export const confirmStatementBody = z
  .object({
    /** Lines to confirm with their proposed order; all exact lines when omitted. */
    line_ids: z.array(idSchema).max(1000).optional(),
    /** Ambiguous or near lines settled on one of their candidates by the shop team. */
    assign: z
      .array(z.object({ line_id: idSchema, order_id: idSchema }).strict())
      .max(1000)
      .optional(),
  })
  .strict();
export type ConfirmStatementBody = z.infer<typeof confirmStatementBody>;

export const confirmStatementResult = z.object({ paid: z.array(z.string()) });
export type ConfirmStatementResult = z.infer<typeof confirmStatementResult>;
