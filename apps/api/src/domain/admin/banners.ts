// Home-page banners.
import type { z } from 'zod';
import type { bannerPatchBody } from '@jangbogi/contracts/admin-catalog';
import type { DbOrTx } from '../../db/client.ts';
import type { Banner } from '../../generated/prisma/client.ts';
import { notFound } from '../../lib/errors.ts';

const toAdminBanner = (b: Banner) => ({
  _id: b.id,
  title: b.title,
  image_url: b.imageUrl,
  link_url: b.linkUrl,
  is_active: b.isActive,
  sort_order: b.sortOrder,
});

export async function listBanners(db: DbOrTx) {
  const banners = await db.banner.findMany({ orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }] });
  return { banners: banners.map(toAdminBanner) };
}

export async function createBanner(
  db: DbOrTx,
  data: { title: string; image_url: string; link_url?: string | null; is_active?: boolean; sort_order?: number },
) {
  const created = await db.banner.create({
    data: {
      title: data.title,
      imageUrl: data.image_url,
      linkUrl: data.link_url || null,
      isActive: data.is_active ?? true,
      sortOrder: data.sort_order ?? 0,
    },
  });
  return toAdminBanner(created);
}

export async function updateBanner(db: DbOrTx, id: string, body: z.output<typeof bannerPatchBody>) {
  const found = await db.banner.findUnique({ where: { id }, select: { id: true } });
  if (!found) throw notFound('Banner not found.');
  const updated = await db.banner.update({
    where: { id },
    data: {
      title: body.title,
      linkUrl: body.link_url === undefined ? undefined : body.link_url || null,
      isActive: body.is_active,
      sortOrder: body.sort_order,
    },
  });
  return toAdminBanner(updated);
}

/** Returns the deleted banner's image url so an uploaded file can be removed. */
export async function deleteBanner(db: DbOrTx, id: string): Promise<string> {
  const found = await db.banner.findUnique({ where: { id }, select: { imageUrl: true } });
  if (!found) throw notFound('Banner not found.');
  await db.banner.delete({ where: { id }, select: { id: true } });
  return found.imageUrl;
}
