import { Prisma } from '../../generated/prisma/client.ts';
import { prismaSql } from '../../db/sql.ts';
import type { Language } from '../../lib/i18n/language.ts';
import { inTransaction } from '../../db/transaction.ts';
import type {
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  UpdateProfileBody,
} from '@jangbogi/contracts/users';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors.ts';
import { mergeGuestCart } from '../cart/cart.ts';
import { sendConfirmationLink } from './email-ownership.ts';
import { setMarketingConsent } from './marketing-consent.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { toUserJson, userSelect, type UserRow } from './user-view.ts';

export const EMAIL_TAKEN = 'accounts.emailTaken';
const INVALID_LOGIN = 'accounts.invalidCredentials';

function isUniqueViolation(error: unknown): boolean {
  const e = error as {
    code?: string;
    meta?: { driverAdapterError?: { cause?: { kind?: string } } };
  };
  return (
    e.code === 'P2002' || e.meta?.driverAdapterError?.cause?.kind === 'UniqueConstraintViolation'
  );
}

async function createAccount(
  db: DbOrTx,
  body: RegisterBody,
  passwordHash: string,
  language: Language,
): Promise<UserRow> {
  const existing = await db.user.findUnique({ where: { email: body.email }, select: { id: true } });
  if (existing) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
  try {
    return await db.user.create({
      data: {
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        phoneNumber: body.phoneNumber,
        preferredLanguage: language,
        // Never from the request: only an upload sets a photo (a client-chosen URL was once
        // treated as our file and deleted on the next upload).
      },
      select: userSelect,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
    throw error;
  }
}

/**
 * Creates a customer account, emails the link that confirms its address and moves the guest
 * cart (if any) into it. The account sees no guest order until the link is followed.
 */
export async function registerAccount(
  db: Db,
  publicUrl: string,
  body: RegisterBody,
  guestSessionId: string | null,
  /** The language of the page the shopper signed up on: the account's preferred language. */
  language: Language = 'en',
): Promise<UserRow> {
  const passwordHash = await hashPassword(body.password);
  return inTransaction(db, async (tx) => {
    const created = await createAccount(tx, body, passwordHash, language);
    if (body.marketing_consent) await setMarketingConsent(tx, created.id, true, 'sign_up');
    const row = body.marketing_consent ? await findUser(tx, created.id) : created;
    await sendConfirmationLink(tx, publicUrl, row);
    if (guestSessionId) await mergeGuestCart(tx, guestSessionId, row.id);
    return row;
  });
}

// Compared against when the email is unknown, so both answers take a bcrypt's time.
let decoyHash: Promise<string> | undefined;

/** The user behind an email and password, or 401 with one message for every failure. */
export async function authenticate(db: DbOrTx, body: LoginBody): Promise<UserRow> {
  const found = await db.user.findUnique({
    where: { email: body.email },
    select: { ...userSelect, passwordHash: true },
  });
  if (!found?.passwordHash) {
    await verifyPassword(body.password, await (decoyHash ??= hashPassword('decoy-password')));
    throw unauthorized(INVALID_LOGIN, 'INVALID_CREDENTIALS');
  }
  if (!(await verifyPassword(body.password, found.passwordHash))) {
    throw unauthorized(INVALID_LOGIN, 'INVALID_CREDENTIALS');
  }
  return {
    id: found.id,
    firstName: found.firstName,
    lastName: found.lastName,
    email: found.email,
    phoneNumber: found.phoneNumber,
    profileImageUrl: found.profileImageUrl,
    preferredLanguage: found.preferredLanguage,
    substitutionDefault: found.substitutionDefault,
    marketingConsentAt: found.marketingConsentAt,
    role: found.role,
    emailVerifiedAt: found.emailVerifiedAt,
    sessionVersion: found.sessionVersion,
  };
}

/**
 * Logs in and moves the guest cart (if any) into the account's cart. The language of the page the
 * shopper signs in on becomes the account's preferred one: the emails their orders cause follow it.
 */
export async function logIn(
  db: Db,
  body: LoginBody,
  guestSessionId: string | null,
  language: Language,
): Promise<UserRow> {
  const account = await authenticate(db, body);
  if (account.preferredLanguage !== language) {
    await db.user.update({
      where: { id: account.id },
      data: { preferredLanguage: language },
      select: { id: true },
    });
    account.preferredLanguage = language;
  }
  if (guestSessionId)
    await inTransaction(db, (tx) => mergeGuestCart(tx, guestSessionId, account.id));
  return account;
}

export async function findUser(db: DbOrTx, userId: string): Promise<UserRow> {
  const user = await db.user.findUnique({ where: { id: userId }, select: userSelect });
  if (!user) throw unauthorized('sessions.expired', 'INVALID_TOKEN');
  return user;
}

export async function updateProfile(db: Db, userId: string, body: UpdateProfileBody) {
  return inTransaction(db, async (tx) => {
    await findUser(tx, userId);
    await tx.user.update({
      where: { id: userId },
      data: {
        firstName: body.firstName,
        lastName: body.lastName,
        phoneNumber: body.phoneNumber,
        preferredLanguage: body.preferred_language,
        substitutionDefault: body.substitution_default,
      },
      select: { id: true },
    });
    // After the language: the notice of a consent change is written in the one just chosen.
    if (body.marketing_consent !== undefined)
      await setMarketingConsent(tx, userId, body.marketing_consent, 'account');
    return toUserJson(await findUser(tx, userId));
  });
}

/**
 * Points the profile at a photo storage has just stored; returns the user and the storage key of
 * the photo it replaced (null when there was none we stored), for removal after the commit. The
 * row is locked so that two uploads at once cannot both "replace" the same photo and orphan one.
 */
export async function setProfileImage(db: Db, userId: string, photo: { key: string; url: string }) {
  return inTransaction(db, async (tx) => {
    const [before] = await prismaSql(tx).query<{ profile_image_key: string | null }>(Prisma.sql`
      SELECT profile_image_key FROM users WHERE id = ${userId}::uuid FOR UPDATE`);
    if (!before) throw unauthorized('sessions.expired', 'INVALID_TOKEN');
    const user = await tx.user.update({
      where: { id: userId },
      data: { profileImageUrl: photo.url, profileImageKey: photo.key },
      select: userSelect,
    });
    return { user: toUserJson(user), previousKey: before.profile_image_key };
  });
}

/**
 * Changes the password after checking the current one. Every session issued before ends; the
 * returned account (with its new session version) lets the caller sign this device back in.
 */
export async function changePassword(
  db: Db,
  userId: string,
  body: ChangePasswordBody,
): Promise<UserRow> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user) throw notFound('accounts.notFound');
  if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
    throw badRequest('accounts.currentPasswordIncorrect', 'WRONG_PASSWORD');
  }
  const passwordHash = await hashPassword(body.newPassword);
  return inTransaction(db, async (tx) => {
    await setPassword(tx, userId, passwordHash);
    return findUser(tx, userId);
  });
}

/** Sets a password hash, ends every session of the user and voids their outstanding links. */
export async function setPassword(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.user.update({
    where: { id: userId },
    data: { passwordHash, sessionVersion: { increment: 1 } },
    select: { id: true },
  });
  // Links sent before the change must not undo it.
  await db.passwordResetToken.updateMany({
    where: { userId, usedAt: null },
    data: { usedAt: new Date() },
  });
}
