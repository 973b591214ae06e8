// The back office's cash-receipt queue: what is due (and overdue), what was issued, the approval
// number recorded after issuing in Hometax, and the queue as a spreadsheet for the accountant.
import type { AdminCashReceipt, adminCashReceiptsQuery } from '@jangbogi/contracts/cash-receipts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { csvText } from '../../lib/spreadsheet-write.ts';
import { calendarDay, dateOnly, koreanDateOf } from '@jangbogi/contracts/korea-time';

type QueueStatus = z.output<typeof adminCashReceiptsQuery>['status'];

const receiptSelect = {
  id: true,
  orderId: true,
  kind: true,
  purpose: true,
  identifier: true,
  requested: true,
  amount: true,
  taxable: true,
  vat: true,
  exempt: true,
  dueDate: true,
  status: true,
  approvalNumber: true,
  issuedAt: true,
  createdAt: true,
  order: {
    select: {
      orderNumber: true,
      // A cancellation is filed in Hometax against the receipt it cancels: its approval number.
      cashReceipts: {
        where: { kind: 'issue', approvalNumber: { not: null } },
        orderBy: { issuedAt: 'desc' },
        take: 1,
        select: { approvalNumber: true },
      },
    },
  },
} satisfies Prisma.CashReceiptSelect;

type ReceiptRow = Prisma.CashReceiptGetPayload<{ select: typeof receiptSelect }>;

function present(row: ReceiptRow, today: string): AdminCashReceipt {
  const dueDate = dateOnly(row.dueDate) ?? '';
  return {
    _id: row.id,
    order_id: row.orderId,
    order_number: row.order.orderNumber,
    kind: row.kind,
    purpose: row.purpose,
    identifier: row.identifier,
    requested: row.requested,
    amount: row.amount,
    taxable: row.taxable,
    vat: row.vat,
    exempt: row.exempt,
    due_date: dueDate,
    status: row.status,
    overdue: row.status === 'due' && dueDate < today,
    approval_number: row.approvalNumber,
    original_approval_number:
      row.kind === 'cancel' ? (row.order.cashReceipts[0]?.approvalNumber ?? null) : null,
    issued_at: row.issuedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

function whereOf(status: QueueStatus, today: string): Prisma.CashReceiptWhereInput {
  switch (status) {
    case 'due':
      return { status: 'due' };
    case 'overdue':
      return { status: 'due', dueDate: { lt: calendarDay(today) } };
    case 'issued':
      return { status: 'issued' };
    case 'all':
      return {};
  }
}

export async function listCashReceipts(
  db: DbOrTx,
  status: QueueStatus,
  now: Date,
): Promise<AdminCashReceipt[]> {
  const today = koreanDateOf(now);
  const rows = await db.cashReceipt.findMany({
    where: whereOf(status, today),
    orderBy: [{ dueDate: 'asc' }, { createdAt: 'asc' }],
    take: 1000,
    select: receiptSelect,
  });
  return rows.map((row) => present(row, today));
}

/** An order's receipts still to issue, oldest first. */
export async function dueReceiptsOf(
  db: DbOrTx,
  orderId: string,
  now: Date,
): Promise<AdminCashReceipt[]> {
  const rows = await db.cashReceipt.findMany({
    where: { orderId, status: 'due' },
    orderBy: { createdAt: 'asc' },
    select: receiptSelect,
  });
  return rows.map((row) => present(row, koreanDateOf(now)));
}

/** Records that the receipt was issued in Hometax (or by the provider) under this number. */
export async function recordIssued(
  db: Db,
  change: { id: string; approvalNumber: string; actorUserId: string | null; now: Date },
): Promise<AdminCashReceipt> {
  const updated = await db.cashReceipt.updateMany({
    where: { id: change.id, status: 'due' },
    data: {
      status: 'issued',
      approvalNumber: change.approvalNumber,
      issuedAt: change.now,
      issuedById: change.actorUserId,
    },
  });
  const row = await db.cashReceipt.findUnique({ where: { id: change.id }, select: receiptSelect });
  if (!row) throw notFound('cashReceipts.notFound', 'CASH_RECEIPT_NOT_FOUND');
  if (updated.count === 0) {
    throw conflict(
      row.status === 'void' ? 'cashReceipts.void' : 'cashReceipts.alreadyIssued',
      row.status === 'void' ? 'CASH_RECEIPT_VOID' : 'CASH_RECEIPT_ALREADY_ISSUED',
    );
  }
  return present(row, koreanDateOf(change.now));
}

const CSV_HEADER = [
  'Order',
  'Kind',
  'Purpose',
  'Number',
  'Asked by shopper',
  'Amount',
  // Hometax's 현금영수증 fields for a shop selling taxed and exempt goods.
  'Taxable supply (공급가액)',
  'VAT (부가세)',
  'Tax-exempt (면세)',
  'Due',
  'Status',
  'Approval number',
  // A cancellation is filed in Hometax against the receipt it cancels.
  'Original approval number',
];

/** The queue as CSV, for Hometax or the accountant. */
export function cashReceiptsCsv(receipts: AdminCashReceipt[]): string {
  const rows = receipts.map((r) => [
    r.order_number,
    r.kind,
    r.purpose,
    r.identifier,
    r.requested ? 'yes' : 'no',
    r.amount,
    r.taxable,
    r.vat,
    r.exempt,
    r.due_date,
    r.overdue ? 'overdue' : r.status,
    r.approval_number ?? '',
    r.original_approval_number ?? '',
  ]);
  return csvText(CSV_HEADER, rows);
}
