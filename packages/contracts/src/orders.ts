import { z } from 'zod';
import { couriers } from './shipping.ts';
import { taxTypes } from './tax-split.ts';
import { orderRefund, refundBankAccount } from './refunds.ts';
import { orderReturn, returnWindow } from './returns.ts';
import { cashReceiptRequest } from './cash-receipts.ts';
import { orderPayment } from './payments.ts';
import { idSchema, won } from './common.ts';
import { substitutionChoice } from './users.ts';
import { linePacking } from './packing.ts';
import { koreanPhone } from './phone.ts';
import { checkPostcodeProvince, koreanPostcode } from './postcode-schema.ts';
import { ADDRESS_DETAIL_MAX } from './delivery-request.ts';
import {
  deliveryRequest,
  deliveryRequestInput,
  recipientInput,
} from './delivery-request-schema.ts';
import { fieldMessage, type FieldLabelId } from './field-message.ts';

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
/** `toss`: card, easy pay or virtual account through Toss Payments, when the shop set its keys. */
export const paymentMethod = z.enum(['cash', 'account_transfer', 'toss']);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** `bank_transfer` (what older screens send) is the same as `account_transfer`. */
export const paymentMethodField = z
  .enum(['cash', 'account_transfer', 'bank_transfer', 'toss'], {
    error: fieldMessage('field.orders.chooseCashOrTransfer'),
  })
  .transform((method): PaymentMethod => (method === 'bank_transfer' ? 'account_transfer' : method));

const optionalText = (max: number, label: FieldLabelId) =>
  z
    .string()
    .trim()
    .max(max, fieldMessage('field.maxLengthOrFewer', { label, max }))
    .nullish()
    .transform((value) => (value ? value : undefined));

/** An empty promo box means "no promo". */
const optionalPromoCode = optionalText(64, 'field.label.promoCode').transform((code) =>
  code?.toUpperCase(),
);

const orderExtras = {
  /** 받는 분; absent means the orderer (for a saved address, the recipient saved with it). */
  recipient: recipientInput.optional(),
  delivery_request: deliveryRequestInput.optional(),
  payment_method: paymentMethodField,
  /** Required for account transfer only ('Please enter depositor name'). */
  depositor_name: optionalText(100, 'field.label.depositorName'),
  note: optionalText(500, 'field.label.orderNotes'),
  promo_code: optionalPromoCode,
  /** A cash receipt for a cash or transfer payment, when the shopper wants one. */
  cash_receipt: cashReceiptRequest.optional(),
  /**
   * The Korean calendar day chosen for delivery (GET /api/delivery/days lists the free ones).
   * Without it the order gets the first day with room, and the answer says so.
   */
  delivery_date: z.iso.date({ error: fieldMessage('field.orders.chooseDeliveryDay') }).optional(),
  /**
   * Per product id, what to do when that line is out: "allow" a similar product or "refund" it.
   * A product not named takes the account's substitution_default (a guest's: refund).
   */
  substitutions: z
    .record(idSchema, substitutionChoice)
    .refine(
      (choices) => Object.keys(choices).length <= 200,
      fieldMessage('field.orders.tooManySubstitutionChoices'),
    )
    .optional(),
};

const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, fieldMessage('field.maxLength', { max }));

export const guestAddressInput = z.object({
  full_name: optionalText(100, 'field.label.fullName'),
  street: optionalText(200, 'field.label.address'),
  address_line: optionalText(200, 'field.label.address'),
  /** 상세주소: building, floor and flat, kept beside the road address. */
  address_detail: optionalText(ADDRESS_DETAIL_MAX, 'field.label.detailAddress'),
  /** What older clients send for the same: read as address_detail. */
  address_details: optionalText(ADDRESS_DETAIL_MAX, 'field.label.detailAddress'),
  city: requiredText(fieldMessage('field.required', { label: 'field.label.city' }), 100),
  state: optionalText(100, 'field.label.state'),
  /** Required: the postcode decides the courier's route and any remote-area surcharge. */
  postal_code: koreanPostcode,
  country: optionalText(100, 'field.label.country'),
});

// A rule's message is the id of its text in the API's errors catalogue (apps/api/src/lib/i18n/
// messages), which answers it in the request's language.
export const PRIVACY_CONSENT_REQUIRED_MESSAGE = 'validation.privacyConsentRequired';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The checks across fields run even when a field failed (a missing postcode still reports the
 * missing names), as long as the body and its address are objects to read.
 */
const runsOnEveryAddress = {
  when: ({ value }: { value: unknown }) => isRecord(value) && isRecord(value.address),
};

/** What a typed address must hold wherever it is typed: a street, and a postcode of its province. */
function checkTypedAddress(
  ctx: z.RefinementCtx,
  address: z.output<typeof guestAddressInput>,
  field: string,
) {
  const { street, address_line, city, state, postal_code } = address;
  if (!street && !address_line) {
    ctx.addIssue({
      code: 'custom',
      path: [field, 'street'],
      message: fieldMessage('field.orders.addressRequired'),
    });
  }
  checkPostcodeProvince(ctx, postal_code, { street: street ?? address_line, city, state }, [
    field,
    'postal_code',
  ]);
}

