import { Prisma } from '../../generated/prisma/client.ts';
import { prismaSql } from '../../db/sql.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  addressBody,
  type Address,
  type AddressBody,
  type SetDefaultBody,
} from '@jangbogi/contracts/addresses';
import type { AddressSnapshot } from '@jangbogi/contracts/orders';
import { provinceOfPostcode } from '@jangbogi/contracts/postcode';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n/catalogue.ts';
import type { Language } from '../../lib/i18n/language.ts';

const ADDRESS_NOT_FOUND = 'addresses.notFound';
const DUPLICATE = 'addresses.duplicate';

/** What makes two addresses the same place for the same person (see fingerprint). */
const placeSelect = {
  fullName: true,
  street: true,
  city: true,
  state: true,
  postalCode: true,
  country: true,
  phone: true,
  addressDetail: true,
} as const;

const addressSelect = {
  ...placeSelect,
  id: true,
  addressType: true,
  isDefaultShipping: true,
  isDefaultBilling: true,
} as const;

type AddressRow = {
  id: string;
  fullName: string;
  addressType: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string;
  addressDetail: string;
  isDefaultShipping: boolean;
  isDefaultBilling: boolean;
};

function toAddressJson(row: AddressRow): Address {
  return {
    _id: row.id,
    full_name: row.fullName,
    address_type: row.addressType === 'billing' ? 'billing' : 'shipping',
    street: row.street,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
    country: row.country,
    phone: row.phone,
    address_detail: row.addressDetail,
    is_default_shipping: row.isDefaultShipping,
    is_default_billing: row.isDefaultBilling,
  };
}

function columns(body: AddressBody) {
  return {
    fullName: body.full_name,
    addressType: body.address_type,
    street: body.street,
    city: body.city,
    state: body.state,
    postalCode: body.postal_code,
    country: body.country,
    phone: body.phone,
    addressDetail: body.address_detail,
  };
}

/** Case and spacing do not make two addresses different. */
function fingerprint(a: Omit<ReturnType<typeof columns>, 'addressType'>): string {
  return [a.fullName, a.street, a.addressDetail, a.city, a.state, a.postalCode, a.country, a.phone]
    .map((v) => v.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase())
    .join('\u0000');
}

/**
 * Serialises address-book changes of one user (row lock on the user), so the duplicate check and
 * the "first address becomes the default" rule hold under concurrent requests.
 */
async function lockAddressBook(db: DbOrTx, userId: string): Promise<void> {
  const rows = await prismaSql(db).query<{ id: string }>(
    Prisma.sql`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`,
  );
  if (rows.length === 0) throw notFound(ADDRESS_NOT_FOUND);
}

async function assertNotDuplicate(
  db: DbOrTx,
  userId: string,
  body: AddressBody,
  exceptId?: string,
) {
  const others = await db.address.findMany({
    where: { userId, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: placeSelect,
  });
  const wanted = fingerprint(columns(body));
  if (others.some((other) => fingerprint(other) === wanted))
    throw conflict(DUPLICATE, 'DUPLICATE_ADDRESS');
}

export async function listAddresses(db: DbOrTx, userId: string): Promise<Address[]> {
  const rows = await db.address.findMany({
    where: { userId },
    select: addressSelect,
    orderBy: [{ isDefaultShipping: 'desc' }, { createdAt: 'asc' }],
  });
  return rows.map(toAddressJson);
}

async function ownAddress(db: DbOrTx, userId: string, id: string): Promise<AddressRow> {
  const row = await db.address.findFirst({ where: { id, userId }, select: addressSelect });
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return row;
}

/** Adds an address; a user's first address becomes their default shipping address. */
export async function createAddress(db: Db, userId: string, body: AddressBody): Promise<Address> {
  return inTransaction(db, async (tx) => {
    await lockAddressBook(tx, userId);
    await assertNotDuplicate(tx, userId, body);
    const hasAny = (await tx.address.count({ where: { userId } })) > 0;
    const row = await tx.address.create({
      data: { userId, ...columns(body), isDefaultShipping: !hasAny },
      select: addressSelect,
    });
    return toAddressJson(row);
  });
}

export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  body: AddressBody,
): Promise<Address> {
  return inTransaction(db, async (tx) => {
    await lockAddressBook(tx, userId);
    await ownAddress(tx, userId, id);
    await assertNotDuplicate(tx, userId, body, id);
    const row = await tx.address.update({
      where: { id },
      data: columns(body),
      select: addressSelect,
    });
    return toAddressJson(row);
  });
}

