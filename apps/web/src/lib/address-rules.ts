// The address rules of the API's contracts (packages/contracts/src/postcode.ts and
// phone-number.ts) in the page's language, for the guest checkout and the address book.
import { normalizeKoreanPhone } from '@jangbogi/contracts/phone-number';
import { postcodeProblem, type AddressText } from '@jangbogi/contracts/postcode';
import type { useT } from '@/i18n/use-i18n';
import type { Locale } from '@/i18n/locales';

type Translate = ReturnType<typeof useT>;

/**
 * True when `value` is a 5-digit Korean postcode (full-width digits too) in the province the
 * address names, else the message to show (`digits` when it is not five digits).
 */
export function postcodeMessage(
  value: string,
  address: AddressText,
  { t, locale, digits }: { t: Translate; locale: Locale; digits: string },
): true | string {
  const problem = postcodeProblem(value, address);
  if (!problem) return true;
  if (problem.kind === 'digits') return digits;
  if (problem.kind === 'unknown') return t('postcode.unknown');
  return t('postcode.provinceMismatch', {
    postcode: problem.postcode,
    postcodeProvince: problem.postcodeProvince[locale],
    addressProvince: problem.addressProvince[locale],
  });
}

/** True when `value` is a Korean phone number, else the message to show. */
export const phoneMessage = (value: string, t: Translate): true | string =>
  normalizeKoreanPhone(value) !== null || t('addresses.phoneInvalid');
