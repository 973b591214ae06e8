// Seeing one's data (열람, PIPA art. 35): everything the shop holds about a signed-in shopper,
// in one JSON document they can download from My Account.
import type { PersonalData } from '@jangbogi/contracts/account-data';
import { refundAccountOf } from '@jangbogi/contracts/refunds';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export async function personalDataOf(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<PersonalData> {
  const user = await db.user.findUnique({
    where: { id: userId },
    include: {
      addresses: { orderBy: { createdAt: 'asc' } },
      marketingConsentChanges: { orderBy: { changedAt: 'asc' } },
      orders: {
        orderBy: { placedAt: 'asc' },
        include: { items: { orderBy: { id: 'asc' } }, returns: { orderBy: { createdAt: 'asc' } } },
      },
    },
  });
  if (!user) throw notFound('accounts.gone', 'USER_NOT_FOUND');
  const [stockAlerts, alertRecipient] = await Promise.all([
    db.stockAlert.findMany({
      where: { OR: [{ userId }, { email: user.email }] },
      include: { product: { select: { name: true, nameKr: true } } },
      orderBy: { createdAt: 'asc' },
    }),
    db.stockAlertRecipient.findUnique({ where: { email: user.email } }),
  ]);

  return {
    exported_at: iso(now),
    profile: {
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone_number: user.phoneNumber,
      preferred_language: user.preferredLanguage,
      substitution_default: user.substitutionDefault,
      profile_image_url: user.profileImageUrl,
      email_verified_at: isoOrNull(user.emailVerifiedAt),
      created_at: iso(user.createdAt),
    },
    consents: {
      marketing_agreed_at: isoOrNull(user.marketingConsentAt),
      marketing_changes: user.marketingConsentChanges.map((c) => ({
        agreed: c.agreed,
        source: c.source,
        changed_at: iso(c.changedAt),
      })),
      stock_alerts_confirmed_at: isoOrNull(alertRecipient?.confirmedAt ?? null),
    },
    addresses: user.addresses.map((a) => ({
      full_name: a.fullName,
      phone: a.phone,
      postal_code: a.postalCode,
      street: a.street,
      address_detail: a.addressDetail,
      city: a.city,
      state: a.state,
      country: a.country,
      is_default: a.isDefaultShipping,
    })),
    orders: user.orders.map((o) => ({
      order_number: o.orderNumber,
      placed_at: iso(o.placedAt),
      status: o.status,
      payment_method: o.paymentMethod,
      payment_status: o.paymentStatus,
      total: o.total,
      customer: { name: o.customerName, email: o.customerEmail, phone: o.customerPhone },
      shipping_address: o.shippingAddress,
      delivery_request: o.deliveryRequest,
      cash_receipt: o.cashReceipt,
      lines: o.items.map((line) => ({
        product_name: line.productName,
        product_name_kr: line.productNameKr,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        line_total: line.lineTotal,
      })),
    })),
    returns: user.orders.flatMap((o) =>
      o.returns.map((r) => ({
        order_number: o.orderNumber,
        status: r.status,
        reason: r.reason,
        note: r.note,
        created_at: iso(r.createdAt),
        refund_account: refundAccountOf(r),
      })),
    ),
    stock_alerts: stockAlerts.map((alert) => ({
      product_name: alert.product.name,
      product_name_kr: alert.product.nameKr,
      created_at: iso(alert.createdAt),
      notified_at: isoOrNull(alert.notifiedAt),
    })),
  };
}
