import { resolvedMessenger } from '@jangbogi/contracts/messenger';
import type { ShopSettings } from '@jangbogi/contracts/settings';
import type { DbOrTx } from '../../db/client.ts';
import { DEFAULT_SHOP_SETTINGS } from './default-settings.ts';
import { mergeStoredSettings, SETTING_KEYS } from './read-settings.ts';

/** Every setting, one row per top-level setting (key = field name), over the defaults. */
export async function readShopSettings(db: DbOrTx): Promise<ShopSettings> {
  const rows = await db.shopSetting.findMany({ select: { key: true, value: true } });
  const settings = mergeStoredSettings(SETTING_KEYS, rows);
  return { ...settings, messenger: resolvedMessenger(settings.messenger, settings.whatsapp) };
}

/** Stores every default that has no row yet; existing (possibly edited) values stay. */
export async function ensureShopSettings(db: DbOrTx): Promise<number> {
  const result = await db.shopSetting.createMany({
    data: Object.entries(DEFAULT_SHOP_SETTINGS).map(([key, value]) => ({ key, value })),
    skipDuplicates: true,
  });
  return result.count;
}
