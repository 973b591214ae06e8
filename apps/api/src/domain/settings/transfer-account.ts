import { shopSettings } from '@jangbogi/contracts/settings';
import type { Sql } from '../../db/sql.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { DEFAULT_SHOP_SETTINGS } from './default-settings.ts';

/** Where a shopper paying by account transfer sends the money (D9). */
export interface TransferAccount {
  bank_name: string;
  account_title: string;
  account_number: string;
}

const KEYS = ['bank_name', 'account_title', 'account_number'] as const;

/**
 * The shop's bank account as the settings hold it now, read inside the checkout's own
 * transaction (one small statement, only for transfer orders). A stored value that no longer fits
 * the contract falls back to the default, as in readShopSettings.
 */
export async function readTransferAccount(sql: Sql): Promise<TransferAccount> {
  const rows = await sql.query<{ key: string; value: unknown }>(
    Prisma.sql`SELECT key, value FROM shop_settings WHERE key = ANY(${[...KEYS]}::text[])`,
  );
  const account: TransferAccount = {
    bank_name: DEFAULT_SHOP_SETTINGS.bank_name,
    account_title: DEFAULT_SHOP_SETTINGS.account_title,
    account_number: DEFAULT_SHOP_SETTINGS.account_number,
  };
  for (const row of rows) {
    const key = KEYS.find((k) => k === row.key);
    const parsed = key ? shopSettings.shape[key].safeParse(row.value) : undefined;
    if (key && parsed?.success) account[key] = parsed.data;
  }
  return account;
}
