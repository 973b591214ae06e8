// Guest checkout and accounts (ADR 0008). Checkout creates an account for a new email and
// emails a single-use link to choose a password; no password is ever generated or mailed.
// The order joins an account only when that account has proved it owns the email; otherwise it
// stays with the guest session, and following the emailed link brings it under My Orders.
// One call of guest_order_account (prisma/functions/guest_order_account.sql) on the checkout's
// transaction: the Prisma versions of these steps (findUnique, create, issueLinkToken and
// enqueueEmail) cost about three times the API CPU per guest order (docs/benchmarks.md).
import type { Sql } from '../../db/sql.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Language } from '../../lib/i18n/language.ts';
import { hashToken, newLinkToken } from '../../lib/tokens.ts';
import type { Caller } from '../caller.ts';
import { DAY_MS } from '../../lib/time.ts';
import { linkTo } from '../accounts/link-tokens.ts';
import { setPasswordEmail } from './emails.ts';
import {
  checkUnpaidGuestOrders,
  MAX_UNPAID_GUEST_ORDERS,
  refuseOverUnpaidCap,
} from './guest-limits.ts';

export const SET_PASSWORD_TOKEN_DAYS = 7;

export interface GuestIdentity {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/**
 * The account a guest-checkout order belongs to, or null while it stays guest-owned, after the
 * unpaid-order cap (the caller's transaction holds the locks of unpaidOrderLockScopes). A
 * logged-in caller owns what they order. For a guest, the email's account gets the order only if
 * it has proved the email; otherwise the owner of the address is sent a link that proves it.
 */
export async function guestOrderAccount(
  sql: Sql,
  caller: Caller,
  guest: GuestIdentity & { fullName: string },
  options: { publicUrl: string; language: Language },
): Promise<string | null> {
  if (caller.kind === 'user') {
    await checkUnpaidGuestOrders(sql, caller, guest.email);
    return caller.userId;
  }
  const email = guest.email.toLowerCase();
  const token = newLinkToken();
  const { publicUrl, language } = options;
  const setPasswordLink = setPasswordEmail(
    guest.fullName,
    email,
    linkTo(publicUrl, `/set-password/${token}`, language),
    SET_PASSWORD_TOKEN_DAYS,
    language,
  );
  const [account] = await sql.query<{
    unpaid: number;
    account_id: string | null;
    verified: boolean | null;
  }>(Prisma.sql`
    SELECT * FROM guest_order_account(
      guest_email => ${email},
      guest_session => ${caller.guestId}::uuid,
      first_name => ${guest.firstName},
      last_name => ${guest.lastName},
      phone => ${guest.phone},
      max_unpaid => ${MAX_UNPAID_GUEST_ORDERS}::int,
      set_password_token_hash => ${hashToken(token)},
      set_password_expires_at => ${new Date(Date.now() + SET_PASSWORD_TOKEN_DAYS * DAY_MS)}::timestamptz,
      set_password_email => ${JSON.stringify(setPasswordLink)}::jsonb,
      account_language => ${language}::"Language")`);
  refuseOverUnpaidCap(account?.unpaid ?? 0);
  if (!account?.account_id) throw new Error('guest_order_account returned no account');
  return account.verified ? account.account_id : null;
}
