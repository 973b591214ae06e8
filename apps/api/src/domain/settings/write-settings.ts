// The back office edits the same settings the storefront reads (ADR 0020): one row per top-level key.
import { resolvedMessenger } from '@jangbogi/contracts/messenger';
import { SHOP_SETTING_KEYS, type ShopSettings } from '@jangbogi/contracts/settings';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { readShopSettings } from './shop-settings.ts';
import { inTransaction } from '../../db/transaction.ts';

export async function writeShopSettings(db: Db, edited: ShopSettings): Promise<ShopSettings> {
  const settings = { ...edited, messenger: resolvedMessenger(edited.messenger, edited.whatsapp) };
  await inTransaction(db, async (tx) => {
    for (const key of SHOP_SETTING_KEYS) {
      const value = settings[key] as Prisma.InputJsonValue;
      await tx.shopSetting.upsert({
        where: { key },
        create: { key, value },
        update: { value },
        select: { key: true },
      });
    }
  });
  return readShopSettings(db);
}
