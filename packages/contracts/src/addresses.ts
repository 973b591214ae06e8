import { z } from 'zod';
import { ADDRESS_DETAIL_MAX, DELIVERY_COUNTRY } from './delivery-request.ts';
import { koreanPhone } from './phone.ts';
import { checkPostcodeProvince, koreanPostcode } from './postcode-schema.ts';
import { fieldMessage, type FieldLabelId } from './field-message.ts';

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

const required = (label: FieldLabelId, max = 200) =>
  z
    .string({ error: fieldMessage('field.required', { label }) })
    .trim()
    .min(1, fieldMessage('field.required', { label }))
    .max(max, fieldMessage('field.maxLengthOrLess', { label, max }));

export const addressBody = z
  .object({
    full_name: required('field.label.fullName', 100),
    address_type: addressType.default('shipping'),
    street: required('field.label.street'),
    address_detail: z
      .string()
      .trim()
      .max(
        ADDRESS_DETAIL_MAX,
        fieldMessage('field.maxLengthOrLess', {
          label: 'field.label.detailAddress',
          max: ADDRESS_DETAIL_MAX,
        }),
      )
      .default(''),
    city: required('field.label.city', 100),
    state: required('field.label.state', 100),
    postal_code: koreanPostcode,
    /** The Korean form asks no country: every address the shop delivers to is in Korea. */
    country: required('field.label.country', 100).default(DELIVERY_COUNTRY),
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
    is_default_shipping: z
      .literal(true, { error: fieldMessage('field.addresses.defaultShippingTrue') })
      .optional(),
    is_default_billing: z
      .literal(true, { error: fieldMessage('field.addresses.defaultBillingTrue') })
      .optional(),
  })
  .strict()
  .refine((b) => b.is_default_shipping || b.is_default_billing, {
    message: fieldMessage('field.addresses.sendDefaultShippingTrue'),
  });
export type SetDefaultBody = z.infer<typeof setDefaultBody>;

export const setDefaultResponse = z.object({ message: z.string(), address });

export const defaultAddressQuery = z.object({ type: addressType.default('shipping') }).strict();
export const defaultAddressResponse = z.object({ address });
