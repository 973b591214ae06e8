// What the order confirmation says of a Toss payment: paid by card or easy pay, or the virtual
// account to transfer to, with its bank, number, exact amount and deadline.
import { formatDeadline } from '@jangbogi/contracts/format';
import { formatWon } from '@jangbogi/contracts/format';
import type { OrderPayment } from '@jangbogi/contracts/payments';
import type { Language } from '../../lib/i18n/language.ts';

const WORDS = {
  en: {
    paid: (method: string, amount: string) => `Payment: ${method}, ${amount} paid.`,
    online: 'card or easy pay',
    account: 'Payment: virtual account (not paid yet). Please transfer the exact amount to:',
    bank: 'Bank',
    number: 'Account number',
    amount: 'Amount to transfer',
    deadline: (when: string) =>
      `Please transfer by ${when}. After that the account closes and the order is cancelled.`,
  },
  ko: {
    paid: (method: string, amount: string) => `결제: ${method} ${amount} 결제 완료`,
    online: '카드·간편결제',
    account: '결제: 가상계좌 (입금 전). 아래 계좌로 정확한 금액을 보내 주세요.',
    bank: '은행',
    number: '계좌번호',
    amount: '입금하실 금액',
    deadline: (when: string) =>
      `${when}까지 입금해 주세요. 그 뒤에는 계좌가 닫히고 주문이 취소됩니다.`,
  },
} satisfies Record<Language, unknown>;

const ENGLISH_METHODS: Record<string, string> = {
  카드: 'card',
  간편결제: 'easy pay',
  가상계좌: 'virtual account',
  계좌이체: 'bank transfer',
  휴대폰: 'mobile phone',
};

export function tossPaymentLines(payment: OrderPayment, language: Language): string[] {
  const words = WORDS[language];
  const amount = formatWon(payment.amount, language);
  const account = payment.virtual_account;
  if (account) {
    return [
      words.account,
      `${words.bank}: ${account.bank}`,
      `${words.number}: ${account.account_number}`,
      `${words.amount}: ${amount}`,
      words.deadline(formatDeadline(account.due_date, language)),
    ];
  }
  const method = payment.method
    ? language === 'ko'
      ? payment.method
      : (ENGLISH_METHODS[payment.method] ?? payment.method)
    : words.online;
  return [words.paid(method, amount)];
}
