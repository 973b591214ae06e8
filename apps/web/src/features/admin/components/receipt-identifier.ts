// Types only: the contract module's values bring zod into the page's chunk.
import type { CashReceiptPurpose } from '@jangbogi/contracts/cash-receipts';

/**
 * A receipt's number as the shop team types it into Hometax: a business number as 000-00-00000,
 * a mobile number as 010-1234-5678 (or 010-000-1234, the tax office's own), a receipt card number
 * in groups of four. The API stores digits only.
 */
export function formatReceiptIdentifier(purpose: CashReceiptPurpose, identifier: string): string {
  const digits = identifier.replace(/\D/g, '');
  if (purpose === 'expense_proof')
    return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  if (/^01\d{8,9}$/.test(digits)) {
    const middle = digits.length === 11 ? 4 : 3;
    return `${digits.slice(0, 3)}-${digits.slice(3, 3 + middle)}-${digits.slice(3 + middle)}`;
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1-');
}
