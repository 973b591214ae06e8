import { shopSettings, type ShopSettings } from '@jangbogi/contracts/settings';
import type { DbOrTx } from '../../db/client.ts';
import { DEFAULT_SHOP_SETTINGS } from './default-settings.ts';

/**
 * One row per top-level setting (key = field name). A stored value that no longer fits the
 * contract is ignored in favour of the default, so a bad edit can never break every page.
 */
export async function readShopSettings(db: DbOrTx): Promise<ShopSettings> {
  const rows = await db.shopSetting.findMany({ select: { key: true, value: true } });
  const merged: Record<string, unknown> = { ...DEFAULT_SHOP_SETTINGS };
  const fields = shopSettings.shape as Record<
    string,
    { safeParse: (v: unknown) => { success: boolean } }
  >;
  for (const row of rows) {
    const field = fields[row.key];
    if (field?.safeParse(row.value).success) merged[row.key] = row.value;
  }
  return shopSettings.parse(merged);
}

/** Stores every default that has no row yet; existing (possibly edited) values stay. */
export async function ensureShopSettings(db: DbOrTx): Promise<number> {
  const result = await db.shopSetting.createMany({
    data: Object.entries(DEFAULT_SHOP_SETTINGS).map(([key, value]) => ({ key, value })),
    skipDuplicates: true,
  });
  return result.count;
}
