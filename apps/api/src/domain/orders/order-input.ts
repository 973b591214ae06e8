// The order as place_order takes it: one row of order_input, the view of the columns of orders
// that the checkout writes (prisma/migrations/20261126010000_order_input, ADR 0029). Each field
// is named here once with its SQL type; the TypeScript type follows from it, so a field missing
// from the record placeOrder builds does not compile, and test/database-functions.test.ts fails
// when these fields and the view's columns differ in name, type or nullability.
import type { PaymentMethod } from '@jangbogi/contracts/orders';

/** The SQL types order_input uses (as format_type writes them), as they travel in JSON. */
interface SqlTypes {
  uuid: string;
  text: string;
  integer: number;
  jsonb: unknown;
  date: string;
  'timestamp(3) with time zone': string;
  '"PaymentMethod"': PaymentMethod;
}

type SqlType = keyof SqlTypes | `${keyof SqlTypes} | null`;

export const ORDER_INPUT = {
  id: 'uuid',
  order_number: 'text',
  placed_at: 'timestamp(3) with time zone',
  user_id: 'uuid | null',
  guest_session_id: 'uuid | null',
  customer_name: 'text',
  customer_email: 'text',
  customer_phone: 'text',
  shipping_address: 'jsonb',
  billing_address: 'jsonb | null',
  payment_method: '"PaymentMethod"',
  depositor_name: 'text | null',
  note: 'text | null',
  promo_code: 'text | null',
  subtotal: 'integer',
  discount: 'integer',
  shipping_price: 'integer',
  remote_area_surcharge: 'integer',
  total: 'integer',
  cash_receipt: 'jsonb | null',
  delivery_date: 'date | null',
  delivery_request: 'jsonb | null',
  privacy_consent_at: 'timestamp(3) with time zone | null',
} as const satisfies Record<string, SqlType>;

type ValueOf<T extends SqlType> = T extends `${infer Base extends keyof SqlTypes} | null`
  ? SqlTypes[Base] | null
  : T extends keyof SqlTypes
    ? SqlTypes[T]
    : never;

export type OrderInput = { [K in keyof typeof ORDER_INPUT]: ValueOf<(typeof ORDER_INPUT)[K]> };
