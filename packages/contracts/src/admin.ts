// Back office: orders, the transfer review queue, the dashboard and the picking list.
// Catalogue, promo, banner and settings administration live in admin-catalog.ts.
import { z } from 'zod';
import { idSchema, limitQueryField, pageQueryField, won } from './common.ts';
import { storageTemperature } from './product-information.ts';
import { deliveryRequest } from './delivery-request-schema.ts';
import { addressSnapshot, shipment, taxSplitSchema } from './orders.ts';
import { adminRefund, refundBankAccount } from './refunds.ts';
import { orderReturn } from './returns.ts';
import { couriers } from './shipping.ts';
import { taxTypes } from './tax-split.ts';
import { linePacking } from './packing.ts';
import { substitutionChoice } from './users.ts';
import { adminOrderPayment } from './payments.ts';
import { fieldMessage } from './field-message.ts';

export const orderStatus = z.enum([
  'pending',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
]);
export type OrderStatus = z.infer<typeof orderStatus>;
export const paymentStatus = z.enum(['unpaid', 'proof_submitted', 'paid']);
export type PaymentStatus = z.infer<typeof paymentStatus>;
export const paymentMethod = z.enum(['cash', 'account_transfer', 'toss']);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** A calendar day in Korea time, e.g. 2026-11-21. */
export const koreanDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, fieldMessage('field.admin.dateFormat'))
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)),
    fieldMessage('field.admin.notARealDate'),
  );

// ---------------------------------------------------------------- orders

export const adminOrdersQuery = z
  .object({
    status: orderStatus.optional(),
    payment_status: paymentStatus.optional(),
    // bank_transfer is accepted as an alias of account_transfer.
    payment_method: z
      .enum(['cash', 'account_transfer', 'bank_transfer', 'toss'])
      .transform((m) => (m === 'bank_transfer' ? 'account_transfer' : m))
      .optional(),
    from: koreanDate.optional(),
    to: koreanDate.optional(),
    /** Orders to be delivered on this Korean calendar day. */
    delivery_date: koreanDate.optional(),
    /** Only orders shipping to the old default postcode 01018, whose real postcode is unknown. */
    postcode_check: z
      .enum(['true'], { error: fieldMessage('field.admin.postcodeCheckTrue') })
      .optional(),
    q: z.string().trim().max(100, fieldMessage('field.common.searchTextTooLong')).optional(),
    page: pageQueryField.default(1),
    limit: limitQueryField.default(20),
  })
  .strict();
export type AdminOrdersQuery = z.input<typeof adminOrdersQuery>;

/** The orders list's filters, exported as a spreadsheet (one row per order line). */
export const adminOrdersExportQuery = adminOrdersQuery.omit({ page: true, limit: true }).extend({
  format: z.enum(['csv', 'xlsx'], { error: fieldMessage('field.admin.formatCsvXlsx') }),
});
export type AdminOrdersExportQuery = z.input<typeof adminOrdersExportQuery>;

