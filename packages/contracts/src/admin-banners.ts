// Back office: the home page's banners.
import { z } from 'zod';
import { requiredText } from './admin-fields.ts';
import { fieldMessage } from './field-message.ts';

/** An optional line of a banner: blank clears it. */
const optionalLine = (name: string) =>
  z
    .string()
    .trim()
    .max(200, fieldMessage('field.named.tooLong', { field: name }))
    .nullable()
    .optional();

const bannerFields = {
  title: requiredText('title', 200),
  title_kr: optionalLine('title_kr'),
  subtitle: optionalLine('subtitle'),
  subtitle_kr: optionalLine('subtitle_kr'),
  link_url: z
    .string()
    .trim()
    .max(500, fieldMessage('field.adminBanners.linkUrlTooLong'))
    .nullable()
    .optional(),
  is_active: z.boolean().optional(),
  sort_order: z.number().int().min(0).max(100_000).optional(),
};
/** A banner with a picture hosted elsewhere; uploaded pictures go through the multipart upload. */
export const bannerCreateBody = z
  .object({
    ...bannerFields,
    image_url: requiredText('image_url', 1000).refine(
      (v) => /^https:\/\/[^/]/.test(v),
      fieldMessage('field.adminBanners.imageUrlHttps'),
    ),
  })
  .strict();
export const bannerPatchBody = z
  .object(bannerFields)
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, fieldMessage('field.common.nothingToChange'));
/** Text fields of the multipart banner upload (the file is the `image` part). */
export const bannerUploadFields = z.object({
  title: requiredText('title', 200),
  title_kr: z.string().trim().max(200).optional(),
  subtitle: z.string().trim().max(200).optional(),
  subtitle_kr: z.string().trim().max(200).optional(),
  link_url: z.string().trim().max(500).optional(),
  sort_order: z.coerce.number().int().min(0).max(100_000).optional(),
});

export const adminBanner = z.object({
  _id: z.string(),
  title: z.string(),
  title_kr: z.string().nullable(),
  subtitle: z.string().nullable(),
  subtitle_kr: z.string().nullable(),
  image_url: z.string(),
  link_url: z.string().nullable(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export const adminBannerList = z.object({ banners: z.array(adminBanner) });
