// Back office: the home page's banners.
import { z } from 'zod';
import { requiredText } from './admin-fields.ts';

const bannerFields = {
  title: requiredText('title', 200),
  link_url: z.string().trim().max(500, 'link_url is too long').nullable().optional(),
  is_active: z.boolean().optional(),
  sort_order: z.number().int().min(0).max(100_000).optional(),
};
/** A banner with a picture hosted elsewhere; uploaded pictures go through the multipart upload. */
export const bannerCreateBody = z
  .object({
    ...bannerFields,
    image_url: requiredText('image_url', 1000).refine(
      (v) => /^https:\/\/[^/]/.test(v),
      'image_url must be an https URL',
    ),
  })
  .strict();
export const bannerPatchBody = z
  .object(bannerFields)
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change');
/** Text fields of the multipart banner upload (the file is the `image` part). */
export const bannerUploadFields = z.object({
  title: requiredText('title', 200),
  link_url: z.string().trim().max(500).optional(),
  sort_order: z.coerce.number().int().min(0).max(100_000).optional(),
});

export const adminBanner = z.object({
  _id: z.string(),
  title: z.string(),
  image_url: z.string(),
  link_url: z.string().nullable(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export const adminBannerList = z.object({ banners: z.array(adminBanner) });
