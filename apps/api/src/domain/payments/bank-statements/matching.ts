// Proposes, for each deposit, the unpaid account-transfer order it pays. Pure: the caller loads
// the orders and decides what to store.
import type { CandidateReason, DepositMatch } from '@jangbogi/contracts/admin-transfers';
import { compareNames, normaliseName } from './names.ts';
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

/**
 * The open orders by the name their transfer should carry (as compareNames normalises it: two
 * names are the same exactly when these keys are equal) and by amount, each list in the orders'
 * own order. A statement of thousands of lines against tens of thousands of open orders then
 * compares each deposit with the few orders of its name or amount, not with all of them.
 */
interface OrderIndex {
  byName: Map<string, OpenOrder[]>;
  byAmount: Map<number, OpenOrder[]>;
}

function indexOrders(orders: OpenOrder[]): OrderIndex {
  const byName = new Map<string, OpenOrder[]>();
  const byAmount = new Map<number, OpenOrder[]>();
  const add = <K>(map: Map<K, OpenOrder[]>, key: K, order: OpenOrder) => {
    const list = map.get(key);
    if (list) list.push(order);
    else map.set(key, [order]);
  };
  for (const order of orders) {
    const name = normaliseName(order.depositorName);
    if (name !== '') add(byName, name, order);
    add(byAmount, order.total, order);
  }
  return { byName, byAmount };
}

function matchOne(
  deposit: DepositToMatch,
  orders: OrderIndex,
  windowDays: number,
  taken: Set<string>,
): MatchResult {
  const open = (list: OpenOrder[] | undefined) =>
    (list ?? []).filter((order) => inWindow(order, deposit, windowDays));
  const name = normaliseName(deposit.depositor);
  const sameName = name === '' ? [] : open(orders.byName.get(name));
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
  // Orders of this amount under another name: one of them exactly would have matched above.
  for (const order of open(orders.byAmount.get(deposit.amount))) {
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
  const index = indexOrders(orders);
  for (const at of byTime) {
    const result = matchOne(deposits[at]!, index, windowDays, taken);
    if (result.order) taken.add(result.order.id);
    results[at] = result;
  }
  return results;
}
