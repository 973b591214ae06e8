// Proposes, for each deposit, the unpaid account-transfer order it pays. Pure: the caller loads
// the orders and decides what to store.
import type { CandidateReason, DepositMatch } from '@jangbogi/contracts/admin-transfers';
import { compareNames } from './names.ts';
import { DAY_MS } from '../../../lib/time.ts';

export interface OpenOrder {
  id: string;
  orderNumber: string;
  depositorName: string;
  total: number;
  placedAt: Date;
}

export interface DepositToMatch {
  occurredAt: Date;
  depositor: string;
  amount: number;
}

export interface Candidate {
  order: OpenOrder;
  reason: CandidateReason;
}

export interface MatchResult {
  match: Exclude<DepositMatch, 'duplicate'>;
  order: OpenOrder | null;
  candidates: Candidate[];
}

/**
 * Many statements give the time to the minute only, so an order placed within the minute of
 * the deposit still counts as placed before it.
 */
const CLOCK_TOLERANCE_MS = 60_000;

/** Orders the deposit could pay: placed before it and within the unpaid window (0 = no limit). */
function inWindow(order: OpenOrder, deposit: DepositToMatch, windowDays: number) {
  const age = deposit.occurredAt.getTime() - order.placedAt.getTime();
  return age >= -CLOCK_TOLERANCE_MS && (windowDays <= 0 || age <= windowDays * DAY_MS);
}

function matchOne(
  deposit: DepositToMatch,
  orders: OpenOrder[],
  windowDays: number,
  taken: Set<string>,
): MatchResult {
  const open = orders.filter((order) => inWindow(order, deposit, windowDays));
  const sameName = open.filter(
    (order) => compareNames(deposit.depositor, order.depositorName) === 'same',
  );
  const exact = sameName.filter((order) => order.total === deposit.amount);

  const free = exact.filter((order) => !taken.has(order.id));
  if (free.length === 1)
    return { match: 'exact', order: free[0]!, candidates: [{ order: free[0]!, reason: 'exact' }] };
  if (free.length > 1)
    return {
      match: 'ambiguous',
      order: null,
      candidates: free.map((order) => ({ order, reason: 'exact' })),
    };
  if (exact.length > 0) {
    // The order is already proposed for an earlier deposit in this file: maybe paid twice.
    return {
      match: 'near',
      order: null,
      candidates: exact.map((order) => ({ order, reason: 'already_proposed' })),
    };
  }

  const candidates: Candidate[] = sameName.map((order) => ({
    order,
    reason: deposit.amount < order.total ? 'partial_payment' : 'over_payment',
  }));
  for (const order of open) {
    if (order.total !== deposit.amount) continue;
    const likeness = compareNames(deposit.depositor, order.depositorName);
    if (likeness === 'similar') candidates.push({ order, reason: 'similar_name' });
    if (likeness === 'romanised') candidates.push({ order, reason: 'romanised_name' });
  }
  return candidates.length > 0
    ? { match: 'near', order: null, candidates }
    : { match: 'none', order: null, candidates: [] };
}

/** Matches deposits in time order, so the earliest deposit claims an order it pays exactly. */
export function matchDeposits<D extends DepositToMatch>(
  deposits: D[],
  orders: OpenOrder[],
  windowDays: number,
) {
  const taken = new Set<string>();
  const byTime = [...deposits.keys()].sort(
    (a, b) => deposits[a]!.occurredAt.getTime() - deposits[b]!.occurredAt.getTime(),
  );
  const results = new Array<MatchResult>(deposits.length);
  for (const index of byTime) {
    const result = matchOne(deposits[index]!, orders, windowDays, taken);
    if (result.order) taken.add(result.order.id);
    results[index] = result;
  }
  return results;
}
