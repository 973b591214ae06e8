// Home-page banners.
import type { z } from 'zod';
import type { bannerPatchBody } from '@jangbogi/contracts/admin-banners';
import type { DbOrTx } from '../../db/client.ts';
import type { Banner } from '../../generated/prisma/client.ts';
import { notFound } from '../../lib/errors.ts';

const toAdminBanner = (b: Banner) => ({
  _id: b.id,
  title: b.title,
  title_kr: b.titleKr,
  subtitle: b.subtitle,
  subtitle_kr: b.subtitleKr,
  image_url: b.imageUrl,
  link_url: b.linkUrl,
  is_active: b.isActive,
  sort_order: b.sortOrder,
});

export async function listBanners(db: DbOrTx) {
  const banners = await db.banner.findMany({
    orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }],
  });
  return { banners: banners.map(toAdminBanner) };
}

/** `image` is either a file storage has just stored or an https URL of a picture hosted elsewhere. */
export async function createBanner(
  db: DbOrTx,
  data: {
    title: string;
    title_kr?: string | null;
    subtitle?: string | null;
    subtitle_kr?: string | null;
    link_url?: string | null;
    is_active?: boolean;
    sort_order?: number;
  },
  image: { key: string; url: string } | { externalUrl: string },
) {
  const created = await db.banner.create({
    data: {
      title: data.title,
      titleKr: data.title_kr || null,
      subtitle: data.subtitle || null,
      subtitleKr: data.subtitle_kr || null,
      imageUrl: 'key' in image ? image.url : image.externalUrl,
      imageKey: 'key' in image ? image.key : null,
      linkUrl: data.link_url || null,
      isActive: data.is_active ?? true,
      sortOrder: data.sort_order ?? 0,
    },
  });
  return toAdminBanner(created);
}

/** Left out: unchanged; blank or null: cleared. */
const orClear = (value: string | null | undefined) =>
  value === undefined ? undefined : value || null;

export async function updateBanner(db: DbOrTx, id: string, body: z.output<typeof bannerPatchBody>) {
  const found = await db.banner.findUnique({ where: { id }, select: { id: true } });
  if (!found) throw notFound('banners.notFound');
  const updated = await db.banner.update({
    where: { id },
    data: {
      title: body.title,
      titleKr: orClear(body.title_kr),
      subtitle: orClear(body.subtitle),
      subtitleKr: orClear(body.subtitle_kr),
      linkUrl: body.link_url === undefined ? undefined : body.link_url || null,
      isActive: body.is_active,
      sortOrder: body.sort_order,
    },
  });
  return toAdminBanner(updated);
}

/** Returns the storage key of the deleted banner's uploaded file (null for an external image). */
export async function deleteBanner(db: DbOrTx, id: string): Promise<string | null> {
  const found = await db.banner.findUnique({ where: { id }, select: { imageKey: true } });
  if (!found) throw notFound('banners.notFound');
  await db.banner.delete({ where: { id }, select: { id: true } });
  return found.imageKey;
}
