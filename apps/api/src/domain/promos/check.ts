import type { PromoCheckResponse } from '@jangbogi/contracts/promos';
import type { DbOrTx } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { badRequest, errorMessage, type ErrorText } from '../../lib/errors.ts';
import type { Language } from '../../lib/i18n/language.ts';
import { ownerOf, type Caller } from '../caller.ts';
import { cartSubtotal } from '../cart/subtotal.ts';
import { promoEmailKey, promoPhoneKey } from './customer-keys.ts';
import { PROMO_NOT_FOUND, promoAppliedMessage, promoDiscount, promoProblem } from './rules.ts';

/** Who is using a promo, for per-customer limits: by account, by mailbox and by phone line. */
export interface PromoCustomer {
  userId: string | null;
  email: string | null;
  phone: string | null;
}

const promoTermsSelect = {
  id: true,
  code: true,
  type: true,
  value: true,
  minOrder: true,
  startsAt: true,
  endsAt: true,
  usageLimit: true,
  perCustomerLimit: true,
  usedCount: true,
  isActive: true,
} as const;

export async function findPromo(db: DbOrTx, code: string) {
  return db.promo.findUnique({
    where: { code: code.trim().toUpperCase() },
    select: promoTermsSelect,
  });
}

/**
 * How often this customer has used the promo: uses by the same account, the same mailbox
 * (however the address is spelled) or the same phone number (see customer-keys.ts).
 */
export async function customerPromoUses(
  db: DbOrTx,
  promoId: string,
  customer: PromoCustomer,
): Promise<number> {
  const phoneKey = promoPhoneKey(customer.phone);
  const who: Prisma.PromoUseWhereInput[] = [
    ...(customer.userId ? [{ userId: customer.userId }] : []),
    ...(customer.email ? [{ customerEmailKey: promoEmailKey(customer.email) }] : []),
    ...(phoneKey ? [{ customerPhoneKey: phoneKey }] : []),
  ];
  if (who.length === 0) return 0;
  return db.promoUse.count({ where: { promoId, OR: who } });
}

// The checkout shows `message` as it comes, so it is written in the asking page's language.
const invalid = (problem: ErrorText, language: Language): PromoCheckResponse => ({
  valid: false,
  discount: 0,
  discount_type: null,
  message: errorMessage(problem, language),
});

/** The answer of the promo endpoints: a usable code with its discount, or the reason it is not. */
export async function checkPromoCode(
  db: DbOrTx,
  code: string,
  subtotal: number,
  customer: PromoCustomer | null,
  language: Language,
  now = new Date(),
): Promise<PromoCheckResponse> {
  const promo = await findPromo(db, code);
  if (!promo) return invalid(PROMO_NOT_FOUND, language);
  const uses =
    customer && promo.perCustomerLimit !== null
      ? await customerPromoUses(db, promo.id, customer)
      : undefined;
  const problem = promoProblem(promo, subtotal, now, uses);
  if (problem) return invalid(problem, language);
  const discount = promoDiscount(promo, subtotal);
  return {
    valid: true,
    discount,
    discount_type: promo.type,
    message: promoAppliedMessage(promo, discount, language),
  };
}

/** A logged-in customer, by account, mailbox and phone line; a guest is not known yet. */
async function promoCustomerOf(db: DbOrTx, caller: Caller | null): Promise<PromoCustomer | null> {
  if (caller?.kind !== 'user') return null;
  const user = await db.user.findUnique({
    where: { id: caller.userId },
    select: { email: true, phoneNumber: true },
  });
  return { userId: caller.userId, email: user?.email ?? null, phone: user?.phoneNumber ?? null };
}

/**
 * Checks a code for whoever asks, against the order total they give or else their cart (an
 * anonymous caller's cart is empty); a customer's own uses count towards the per-customer limit.
 */
export async function checkPromoForCaller(
  db: DbOrTx,
  caller: Caller | null,
  request: { code: string; order_total?: number | undefined },
  language: Language,
): Promise<PromoCheckResponse> {
  if (!request.code) throw badRequest('promos.codeRequired', 'PROMO_CODE_REQUIRED');
  const subtotal = request.order_total ?? (caller ? await cartSubtotal(db, ownerOf(caller)) : 0);
  return checkPromoCode(db, request.code, subtotal, await promoCustomerOf(db, caller), language);
}
