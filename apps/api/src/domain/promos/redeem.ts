import { conflict } from '../../lib/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { customerPromoUses, findPromo, type PromoCustomer } from './check.ts';
import { PROMO_NOT_FOUND, promoDiscount, promoProblem } from './rules.ts';

export interface RedeemedPromo {
  promoId: string;
  code: string;
  discount: number;
}

const promoConflict = (message: string) => conflict(message, 'PROMO_INVALID');

/**
 * Re-validates a promo inside the order's transaction and counts its use. The conditional
 * increment is the only gate on the total limit, so concurrent orders can never use a promo
 * more often than allowed; it also locks the promo row, so the per-customer count below sees
 * every use committed before it.
 */
export async function redeemPromo(
  tx: DbOrTx,
  code: string,
  subtotal: number,
  customer: PromoCustomer,
  now = new Date(),
): Promise<RedeemedPromo> {
  const promo = await findPromo(tx, code);
  if (!promo) throw promoConflict(PROMO_NOT_FOUND);
  const problem = promoProblem(promo, subtotal, now);
  if (problem) throw promoConflict(problem);

  const claimed = await tx.$executeRaw`
    UPDATE promos SET used_count = used_count + 1
    WHERE id = ${promo.id}::uuid AND is_active AND (usage_limit IS NULL OR used_count < usage_limit)`;
  if (claimed === 0) throw promoConflict('This promo code has reached its usage limit');

  if (promo.perCustomerLimit !== null) {
    const uses = await customerPromoUses(tx, promo.id, customer);
    if (uses >= promo.perCustomerLimit) throw promoConflict('You have already used this promo code');
  }
  return { promoId: promo.id, code: promo.code, discount: promoDiscount(promo, subtotal) };
}

export async function recordPromoUse(
  tx: DbOrTx,
  promo: RedeemedPromo,
  orderId: string,
  customer: { userId: string | null; email: string },
): Promise<void> {
  await tx.promoUse.create({
    data: {
      promoId: promo.promoId,
      orderId,
      userId: customer.userId,
      customerEmail: customer.email.toLowerCase(),
      discount: promo.discount,
    },
    select: { id: true },
  });
}
