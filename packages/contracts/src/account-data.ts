// Leaving the shop (회원 탈퇴) and seeing what it holds about you (열람, PIPA art. 35).
import { z } from 'zod';
import { won } from './common.ts';
import { fieldMessage } from './field-message.ts';

export const deleteAccountBody = z
  .object({
    password: z
      .string({ error: fieldMessage('field.common.passwordRequired') })
      .min(1, fieldMessage('field.common.passwordRequired'))
      .max(200, fieldMessage('field.accountData.passwordTooLong')),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** Why an account cannot be deleted yet: the first order that keeps it open. */
export const openOrderReason = z.enum(['open_order', 'open_return', 'refund_due']);
export type OpenOrderReason = z.infer<typeof openOrderReason>;

export const accountHasOpenOrdersDetails = z.object({
  order_number: z.string(),
  reason: openOrderReason,
});

const timestamp = z.string().describe('ISO 8601');

const dataOrderLine = z.object({
  product_name: z.string(),
  product_name_kr: z.string().nullable(),
  quantity: z.number().int(),
  unit_price: won,
  line_total: won,
});

const dataOrder = z.object({
  order_number: z.string(),
  placed_at: timestamp,
  status: z.string(),
  payment_method: z.string(),
  payment_status: z.string(),
  total: won,
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  shipping_address: z.unknown(),
  delivery_request: z.unknown(),
  cash_receipt: z.unknown(),
  lines: z.array(dataOrderLine),
});

/** Everything the shop holds about a signed-in shopper, as `GET /api/users/me/data` answers it. */
export const personalData = z.object({
  exported_at: timestamp,
  profile: z.object({
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone_number: z.string(),
    preferred_language: z.string(),
    substitution_default: z.string(),
    profile_image_url: z.string().nullable(),
    email_verified_at: timestamp.nullable(),
    created_at: timestamp,
  }),
  consents: z.object({
    /** 광고성 정보 수신 동의: when given, or null. */
    marketing_agreed_at: timestamp.nullable(),
    /** Every grant and withdrawal of it, with when and where (sign-up, My Account, a link). */
    marketing_changes: z.array(
      z.object({
        agreed: z.boolean(),
        source: z.enum(['sign_up', 'account', 'unsubscribe_link']),
        changed_at: timestamp,
      }),
    ),
    /** Back-in-stock emails to this address: when the address confirmed them, or null. */
    stock_alerts_confirmed_at: timestamp.nullable(),
  }),
  addresses: z.array(
    z.object({
      full_name: z.string(),
      phone: z.string(),
      postal_code: z.string(),
      street: z.string(),
      address_detail: z.string(),
      city: z.string(),
      state: z.string(),
      country: z.string(),
      is_default: z.boolean(),
    }),
  ),
  orders: z.array(dataOrder),
  returns: z.array(
    z.object({
      order_number: z.string(),
      status: z.string(),
      reason: z.string(),
      note: z.string().nullable(),
      created_at: timestamp,
      refund_account: z
        .object({ bank_name: z.string(), account_number: z.string(), account_holder: z.string() })
        .nullable(),
    }),
  ),
  stock_alerts: z.array(
    z.object({
      product_name: z.string(),
      product_name_kr: z.string().nullable(),
      created_at: timestamp,
      notified_at: timestamp.nullable(),
    }),
  ),
});
export type PersonalData = z.infer<typeof personalData>;
