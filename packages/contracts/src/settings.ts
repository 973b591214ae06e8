import { z } from 'zod';

/** A policy page: an effective date and titled sections of plain text paragraphs. */
export const policyText = z.object({
  title: z.string().min(1),
  effective_date: z.iso.date(),
  sections: z.array(z.object({ heading: z.string().min(1), body: z.string().min(1) })).min(1),
});
export type PolicyText = z.infer<typeof policyText>;

export const socialLinks = z.object({
  instagram: z.url().nullable(),
  facebook: z.url().nullable(),
  youtube: z.url().nullable(),
  kakao: z.url().nullable(),
});

/** Everything the storefront shows about the shop itself (D9), from one settings source. */
export const shopSettings = z.object({
  shop_name: z.string().min(1),
  shop_name_kr: z.string().min(1),
  phone: z.string().min(1),
  whatsapp: z.string().min(1),
  email: z.email(),
  bank_name: z.string().min(1),
  account_title: z.string().min(1),
  account_number: z.string().min(1),
  opening_hours: z.string().min(1),
  business_registration: z.string().min(1),
  address: z.string().min(1),
  social_links: socialLinks,
  free_shipping_notice: z.string().min(1),
  privacy_policy: policyText,
  return_policy: policyText,
  refund_policy: policyText,
});
export type ShopSettings = z.infer<typeof shopSettings>;
export const SHOP_SETTING_KEYS = shopSettings.keyof().options;
