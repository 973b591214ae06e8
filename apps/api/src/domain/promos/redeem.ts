// A promo inside the order's transaction, in two steps around the stock (ADR 0009). The quote reads
// the promo without locking it, so the order can be written with its discount; the claim runs
// after the order's product rows are locked (the shop-wide lock order: products by id, then
// promos) and is the only gate on the limits.
import type { Sql } from '../../db/sql.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { DomainError, type ErrorText } from '../../lib/errors.ts';
import { promoEmailKey, promoPhoneKey } from './customer-keys.ts';
import { PROMO_NOT_FOUND, promoDiscount, promoProblem, type PromoTerms } from './rules.ts';

export interface RedeemedPromo {
  promoId: string;
  code: string;
  discount: number;
}

interface PromoRow {
  id: string;
  code: string;
  type: 'percent' | 'flat';
  value: number;
  min_order: number;
  starts_at: Date | null;
  ends_at: Date | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  used_count: number;
  is_active: boolean;
}

const PROMO_COLUMNS = Prisma.sql`id::text AS id, code, type::text AS type, value, min_order,
  starts_at, ends_at, usage_limit, per_customer_limit, used_count, is_active`;

const terms = (row: PromoRow): PromoTerms => ({
  type: row.type,
  value: row.value,
  minOrder: row.min_order,
  startsAt: row.starts_at === null ? null : new Date(row.starts_at),
  endsAt: row.ends_at === null ? null : new Date(row.ends_at),
  usageLimit: row.usage_limit,
  perCustomerLimit: row.per_customer_limit,
  usedCount: row.used_count,
  isActive: row.is_active,
});

/** Why a promo cannot be used (the rules' texts, rules.ts, which answer the check too). */
const promoConflict = (text: ErrorText) => new DomainError(409, 'PROMO_INVALID', text);

/** The discount the promo gives this subtotal now; 409 when it cannot be used. Locks nothing. */
export async function quotePromo(
  sql: Sql,
  code: string,
  subtotal: number,
  now = new Date(),
): Promise<RedeemedPromo> {
  const [row] = await sql.query<PromoRow>(
    Prisma.sql`SELECT ${PROMO_COLUMNS} FROM promos WHERE code = ${code.trim().toUpperCase()}`,
  );
  if (!row) throw promoConflict(PROMO_NOT_FOUND);
  const problem = promoProblem(terms(row), subtotal, now);
  if (problem) throw promoConflict(problem);
  return { promoId: row.id, code: row.code, discount: promoDiscount(terms(row), subtotal) };
}

/**
 * Counts the use of a quoted promo whose promo_uses row the order already wrote. The
 * conditional increment is the only gate on the total limit, so concurrent orders can never use
 * a promo more often than allowed; it also locks the promo row, so the per-customer count below
 * sees every use committed before it (and this order's own). Uses are counted by account, mailbox
 * and phone line (the keys the order's promo_uses row was written with, see customer-keys.ts).
 */
export async function claimPromo(
  sql: Sql,
  quote: RedeemedPromo,
  subtotal: number,
  customer: { userId: string | null; email: string; phones: (string | null)[] },
  now = new Date(),
): Promise<void> {
  const [row] = await sql.query<PromoRow>(Prisma.sql`
    UPDATE promos SET used_count = used_count + 1
     WHERE id = ${quote.promoId}::uuid AND is_active
       AND (usage_limit IS NULL OR used_count < usage_limit)
    RETURNING ${PROMO_COLUMNS}`);
  if (!row) throw promoConflict({ id: 'promos.usedUp' });
  const claimed = terms(row);
  const problem = promoProblem({ ...claimed, usedCount: claimed.usedCount - 1 }, subtotal, now);
  if (problem) throw promoConflict(problem);
  if (promoDiscount(claimed, subtotal) !== quote.discount) {
    throw promoConflict({ id: 'promos.changed' });
  }
  if (claimed.perCustomerLimit !== null) {
    const phoneKeys = customer.phones.map(promoPhoneKey).filter((key) => key !== null);
    const [uses] = await sql.query<{ n: number }>(Prisma.sql`
      SELECT count(*)::int AS n FROM promo_uses
       WHERE promo_id = ${quote.promoId}::uuid
         AND (customer_email_key = ${promoEmailKey(customer.email)}
              OR customer_phone_key = ANY(${phoneKeys}::text[])
              OR user_id = ${customer.userId}::uuid)`);
    // This order's own use is already written, hence "more than".
    if ((uses?.n ?? 0) > claimed.perCustomerLimit)
      throw promoConflict({ id: 'promos.alreadyUsed' });
  }
}
