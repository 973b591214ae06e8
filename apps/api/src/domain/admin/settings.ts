// Shop settings (D9): one row per key in shop_settings, read and written as one object.
import { shopSettingKeys, type ShopSettingsBody } from '@jangbogi/contracts/admin-catalog';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

const EMPTY_SETTINGS: ShopSettingsBody = {
  shopName: 'Jangbogi',
  phone: '',
  whatsapp: '',
  email: '',
  bankName: '',
  accountTitle: '',
  accountNumber: '',
  openingHours: '',
  businessRegistration: '',
  socialLinks: { instagram: '', facebook: '', youtube: '', kakao: '' },
  privacyPolicy: '',
  returnPolicy: '',
};

/** The stored settings; a key never written reads as its empty default. */
export async function readShopSettings(db: DbOrTx): Promise<ShopSettingsBody> {
  const rows = await db.shopSetting.findMany({ where: { key: { in: shopSettingKeys } } });
  const settings: ShopSettingsBody = structuredClone(EMPTY_SETTINGS);
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const target = settings as unknown as Record<string, unknown>;
  for (const key of shopSettingKeys) {
    const value = stored.get(key);
    if (value === undefined || value === null) continue;
    if (key === 'socialLinks' && typeof value === 'object' && !Array.isArray(value)) {
      settings.socialLinks = { ...EMPTY_SETTINGS.socialLinks, ...(value as Record<string, string>) };
    } else if (typeof value === 'string') {
      target[key] = value;
    }
  }
  return settings;
}

export async function writeShopSettings(db: Db, settings: ShopSettingsBody): Promise<ShopSettingsBody> {
  await db.$transaction(async (tx) => {
    for (const key of shopSettingKeys) {
      const value = settings[key] as Prisma.InputJsonValue;
      await tx.shopSetting.upsert({ where: { key }, create: { key, value }, update: { value }, select: { key: true } });
    }
  });
  return readShopSettings(db);
}