export const adminOrderRow = z.object({
  _id: z.string(),
  order_number: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  total: won,
  status: orderStatus,
  payment_status: paymentStatus,
  payment_method: paymentMethod,
  depositor_name: z.string().nullable(),
  placed_at: z.string(),
  /** The day the shopper chose for delivery, YYYY-MM-DD. */
  delivery_date: z.string().nullable().optional(),
  /** Whole hours since the order was placed. */
  age_hours: z.number().int().nonnegative(),
  has_proof: z.boolean(),
  /** It ships to the old default postcode 01018: the team should check the real one. */
  postcode_to_check: z.boolean().optional(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminOrderList = z.object({
  orders: z.array(adminOrderRow),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  /** True when more than 1,000 orders match: total (and so pages) is then the database's estimate. */
  total_estimated: z.boolean().optional(),
});
export type AdminOrderList = z.infer<typeof adminOrderList>;

export const adminOrderLine = z.object({
  _id: z.string(),
  product_id: z.string().nullable(),
  product_name: z.string(),
  product_name_kr: z.string().nullable(),
  image_url: z.string().nullable(),
  unit_price: won,
  quantity: z.number().int().positive(),
  line_total: won,
  /** Units already taken back through refunds. */
  returned_quantity: z.number().int().nonnegative().optional(),
  /** 과세 or 면세, as the product was when ordered. */
  tax_type: z.enum(taxTypes).optional(),
  /** The shopper's choice when the line is out: a similar product, or a refund. */
  substitution: substitutionChoice.optional(),
  /** What went into the box, once the order is packed; null before. */
  packing: linePacking.nullable().optional(),
});
export type AdminOrderLine = z.infer<typeof adminOrderLine>;

export const adminPaymentProof = z.object({
  _id: z.string(),
  url: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
  rejected_at: z.string().nullable(),
});

export const adminOrderEvent = z.object({
  _id: z.string(),
  action: z.string(),
  actor_email: z.string().nullable(),
  from_status: orderStatus.nullable(),
  to_status: orderStatus.nullable(),
  from_payment_status: paymentStatus.nullable(),
  to_payment_status: paymentStatus.nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type AdminOrderEvent = z.infer<typeof adminOrderEvent>;

export const adminOrderDetail = adminOrderRow.extend({
  /** The online payment (Toss): key, method, approval time, receipt link; null otherwise. */
  payment: adminOrderPayment.nullable().optional(),
  user_id: z.string().nullable(),
  is_guest: z.boolean(),
  shipping_address: z.unknown(),
  billing_address: z.unknown().nullable(),
  note: z.string().nullable(),
  promo_code: z.string().nullable(),
  subtotal: won,
  discount: won,
  shipping_price: won,
  remote_area_surcharge: won,
  /** The total as Hometax records it (ADR 0038): 공급가액, 부가세, 면세 금액. */
  tax: taxSplitSchema,
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** When the order was packed; null before. */
  packed_at: z.string().nullable().optional(),
  /** Once packed: what the box came to (the total is then the same); null before. */
  final_total: won.nullable().optional(),
  /** Once packing changed it: the total as ordered; null otherwise. */
  ordered_total: won.nullable().optional(),
  items: z.array(adminOrderLine),
  payment_proofs: z.array(adminPaymentProof),
  events: z.array(adminOrderEvent),
  shipment: shipment.nullable().optional(),
  /** The bank statement deposit that paid the order, when it was paid from an import. */
  bank_deposit: z
    .object({ occurred_at: z.string(), depositor: z.string(), amount: won, bank: z.string() })
    .nullable()
    .optional(),
  /** Refunds of returned lines or of the whole order, oldest first. */
  refunds: z.array(adminRefund).optional(),
  /** Returns the shopper asked for, oldest first; an approved one pre-fills the refund panel. */
  returns: z
    .array(orderReturn.extend({ refund_account: refundBankAccount.nullable().optional() }))
    .optional(),
  /** The actions that are legal for the order right now. */
  allowed_actions: z.array(z.string()),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/** What POST /api/admin/orders/{id}/pack answers: the packed order and the refunds it created. */
export const packedOrder = adminOrderDetail.extend({
  final_total: won,
  refunds_created: z.array(adminRefund),
});
export type PackedOrder = z.infer<typeof packedOrder>;

export const orderActions = [
  'confirm_payment',
  'reject_proof',
  'confirm',
  'ship',
  'deliver',
  'cancel',
] as const;
export const orderAction = z.enum(orderActions, {
  error: fieldMessage('field.named.oneOf', { field: 'action', options: orderActions.join(', ') }),
});
export type OrderAction = z.infer<typeof orderAction>;

export const orderActionBody = z
  .object({
    action: orderAction,
    note: z.string().trim().max(1000, fieldMessage('field.admin.noteTooLong')).optional(),
    /** Required to ship: who carries the parcel and its waybill number. */
    courier: z
      .enum(couriers, {
        error: fieldMessage('field.named.oneOf', {
          field: 'courier',
          options: couriers.join(', '),
        }),
      })
      .optional(),
    tracking_number: z
      .string()
      .trim()
      .min(1, fieldMessage('field.admin.enterTrackingNumber'))
      .max(40, fieldMessage('field.admin.trackingNumberTooLong'))
      .regex(/^[A-Za-z0-9 -]+$/, fieldMessage('field.admin.trackingNumberFormat'))
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.action !== 'ship') return;
    if (!body.courier)
      ctx.addIssue({
        code: 'custom',
        path: ['courier'],
        message: fieldMessage('field.admin.chooseCourier'),
      });
    if (!body.tracking_number)
      ctx.addIssue({
        code: 'custom',
        path: ['tracking_number'],
        message: fieldMessage('field.admin.enterTrackingNumber'),
      });
  });
export type OrderActionBody = z.infer<typeof orderActionBody>;

export const orderIdParams = z.object({ id: idSchema }).strict();

// ---------------------------------------------------------------- transfer review queue

export const reviewQueueEntry = z.object({
  _id: z.string(),
  order_number: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  depositor_name: z.string().nullable(),
  amount_due: won,
  status: orderStatus,
  payment_status: paymentStatus,
  placed_at: z.string(),
  age_hours: z.number().int().nonnegative(),
  proof_url: z.string().nullable(),
  proof_uploaded_at: z.string().nullable(),
});
export const reviewQueue = z.object({ orders: z.array(reviewQueueEntry) });
export type ReviewQueue = z.infer<typeof reviewQueue>;

// ---------------------------------------------------------------- dashboard and picking list

export const LOW_STOCK_THRESHOLD = 5;

export const dashboard = z.object({
  /** The Korean calendar day the figures are for. */
  date: z.string(),
  todays_orders: z.number().int(),
  todays_revenue: won,
  review_queue: z.number().int(),
  pending_orders: z.number().int(),
  low_stock_products: z.number().int(),
  low_stock_threshold: z.number().int(),
  /** The last 30 Korean days, today included: orders placed and their revenue (not cancelled). */
  last_30_days: z.object({
    /** The first of the 30 days. */
    from: z.string(),
    orders: z.number().int(),
    revenue: won,
  }),
  /**
   * The products that sold the most units over the last 30 days, as the nightly housekeeping
   * counted them (cancelled orders and returned units left out), most first.
   */
  best_sellers: z.array(
    z.object({
      product_id: z.string(),
      name: z.string(),
      name_kr: z.string().nullable(),
      units: z.number().int(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboard>;

/** How many best sellers the dashboard lists. */
export const BEST_SELLERS_SHOWN = 5;

export const pickingListQuery = z.object({ date: koreanDate.optional() }).strict();

export const pickingListItem = z.object({
  product_id: z.string().nullable(),
  product_name: z.string(),
  product_name_kr: z.string().nullable(),
  quantity: z.number().int(),
  order_numbers: z.array(z.string()),
  /** The box it goes in: room temperature, or with ice packs (chilled, frozen). */
  storage: storageTemperature,
});
/** One order's packing slip, printed on its own A4 page and put in the box. */
export const packingSlip = z.object({
  order_number: z.string(),
  placed_at: z.string(),
  delivery_date: z.string().nullable(),
  customer_name: z.string(),
  customer_phone: z.string(),
  /** 받는 분, printed on the box: the shipping address's name and phone. */
  recipient: z.object({ name: z.string(), phone: z.string() }),
  delivery_request: deliveryRequest.nullable(),
  shipping_address: addressSnapshot,
  note: z.string().nullable(),
  payment_method: paymentMethod,
  payment_status: paymentStatus,
  subtotal: won,
  discount: won,
  shipping_price: won,
  remote_area_surcharge: won,
  total: won,
  lines: z.array(
    z.object({
      product_name: z.string(),
      product_name_kr: z.string().nullable(),
      unit_price: won,
      quantity: z.number().int(),
      line_total: won,
      storage: storageTemperature,
    }),
  ),
});
export type PackingSlip = z.infer<typeof packingSlip>;

export const pickingList = z.object({
  date: z.string(),
  order_count: z.number().int(),
  /** Grouped by storage (room, chilled, frozen), then by name. */
  items: z.array(pickingListItem),
  slips: z.array(packingSlip),
});
export type PickingList = z.infer<typeof pickingList>;

/** GET /api/admin/packing: a delivery day's confirmed and packed orders, in packing order. */
export const packingDayQuery = pickingListQuery;

export const packingDayLine = z.object({
  _id: z.string(),
  product_id: z.string().nullable(),
  product_name: z.string(),
  product_name_kr: z.string().nullable(),
  /** Units to pack: ordered, less any already returned. */
  quantity: z.number().int().nonnegative(),
  unit_price: won,
  substitution: substitutionChoice,
  storage: storageTemperature,
  /** Sold by weight: the packer enters the grams; the estimate of the whole line. */
  estimated_grams: z.number().int().positive().nullable(),
  packing: linePacking.nullable(),
});
export type PackingDayLine = z.infer<typeof packingDayLine>;

export const packingDayOrder = z.object({
  _id: z.string(),
  order_number: z.string(),
  status: orderStatus,
  customer_name: z.string(),
  payment_method: paymentMethod,
  payment_status: paymentStatus,
  total: won,
  lines: z.array(packingDayLine),
});
export type PackingDayOrder = z.infer<typeof packingDayOrder>;

export const packingDay = z.object({ date: z.string(), orders: z.array(packingDayOrder) });
export type PackingDay = z.infer<typeof packingDay>;
