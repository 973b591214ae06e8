// Who a customer is, for a promo's per-customer limit. The same mailbox has many spellings
// (Minji.Kim+sale@Gmail.com, minjikim@googlemail.com) and the same phone many forms
// (010-1234-5678, +82 10 1234 5678), so uses are counted on these keys, not on the text typed.
// The migration 20261123090000_promo_use_identity computes the same keys in SQL for older uses.

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to: lower case, without the `+tag` sub-address, and for
 * Gmail without dots (Gmail ignores them) and with googlemail.com spelled gmail.com.
 */
export function promoEmailKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let local = lower.slice(0, at).split('+')[0] ?? '';
  let domain = lower.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

/** Korean numbers have at least 9 digits (02-123-4567); anything shorter identifies no one. */
const MIN_PHONE_DIGITS = 9;

/**
 * The phone number as domestic digits: 010-1234-5678, 010 1234 5678 and +82 10-1234-5678 (or
 * 0082 10..., or +82 010...) are all 01012345678. Null when too few digits remain to name a line.
 */
export function promoPhoneKey(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '').replace(/^(?:00)?820?/, '0');
  return digits.length >= MIN_PHONE_DIGITS ? digits : null;
}