/**
 * POST /api/orders/guest-checkout. The client's figures (shipping_price, discount_price,
 * subtotal, total) are accepted for compatibility and ignored: the server computes every total.
 */
export const guestCheckoutBody = z
  .object({
    guest_token: z.string().max(2000).nullish(),
    name: optionalText(200, 'field.label.name'),
    first_name: optionalText(100, 'field.label.firstName'),
    last_name: optionalText(100, 'field.label.lastName'),
    email: requiredText(fieldMessage('field.common.emailRequired'), 254).pipe(
      z.email({ error: fieldMessage('field.common.invalidEmail') }),
    ),
    phone: koreanPhone,
    address: guestAddressInput,
    /**
     * 개인정보 수집·이용 동의: a guest order needs the shopper's consent to collect and use the
     * personal data it carries (PIPA art. 15); anything but true is refused.
     */
    privacy_consent: z.boolean().optional(),
    ...orderExtras,
    shipping_price: z.number().nullish(),
    discount_price: z.number().nullish(),
    subtotal: z.number().nullish(),
    total: z.number().nullish(),
    auto_create_transaction: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.privacy_consent !== true) {
      ctx.addIssue({
        code: 'custom',
        path: ['privacy_consent'],
        message: PRIVACY_CONSENT_REQUIRED_MESSAGE,
        params: { code: 'PRIVACY_CONSENT_REQUIRED' },
      });
    }
    if (!body.name && !body.first_name) {
      ctx.addIssue({
        code: 'custom',
        path: ['first_name'],
        message: fieldMessage('field.orders.firstNameRequired'),
      });
    }
    if (!body.name && !body.last_name) {
      ctx.addIssue({
        code: 'custom',
        path: ['last_name'],
        message: fieldMessage('field.orders.lastNameRequired'),
      });
    }
    checkTypedAddress(ctx, body.address, 'address');
  }, runsOnEveryAddress);
export type GuestCheckoutBody = z.input<typeof guestCheckoutBody>;

/**
 * POST /api/orders (logged in): a saved address (`shipping_address_id`) or one typed at checkout
 * (`shipping_address`, checked as a guest's is), which `save_address` also keeps in the address
 * book. Billing falls back to the shipping address.
 */
export const placeOrderBody = z
  .object({
    shipping_address_id: z.uuid({ error: fieldMessage('field.orders.selectAddress') }).optional(),
    shipping_address: guestAddressInput.optional(),
    save_address: z.boolean().optional(),
    billing_address_id: idSchema.nullish().transform((id) => id ?? undefined),
    ...orderExtras,
  })
  .superRefine((body, ctx) => {
    if (body.shipping_address_id && body.shipping_address) {
      ctx.addIssue({
        code: 'custom',
        path: ['shipping_address'],
        message: fieldMessage('field.orders.savedAndTypedAddress'),
      });
    } else if (body.shipping_address) {
      checkTypedAddress(ctx, body.shipping_address, 'shipping_address');
    } else if (!body.shipping_address_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['shipping_address_id'],
        message: fieldMessage('field.orders.selectAddress'),
      });
    }
  });
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

export const addressSnapshot = z.object({
  full_name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
  phone: z.string(),
  /** 상세주소; orders placed before it was asked apart have it in `street`. */
  address_detail: z.string().default(''),
});
export type AddressSnapshot = z.infer<typeof addressSnapshot>;

export const orderLine = z.object({
  product_id: z.string().nullable(),
  name: z.string(),
  name_kr: z.string().nullable(),
  productImageUrl: z.string().nullable(),
  quantity: z.number().int().positive(),
  unit_price: won,
  line_total: won,
  /** 과세 or 면세, as the product was when ordered. */
  tax_type: z.enum(taxTypes),
  /** The shopper's choice for this line when it is out. */
  substitution: substitutionChoice.optional(),
  /** What went into the box, once the order is packed; null before. */
  packing: linePacking.nullable().optional(),
});
export type OrderLine = z.infer<typeof orderLine>;

/** A shipped order's courier, waybill number and tracking page (see shipping.ts). */
export const shipment = z.object({
  courier: z.enum(couriers),
  courier_name: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string().nullable(),
});

export const taxSplitSchema = z.object({ taxable: won, vat: won, exempt: won });