/** Makes one address the default: the flag is cleared on the others first, then set. */
export async function setDefaultAddress(
  db: Db,
  userId: string,
  id: string,
  body: SetDefaultBody,
  language: Language,
) {
  return inTransaction(db, async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await ownAddress(tx, userId, id);
    const shipping = body.is_default_shipping === true && !current.isDefaultShipping;
    const billing = body.is_default_billing === true && !current.isDefaultBilling;
    if (!shipping && !billing)
      return {
        message: translate(language, 'notice.alreadyDefault'),
        address: toAddressJson(current),
      };
    if (shipping) {
      await tx.address.updateMany({
        where: { userId, isDefaultShipping: true },
        data: { isDefaultShipping: false },
      });
    }
    if (billing) {
      await tx.address.updateMany({
        where: { userId, isDefaultBilling: true },
        data: { isDefaultBilling: false },
      });
    }
    const row = await tx.address.update({
      where: { id },
      data: {
        ...(shipping ? { isDefaultShipping: true } : {}),
        ...(billing ? { isDefaultBilling: true } : {}),
      },
      select: addressSelect,
    });
    return { message: translate(language, 'notice.defaultUpdated'), address: toAddressJson(row) };
  });
}

/** Deletes an address; when it was the default shipping one, the oldest remaining takes over. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  return inTransaction(db, async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await ownAddress(tx, userId, id);
    await tx.address.delete({ where: { id }, select: { id: true } });
    if (!current.isDefaultShipping) return;
    const next = await tx.address.findFirst({
      where: { userId },
      orderBy: { createdAt: 'asc' },
      select: { id: true },
    });
    if (next)
      await tx.address.update({
        where: { id: next.id },
        data: { isDefaultShipping: true },
        select: { id: true },
      });
  });
}

export async function defaultAddress(
  db: DbOrTx,
  userId: string,
  type: 'shipping' | 'billing',
): Promise<Address> {
  const row = await db.address.findFirst({
    where: {
      userId,
      ...(type === 'shipping' ? { isDefaultShipping: true } : { isDefaultBilling: true }),
    },
    select: addressSelect,
  });
  if (!row) throw notFound('addresses.noDefault', { type });
  return toAddressJson(row);
}

/**
 * Keeps an address the shopper typed at checkout in their address book, as the order shipped it
 * (with its recipient). One already there is left alone; the province the book asks for is the
 * one its postcode belongs to when the checkout did not name it.
 */
export async function keepCheckoutAddress(
  db: Db,
  userId: string,
  shipped: AddressSnapshot,
): Promise<void> {
  const body = addressBody.safeParse({
    full_name: shipped.full_name,
    street: shipped.street,
    address_detail: shipped.address_detail,
    city: shipped.city,
    state: shipped.state || provinceOfPostcode(shipped.postal_code)?.ko,
    postal_code: shipped.postal_code,
    country: shipped.country,
    phone: shipped.phone,
  });
  if (!body.success) return;
  await inTransaction(db, async (tx) => {
    await lockAddressBook(tx, userId);
    const others = await tx.address.findMany({ where: { userId }, select: placeSelect });
    const wanted = fingerprint(columns(body.data));
    if (others.some((other) => fingerprint(other) === wanted)) return;
    await tx.address.create({
      data: { userId, ...columns(body.data), isDefaultShipping: others.length === 0 },
    });
  });
}
