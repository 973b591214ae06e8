import { shopSettings, type ShopSettings } from '@jangbogi/contracts/settings';
import type { Sql } from '../../db/sql.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { DEFAULT_SHOP_SETTINGS } from './default-settings.ts';

/** Where a shopper paying by account transfer sends the money. */
export interface TransferAccount {
  bank_name: string;
  account_title: string;
  account_number: string;
}

export const TRANSFER_ACCOUNT_KEYS = ['bank_name', 'account_title', 'account_number'] as const;

type SettingKey = keyof ShopSettings;

/** Every setting's key. */
export const SETTING_KEYS = Object.keys(shopSettings.shape) as SettingKey[];

/**
 * The stored rows over the defaults. A stored value that no longer fits the contract is ignored
 * in favour of the default, so a bad edit can never break every page.
 */
export function mergeStoredSettings<K extends SettingKey>(
  keys: readonly K[],
  rows: readonly { key: string; value: unknown }[],
): Pick<ShopSettings, K> {
  const settings: Partial<Record<SettingKey, unknown>> = {};
  for (const key of keys) settings[key] = DEFAULT_SHOP_SETTINGS[key];
  for (const row of rows) {
    const key = keys.find((k) => k === row.key);
    const parsed = key ? shopSettings.shape[key].safeParse(row.value) : undefined;
    if (key && parsed?.success) settings[key] = parsed.data;
  }
  return settings as Pick<ShopSettings, K>;
}

/**
 * Some settings as stored now, read inside the caller's transaction in one small statement (the
 * checkout reads only what its order needs).
 */
export async function readSettings<K extends SettingKey>(
  sql: Sql,
  keys: readonly K[],
): Promise<Pick<ShopSettings, K>> {
  if (keys.length === 0) return mergeStoredSettings(keys, []);
  const rows = await sql.query<{ key: string; value: unknown }>(
    Prisma.sql`SELECT key, value FROM shop_settings WHERE key = ANY(${keys}::text[])`,
  );
  return mergeStoredSettings(keys, rows);
}

export async function readTransferAccount(sql: Sql): Promise<TransferAccount> {
  return readSettings(sql, TRANSFER_ACCOUNT_KEYS);
}
