// The rules of a cash receipt's number, without zod: the schema in cash-receipts.ts applies them on
// the server, and the storefront's checkout checks the same rules without loading zod.

/** Weights of the first nine digits of a business registration number (사업자등록번호). */
const BUSINESS_NUMBER_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5];

/**
 * Whether ten digits form a business registration number whose check digit is right. The first
 * three are the tax office that registered it: no office has the code 000, and 000-00-00000
 * passes the check-digit formula, so both are refused before it.
 */
export function isBusinessNumber(value: string): boolean {
  const digits = value.replace(/-/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  if (digits.startsWith('000')) return false;
  const d = [...digits].map(Number);
  let sum = 0;
  BUSINESS_NUMBER_WEIGHTS.forEach((weight, i) => {
    sum += (d[i] ?? 0) * weight;
  });
  sum += Math.floor(((d[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** A business registration number as printed: 000-00-00000. */
export function formatBusinessNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

const MOBILE = /^01[016789]\d{7,8}$/;
const RECEIPT_CARD = /^\d{13,19}$/;

/** A number as a receipt is issued to it: the digits, without spaces or dashes. */
export const cashReceiptDigits = (identifier: string) => identifier.replace(/[\s-]/g, '');

/**
 * Whether the digits suit the purpose: for income deduction (소득공제) a mobile number or a cash
 * receipt card number, as business proof (지출증빙) a business registration number.
 */
export function isCashReceiptIdentifier(
  purpose: 'income_deduction' | 'expense_proof',
  digits: string,
): boolean {
  return purpose === 'income_deduction'
    ? MOBILE.test(digits) || RECEIPT_CARD.test(digits)
    : isBusinessNumber(digits);
}
