// A product's pictures: the first one uploaded becomes the main one; the shop team can reorder
// them, pick another main picture, or delete one. Each change locks the product row, so two
// changes to the same product's pictures run one after the other.
import { Prisma } from '../../generated/prisma/client.ts';
import { prismaSql } from '../../db/sql.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AcceptedImage } from '../files/images.ts';
import type { FileStorage } from '../files/storage.ts';

const MAX_IMAGES_PER_PRODUCT = 20;

async function lockProductImages(tx: DbOrTx, productId: string) {
  const rows = await prismaSql(tx).query<{ id: string }>(
    Prisma.sql`SELECT id FROM products WHERE id = ${productId}::uuid FOR UPDATE`,
  );
  if (rows.length === 0) throw notFound('products.notFound.admin');
  return tx.productImage.findMany({
    where: { productId },
    orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }],
    select: { id: true, fileKey: true, isMain: true, sortOrder: true },
  });
}

export async function assertProductExists(db: DbOrTx, productId: string): Promise<void> {
  const found = await db.product.findUnique({ where: { id: productId }, select: { id: true } });
  if (!found) throw notFound('products.notFound.admin');
}

/**
 * Stores the image's file, then records it. A file whose row could not be written (the product
 * has just been deleted, or already has the most images) is removed again.
 */
export async function addProductImage(
  db: Db,
  storage: FileStorage,
  productId: string,
  image: AcceptedImage,
): Promise<void> {
  const key = await storage.put('products', image.extension, image.buffer, image.contentType);
  try {
    await inTransaction(db, async (tx) => {
      const images = await lockProductImages(tx, productId);
      if (images.length >= MAX_IMAGES_PER_PRODUCT) {
        throw badRequest(
          'productImages.tooMany',
          { max: MAX_IMAGES_PER_PRODUCT },
          'TOO_MANY_IMAGES',
        );
      }
      const last = images.at(-1);
      await tx.productImage.create({
        data: {
          productId,
          url: storage.publicUrl(key),
          fileKey: key,
          isMain: !images.some((i) => i.isMain),
          sortOrder: last ? last.sortOrder + 1 : 0,
        },
        select: { id: true },
      });
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

export async function arrangeProductImages(
  db: Db,
  productId: string,
  change: { order?: string[]; main_image_id?: string },
): Promise<void> {
  await inTransaction(db, (tx) => arrangeLocked(tx, productId, change));
}

async function arrangeLocked(
  tx: DbOrTx,
  productId: string,
  change: { order?: string[]; main_image_id?: string },
): Promise<void> {
  const images = await lockProductImages(tx, productId);
  const ids = new Set(images.map((i) => i.id));
  if (change.order) {
    const sameSet =
      change.order.length === ids.size &&
      new Set(change.order).size === ids.size &&
      change.order.every((id) => ids.has(id));
    if (!sameSet) throw badRequest('productImages.invalidOrder', 'INVALID_IMAGE_ORDER');
    for (const [index, id] of change.order.entries()) {
      await tx.productImage.update({
        where: { id },
        data: { sortOrder: index },
        select: { id: true },
      });
    }
  }
  if (change.main_image_id) {
    if (!ids.has(change.main_image_id)) throw notFound('productImages.notOfProduct');
    await tx.productImage.updateMany({ where: { productId }, data: { isMain: false } });
    await tx.productImage.update({
      where: { id: change.main_image_id },
      data: { isMain: true },
      select: { id: true },
    });
  }
}

/** Deletes the image and, after the commit, its file (seeded or imported images have none). */
export async function deleteProductImage(
  db: Db,
  storage: FileStorage,
  productId: string,
  imageId: string,
): Promise<void> {
  const key = await inTransaction(db, async (tx) => {
    const images = await lockProductImages(tx, productId);
    const image = images.find((i) => i.id === imageId);
    if (!image) throw notFound('productImages.notOfProduct');
    await tx.productImage.delete({ where: { id: imageId }, select: { id: true } });
    const next = images.find((i) => i.id !== imageId);
    if (image.isMain && next) {
      await tx.productImage.update({
        where: { id: next.id },
        data: { isMain: true },
        select: { id: true },
      });
    }
    // A catalogue import may have given the same uploaded picture to another product.
    const shared =
      image.fileKey !== null &&
      (await tx.productImage.count({ where: { fileKey: image.fileKey } })) > 0;
    return shared ? null : image.fileKey;
  });
  if (key) await storage.remove(key);
}
