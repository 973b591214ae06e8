// What the order confirmation says of a Toss payment: paid by card or easy pay, or the virtual
// account to transfer to, with its bank, number, exact amount and deadline. The words are the
// `email.toss.*` messages.
import { formatDeadline, formatWon } from '@jangbogi/contracts/format';
import type { OrderPayment } from '@jangbogi/contracts/payments';
import type { Language } from '../../lib/i18n/language.ts';
import { emailWords } from '../email/words.ts';

export function tossPaymentLines(payment: OrderPayment, language: Language): string[] {
  const words = emailWords(language);
  const amount = formatWon(payment.amount, language);
  const account = payment.virtual_account;
  if (account) {
    return [
      words.text('email.toss.virtualAccount'),
      words.labelled('email.label.bank', account.bank),
      words.labelled('email.label.accountNumber', account.account_number),
      words.labelled('email.label.amountToTransfer', amount),
      words.text('email.toss.deadline', { deadline: formatDeadline(account.due_date, language) }),
    ];
  }
  // Toss names its methods in Korean (카드, 간편결제); the English text translates them.
  return [words.text('email.toss.paid', { method: payment.method ?? 'none', amount })];
}
