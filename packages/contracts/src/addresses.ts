import { z } from 'zod';
import { ADDRESS_DETAIL_MAX } from './delivery-request.ts';
import { koreanPhone } from './phone.ts';

/** The one country the shop delivers to, as addresses and orders write it. */
export const DELIVERY_COUNTRY = 'South Korea';
import { checkPostcodeProvince, koreanPostcode } from './postcode-schema.ts';

export const addressType = z.enum(['shipping', 'billing'], {
  error: "Address type must be 'shipping' or 'billing'",
});

export const address = z.object({
  _id: z.string(),
  full_name: z.string(),
  address_type: addressType,
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
  phone: z.string(),
  /** 상세주소: building, floor and flat, beside the road address in street. */
  address_detail: z.string(),
  is_default_shipping: z.boolean(),
  is_default_billing: z.boolean(),
});
export type Address = z.infer<typeof address>;

const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be ${max} characters or less`);

export const addressBody = z
  .object({
    full_name: required('Full name', 100),
    address_type: addressType.default('shipping'),
    street: required('Street'),
    address_detail: z
      .string()
      .trim()
      .max(ADDRESS_DETAIL_MAX, `Detail address must be ${ADDRESS_DETAIL_MAX} characters or less`)
      .default(''),
    city: required('City', 100),
    state: required('State', 100),
    postal_code: koreanPostcode,
    /** The Korean form asks no country: every address the shop delivers to is in Korea. */
    country: required('Country', 100).default(DELIVERY_COUNTRY),
    phone: koreanPhone,
  })
  .strict()
  .superRefine((body, ctx) => checkPostcodeProvince(ctx, body.postal_code, body, ['postal_code']));
export type AddressBody = z.infer<typeof addressBody>;

/** Always `{addresses}`; web code reading a bare array must read `.addresses`. */
export const addressList = z.object({ addresses: z.array(address) });
export type AddressList = z.infer<typeof addressList>;

export const setDefaultBody = z
  .object({
    is_default_shipping: z.literal(true, { error: 'is_default_shipping must be true' }).optional(),
    is_default_billing: z.literal(true, { error: 'is_default_billing must be true' }).optional(),
  })
  .strict()
  .refine((b) => b.is_default_shipping || b.is_default_billing, {
    message: 'Send is_default_shipping: true or is_default_billing: true',
  });
export type SetDefaultBody = z.infer<typeof setDefaultBody>;

export const setDefaultResponse = z.object({ message: z.string(), address });

export const defaultAddressQuery = z.object({ type: addressType.default('shipping') }).strict();
export const defaultAddressResponse = z.object({ address });
