// Confirming a statement's deposits: each pays its order through the same transition as the
// one-click "Payment received" button (audit event, email to the shopper).
import { Prisma } from '../../../generated/prisma/client.ts';
import { prismaSql } from '../../../db/sql.ts';
import { formatWon } from '@jangbogi/contracts/format';
import { bankLabel } from '@jangbogi/contracts/admin-transfers';
import type {
  ConfirmStatementBody,
  ConfirmStatementResult,
} from '@jangbogi/contracts/admin-transfers';
import type { Db } from '../../../db/client.ts';
import { badRequest, DomainError, notFound } from '../../../lib/errors.ts';
import { formatKoreaDateTime } from '@jangbogi/contracts/korea-time';
import { changeOrder } from '../../orders/order-actions.ts';
import { matchDeposits } from './matching.ts';
import { openTransferOrders } from './statements.ts';

export interface StatementConfirmation {
  statementId: string;
  body: ConfirmStatementBody;
  actorUserId: string;
  windowDays: number;
  now: Date;
}

interface Settlement {
  lineId: string;
  orderId: string;
}

/** What to pay: the chosen exact lines (all of them by default) and the team's own picks. */
async function plannedSettlements(
  db: Db,
  confirmation: StatementConfirmation,
): Promise<Settlement[]> {
  const { statementId, body, windowDays } = confirmation;
  const statement = await db.bankStatement.findUnique({
    where: { id: statementId },
    select: { id: true },
  });
  if (!statement) throw notFound('statements.notFound', 'STATEMENT_NOT_FOUND');
  // Matched again against the orders as they are now, not as they were at upload.
  const lines = await db.bankStatementLine.findMany({
    where: { statementId, paidOrderId: null },
    orderBy: [{ occurredAt: 'asc' }, { id: 'asc' }],
    select: { id: true, occurredAt: true, depositor: true, amount: true },
  });
  const results = matchDeposits(lines, await openTransferOrders(db), windowDays);
  const byLine = new Map(lines.map((line, i) => [line.id, results[i]!]));

  const settlements: Settlement[] = [];
  const chosen = body.line_ids ?? (body.assign ? [] : lines.map((line) => line.id));
  for (const lineId of chosen) {
    const order = byLine.get(lineId)?.order;
    if (order) settlements.push({ lineId, orderId: order.id });
  }
  for (const pick of body.assign ?? []) {
    const result = byLine.get(pick.line_id);
    if (!result) continue; // settled meanwhile, or not a line of this statement
    if (!result.candidates.some((c) => c.order.id === pick.order_id)) {
      throw badRequest('statements.notACandidate', 'NOT_A_CANDIDATE', {
        line_id: pick.line_id,
      });
    }
    settlements.push({ lineId: pick.line_id, orderId: pick.order_id });
  }
  return settlements;
}

/**
 * Each deposit is settled in its own transaction that locks the deposit row, then the order
 * row: two people confirming the same batch at once pay each order once, and one order that
 * was paid meanwhile (by the button or another deposit) does not hold back the rest.
 */
export async function confirmStatement(
  db: Db,
  confirmation: StatementConfirmation,
): Promise<ConfirmStatementResult> {
  const paid: string[] = [];
  for (const { lineId, orderId } of await plannedSettlements(db, confirmation)) {
    try {
      const settled = await db.$transaction(
        async (tx) => {
          const [line] = await prismaSql(tx).query<{
            paid_order_id: string | null;
            occurred_at: Date;
            depositor: string;
            amount: number;
            bank: string;
          }>(Prisma.sql`
            SELECT paid_order_id, occurred_at, depositor, amount, bank FROM bank_statement_lines WHERE id = ${lineId}::uuid FOR UPDATE`);
          if (!line || line.paid_order_id) return false;
          await changeOrder(tx, {
            orderId,
            action: 'confirm_payment',
            actorUserId: confirmation.actorUserId,
            recordOnly: `Bank deposit ${formatKoreaDateTime(line.occurred_at)} from ${line.depositor}, ${formatWon(line.amount)} (${bankLabel(line.bank)}).`,
            now: confirmation.now,
          });
          await tx.bankStatementLine.update({
            where: { id: lineId },
            data: {
              paidOrderId: orderId,
              confirmedById: confirmation.actorUserId,
              confirmedAt: confirmation.now,
            },
            select: { id: true },
          });
          return true;
        },
        { maxWait: 10_000, timeout: 15_000 },
      );
      if (settled) paid.push(orderId);
    } catch (error) {
      // Paid or cancelled meanwhile: that deposit stays open for the team to look at.
      if (error instanceof DomainError && error.statusCode === 409) continue;
      throw error;
    }
  }
  return { paid };
}