export const order = z.object({
  _id: z.string(),
  order_id: z.string(),
  /** Human-readable, e.g. `20261121-0042`. */
  order_number: z.string(),
  status: orderStatus,
  payment_method: paymentMethod,
  payment_status: paymentStatus,
  /** ISO 8601 timestamp. */
  placed_at: z.string(),
  subtotal: won,
  shipping_price: won,
  /** 도서산간: extra shipping to Jeju or an island, kept apart from shipping_price (never waived). */
  remote_area_surcharge: won,
  total_discount: won,
  total_price: won,
  /**
   * The total as Hometax records it (ADR 0038): `taxable` is the taxed part without VAT (공급가액),
   * `vat` its VAT (부가세), `exempt` the VAT-exempt part (면세); they add up to total_price and
   * follow it through refunds.
   */
  tax: taxSplitSchema,
  /** Once packed: what the box came to (total_price is then the same); null before. */
  final_total: won.nullable().optional(),
  /** Once packing changed it: the total as ordered; null otherwise. */
  ordered_total: won.nullable().optional(),
  promo_code: z.string().nullable(),
  depositor_name: z.string().nullable(),
  note: z.string().nullable(),
  /** 주문자: who ordered. */
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  /** 받는 분: who receives the box (the shipping address's name and phone). */
  recipient: z.object({ name: z.string(), phone: z.string() }),
  /** Where to leave the box and how to get in; null when none was given. */
  delivery_request: deliveryRequest.nullable(),
  shipping_address: addressSnapshot,
  billing_address: addressSnapshot.nullable(),
  products: z.array(orderLine),
  /** Set once the order is shipped. */
  shipment: shipment.nullable().optional(),
  /** Money the shop is giving back for returned lines or a cancelled paid order. */
  refunds: z.array(orderRefund).optional(),
  /** The cash receipt the shopper asked for; null when none. */
  cash_receipt: z
    .object({ purpose: z.enum(['income_deduction', 'expense_proof']), identifier: z.string() })
    .nullable()
    .optional(),
  /** The Korean calendar day it is to be delivered on; null when none was chosen. */
  delivery_date: z.string().nullable().optional(),
  /**
   * While an account transfer is awaited (unpaid, not cancelled): the instant (ISO 8601) the order
   * is cancelled if no transfer has come; null otherwise.
   */
  payment_deadline: z.string().nullable().optional(),
  /** The shopper may cancel it now (POST /api/orders/{id}/cancel). */
  can_cancel: z.boolean().optional(),
  /** Returns asked for on it, oldest first. */
  returns: z.array(orderReturn).optional(),
  /** What may still be returned now (POST /api/orders/{id}/returns); null when nothing. */
  return_window: returnWindow.nullable().optional(),
  /** The online payment (payment_method toss); null otherwise. */
  payment: orderPayment.nullable().optional(),
});
export type Order = z.infer<typeof order>;

/** Both `_id` and `order_id` are given, at the top level and inside `order`. */
export const placeOrderResponse = z.object({
  order,
  _id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  subtotal: won,
  shipping_price: won,
  remote_area_surcharge: won,
  total_discount: won,
  total_price: won,
  payment_method: paymentMethod,
  payment_status: paymentStatus,
  status: orderStatus,
  /** The Korean calendar day the order is to be delivered on. */
  delivery_date: z.string().nullable().optional(),
  /**
   * True when the body named no delivery_date and the shop gave the order the first day with
   * room (GET /api/delivery/days): the shopper is told the day on the confirmation.
   */
  delivery_date_assigned: z.boolean().optional(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponse>;

/** How many orders My Orders shows at once; older ones come a page at a time. */
export const ORDER_HISTORY_PAGE = 20;

/** A page of My Orders: the newest, or those placed before the order `before` (the last shown). */
export const orderListQuery = z
  .object({
    before: idSchema.optional(),
    limit: z.coerce.number().int().min(1).max(50).default(ORDER_HISTORY_PAGE),
  })
  .strict();
export type OrderListQuery = z.input<typeof orderListQuery>;

export const orderList = z.object({
  orders: z.array(order),
  /** More orders were placed before the last of these: ask again with `before` set to its id. */
  has_more: z.boolean(),
});
export type OrderList = z.infer<typeof orderList>;

export const orderIdParams = z.object({ orderId: idSchema });

/** The shopper's own cancellation; a paid order names the account its refund goes to. */
export const cancelOrderBody = z
  .object({
    reason: z.string().trim().max(500).optional(),
    refund_account: refundBankAccount.optional(),
  })
  .strict();
export type CancelOrderBody = z.infer<typeof cancelOrderBody>;

export const uploadProofResponse = z.object({ url: z.string(), payment_status: paymentStatus });
export type UploadProofResponse = z.infer<typeof uploadProofResponse>;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** What POST /api/orders/{id}/reorder put in the cart, and what it could not. */
export const reorderResponse = z.object({
  added: z.array(
    z.object({
      product_id: z.string(),
      name: z.string(),
      name_kr: z.string().nullable(),
      quantity: z.number().int().positive(),
      /** Less than ordered: the cart holds all the stock there is. */
      capped: z.boolean(),
    }),
  ),
  skipped: z.array(
    z.object({
      product_id: z.string().nullable(),
      name: z.string(),
      name_kr: z.string().nullable(),
      reason: z.enum(['no_longer_sold', 'out_of_stock']),
    }),
  ),
});
export type ReorderResponse = z.infer<typeof reorderResponse>;
