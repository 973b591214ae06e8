// Promo codes as the shop team sees them: create, pause/resume, and who used them.
import type { AdminPromo, PromoCreateBody } from '@jangbogi/contracts/admin-promos';
import type { DbOrTx } from '../../db/client.ts';
import type { Promo } from '../../generated/prisma/client.ts';
import { notFound } from '../../lib/errors.ts';
import { promoStatus } from './rules.ts';
import { uniquely } from '../../db/unique.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toAdminPromo(p: Promo, now = new Date()): AdminPromo {
  return {
    _id: p.id,
    code: p.code,
    type: p.type,
    value: p.value,
    min_order: p.minOrder,
    starts_at: iso(p.startsAt),
    ends_at: iso(p.endsAt),
    usage_limit: p.usageLimit,
    per_customer_limit: p.perCustomerLimit,
    used_count: p.usedCount,
    is_active: p.isActive,
    status: promoStatus(p, now),
    created_at: p.createdAt.toISOString(),
  };
}

export async function listPromos(db: DbOrTx) {
  const promos = await db.promo.findMany({ orderBy: { createdAt: 'desc' } });
  const now = new Date();
  return { promos: promos.map((promo) => toAdminPromo(promo, now)) };
}

export async function createPromo(db: DbOrTx, body: PromoCreateBody): Promise<AdminPromo> {
  // Codes are stored upper-case and matched case-insensitively.
  const code = body.code.toUpperCase();
  const created = await uniquely(
    () =>
      db.promo.create({
        data: {
          code,
          type: body.type,
          value: body.value,
          minOrder: body.min_order,
          startsAt: body.starts_at ? new Date(body.starts_at) : null,
          endsAt: body.ends_at ? new Date(body.ends_at) : null,
          usageLimit: body.usage_limit ?? null,
          perCustomerLimit: body.per_customer_limit ?? null,
          isActive: body.is_active,
        },
      }),
    { id: 'promos.codeTaken', values: { code } },
  );
  return toAdminPromo(created);
}

export async function setPromoActive(
  db: DbOrTx,
  id: string,
  isActive: boolean,
): Promise<AdminPromo> {
  const found = await db.promo.findUnique({ where: { id }, select: { id: true } });
  if (!found) throw notFound('promos.notFound');
  return toAdminPromo(await db.promo.update({ where: { id }, data: { isActive } }));
}

export async function listPromoUses(db: DbOrTx, id: string) {
  const found = await db.promo.findUnique({ where: { id }, select: { id: true } });
  if (!found) throw notFound('promos.notFound');
  const uses = await db.promoUse.findMany({
    where: { promoId: id },
    orderBy: { createdAt: 'desc' },
    take: 500,
    select: {
      id: true,
      orderId: true,
      customerEmail: true,
      discount: true,
      createdAt: true,
      order: { select: { orderNumber: true } },
    },
  });
  return {
    uses: uses.map((u) => ({
      _id: u.id,
      order_id: u.orderId,
      order_number: u.order.orderNumber,
      customer_email: u.customerEmail,
      discount: u.discount,
      used_at: u.createdAt.toISOString(),
    })),
  };
}
