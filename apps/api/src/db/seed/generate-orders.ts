// `--orders N [--customers M] [--seed S]`: three years of a shop's history, written by
// INSERT ... SELECT over generate_series so a million orders take minutes, not hours, through
// the shop's own tables and constraints. Every choice (customer, day, lines, status) is a hash of
// the seed and the row's number, so the same seed writes the same history.
import { FLAT_SHIPPING_FEE, FREE_SHIPPING_THRESHOLD } from '@jangbogi/contracts/money';
import type { Db } from '../client.ts';
import { hashPassword } from '../../domain/accounts/password.ts';
import { readShopSettings } from '../../domain/settings/shop-settings.ts';
import { dropForBulkLoad } from './bulk-load.ts';
import { historyStatements } from './order-history-sql.ts';

/** What the seeded customers sign in with, to try My Orders on a long history. */
export const SEEDED_CUSTOMER_PASSWORD = 'seeded-customer-2026';
/** The customer with the longest history: one order in every HEAVY_EVERY. */
export const HEAVY_CUSTOMER_ORDERS = 500;

export interface OrderHistoryOptions {
  orders: number;
  customers: number;
  seed: number;
  /** The history ends the day before this, in Korean time; today stays the shop's own. */
  now?: Date;
}

export interface OrderHistorySummary {
  customers: number;
  orders: number;
  lines: number;
  /** The email of the customer with HEAVY_CUSTOMER_ORDERS orders (or all, for fewer orders). */
  heavyCustomerEmail: string;
}

export const customerEmail = (seed: number, index: number) =>
  `customer${index}.s${seed}@seed.jangbogi.kr`;

export async function generateOrderHistory(
  db: Db,
  options: OrderHistoryOptions,
  progress: (step: string) => void = () => {},
): Promise<OrderHistorySummary> {
  const { orders, customers, seed } = options;
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error('--seed takes a whole number');
  if (orders < 1 || customers < 1) throw new Error('--orders and --customers take at least 1');
  if ((await db.product.count({ where: { archivedAt: null, sellPrice: { gt: 0 } } })) === 0)
    throw new Error('The history needs products to sell: load a catalogue first.');
  const passwordHash = await hashPassword(SEEDED_CUSTOMER_PASSWORD);
  const { delivery } = await readShopSettings(db);
  const statements = historyStatements({
    orders,
    customers,
    seed,
    heavyEvery: Math.max(1, Math.floor(orders / HEAVY_CUSTOMER_ORDERS)),
    end: options.now ?? new Date(),
    passwordHash,
    shippingFee: FLAT_SHIPPING_FEE,
    freeShippingFrom: FREE_SHIPPING_THRESHOLD,
    daysToDelivery: daysToDelivery(delivery.closed_weekdays),
  });
  // Rebuilding the indexes pays when the history is at least as large as what is there already.
  const [present] = await db.$queryRaw<{ orders: number }[]>`
    SELECT greatest(reltuples, 0)::float8 AS orders FROM pg_class WHERE oid = 'orders'::regclass`;
  const rebuildIndexes = orders >= (present?.orders ?? 0);
  await db.$transaction(
    async (tx) => {
      // Memory for the one-off load: each key and index built from a sort held in memory (the
      // lines' key sorts five million ids; the search index's trigrams are flushed far less
      // often), and the foreign keys' one-join checks hashed in memory rather than in batches.
      await tx.$executeRaw`SET LOCAL maintenance_work_mem = '1GB'`;
      await tx.$executeRaw`SET LOCAL work_mem = '256MB'`;
      const rebuild = rebuildIndexes ? await dropForBulkLoad(tx) : [];
      for (const { step, statement } of statements) {
        progress(step);
        await tx.$executeRaw(statement);
      }
      if (rebuild.length > 0) progress('indexes and foreign keys');
      for (const index of rebuild) await tx.$executeRaw(index);
    },
    { timeout: 30 * 60_000, maxWait: 60_000 },
  );
  const [written] = await db.$queryRaw<{ lines: bigint }[]>`
    SELECT count(*) AS lines FROM order_items oi JOIN orders o ON o.id = oi.order_id
     WHERE o.customer_email LIKE ${`%.s${seed}@seed.jangbogi.kr`}`;
  return {
    customers,
    orders,
    lines: Number(written?.lines ?? 0),
    heavyCustomerEmail: customerEmail(seed, 1),
  };
}

/**
 * For each weekday an order is placed on (0 = Sunday), how many days later the shop next delivers
 * (a Saturday order of a shop closed on Sundays: 2, on Monday). Holidays are not looked at: a
 * history years long has no list of them.
 */
export function daysToDelivery(closedWeekdays: readonly number[]): number[] {
  return Array.from({ length: 7 }, (_, weekday) => {
    for (let days = 1; days <= 7; days++)
      if (!closedWeekdays.includes((weekday + days) % 7)) return days;
    // Closed every day of the week: nothing to skip to.
    return 1;
  });
}
