// Importing a bank statement (a preview, nothing paid) and confirming its deposits.
import { Prisma } from '../../../generated/prisma/client.ts';
import { prismaSql } from '../../../db/sql.ts';
import { UNKNOWN_LAYOUT } from '@jangbogi/contracts/admin-transfers';
import type {
  ColumnMappingFields,
  StatementLine,
  StatementPreview,
} from '@jangbogi/contracts/admin-transfers';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { badRequest } from '../../../lib/errors.ts';
import { readDeposits } from './deposits.ts';
import {
  findHeader,
  likelyHeader,
  mappedLayout,
  presetLayouts,
  type ColumnLayout,
} from './layouts.ts';
import { matchDeposits, type MatchResult, type OpenOrder } from './matching.ts';
import { readSpreadsheetRows } from '../../../lib/spreadsheet-read.ts';

const STATEMENT_READING = {
  maxRows: 20_000,
  code: 'UNREADABLE_STATEMENT',
  unreadableCsv: 'statements.unreadableCsv',
  unreadableXlsx: 'statements.unreadableXlsx',
} as const;

// Imports run one at a time, so two uploads of the same file cannot both insert its deposits.
const STATEMENT_IMPORT_LOCK_KEY = 0x62616e6b; // 'bank'

export interface StatementUpload {
  buffer: Buffer;
  fileName: string;
  mapping?: ColumnMappingFields;
  uploadedById: string;
  /** UNPAID_TRANSFER_CANCEL_DAYS: a deposit pays an order placed at most this many days before. */
  windowDays: number;
}

async function layoutsToTry(
  db: DbOrTx,
  mapping: ColumnMappingFields | undefined,
): Promise<ColumnLayout[]> {
  if (mapping) {
    const saved = {
      bank: mapping.bank,
      dateColumn: mapping.date_column,
      timeColumn: mapping.time_column ?? null,
      depositorColumn: mapping.depositor_column,
      amountColumn: mapping.amount_column,
    };
    return [mappedLayout(saved)];
  }
  const saved = await db.bankColumnMapping.findMany({
    orderBy: { updatedAt: 'desc' },
    select: {
      bank: true,
      dateColumn: true,
      timeColumn: true,
      depositorColumn: true,
      amountColumn: true,
    },
  });
  return [...Object.values(presetLayouts), ...saved.map(mappedLayout)];
}

/** Account-transfer orders still waiting for their money, with the name the transfer should carry. */
export async function openTransferOrders(db: DbOrTx): Promise<OpenOrder[]> {
  const orders = await db.order.findMany({
    where: {
      paymentMethod: 'account_transfer',
      status: { not: 'cancelled' },
      paymentStatus: { in: ['unpaid', 'proof_submitted'] },
    },
    orderBy: { placedAt: 'asc' },
    select: {
      id: true,
      orderNumber: true,
      depositorName: true,
      customerName: true,
      total: true,
      placedAt: true,
    },
  });
  return orders.map((o) => ({ ...o, depositorName: o.depositorName ?? o.customerName }));
}

function previewLine(
  line: { id: string; occurredAt: Date; depositor: string; amount: number },
  result: MatchResult | 'duplicate',
  settledOrder?: { id: string; orderNumber: string } | null,
): StatementLine {
  const base = {
    line_id: line.id,
    occurred_at: line.occurredAt.toISOString(),
    depositor: line.depositor,
    amount: line.amount,
  };
  if (result === 'duplicate') {
    return {
      ...base,
      match: 'duplicate',
      order_id: settledOrder?.id ?? null,
      order_number: settledOrder?.orderNumber ?? null,
      candidates: [],
    };
  }
  return {
    ...base,
    match: result.match,
    order_id: result.order?.id ?? null,
    order_number: result.order?.orderNumber ?? null,
    candidates: result.candidates.map(({ order, reason }) => ({
      order_id: order.id,
      order_number: order.orderNumber,
      depositor_name: order.depositorName,
      amount_due: order.total,
      placed_at: order.placedAt.toISOString(),
      reason,
    })),
  };
}

export async function importStatement(db: Db, upload: StatementUpload): Promise<StatementPreview> {
  const rows = await readSpreadsheetRows(upload.buffer, STATEMENT_READING);
  const found = findHeader(rows, await layoutsToTry(db, upload.mapping));
  if (!found) {
    throw badRequest(
      upload.mapping ? 'statements.columnsNotInHeader' : 'statements.unknownLayout',
      UNKNOWN_LAYOUT,
      { columns: likelyHeader(rows) },
    );
  }
  const { deposits, ignored } = readDeposits(rows, found.headerIndex, found.columns);
  const bank = found.columns.bank;

  return db.$transaction(
    async (tx) => {
      await prismaSql(tx).execute(
        Prisma.sql`SELECT pg_advisory_xact_lock(${STATEMENT_IMPORT_LOCK_KEY})`,
      );
      if (upload.mapping) {
        const { date_column, time_column, depositor_column, amount_column } = upload.mapping;
        const columns = {
          dateColumn: date_column,
          timeColumn: time_column ?? null,
          depositorColumn: depositor_column,
          amountColumn: amount_column,
        };
        await tx.bankColumnMapping.upsert({
          where: { bank },
          create: { bank, ...columns },
          update: columns,
          select: { id: true },
        });
      }
      const statement = await tx.bankStatement.create({
        data: { bank, fileName: upload.fileName.slice(0, 200), uploadedById: upload.uploadedById },
        select: { id: true },
      });
      const known = await tx.bankStatementLine.findMany({
        where: { fingerprint: { in: deposits.map((d) => d.fingerprint) } },
        select: {
          id: true,
          fingerprint: true,
          occurredAt: true,
          depositor: true,
          amount: true,
          paidOrder: { select: { id: true, orderNumber: true } },
        },
      });
      const knownByPrint = new Map(known.map((line) => [line.fingerprint, line]));
      // A deposit seen before but never settled joins this statement, to be matched again.
      const unsettledIds = known.filter((line) => !line.paidOrder).map((line) => line.id);
      if (unsettledIds.length > 0) {
        await tx.bankStatementLine.updateMany({
          where: { id: { in: unsettledIds } },
          data: { statementId: statement.id },
        });
      }
      const created = await tx.bankStatementLine.createManyAndReturn({
        data: deposits
          .filter((d) => !knownByPrint.has(d.fingerprint))
          .map((d) => ({
            statementId: statement.id,
            bank,
            fingerprint: d.fingerprint,
            occurredAt: d.occurredAt,
            depositor: d.depositor,
            amount: d.amount,
          })),
        select: { id: true, fingerprint: true, occurredAt: true, depositor: true, amount: true },
      });
      const linesByPrint = new Map([...known, ...created].map((line) => [line.fingerprint, line]));
      const lines = deposits.map((d) => linesByPrint.get(d.fingerprint)!);
      const open = lines.filter((line) => !knownByPrint.get(line.fingerprint)?.paidOrder);
      const results = matchDeposits(open, await openTransferOrders(tx), upload.windowDays);
      const resultById = new Map(open.map((line, i) => [line.id, results[i]!]));

      return {
        statement_id: statement.id,
        bank,
        file_name: upload.fileName,
        ignored_rows: ignored,
        lines: lines.map((line) => {
          const result = resultById.get(line.id);
          return result
            ? previewLine(line, result)
            : previewLine(line, 'duplicate', knownByPrint.get(line.fingerprint)?.paidOrder);
        }),
      };
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
}
