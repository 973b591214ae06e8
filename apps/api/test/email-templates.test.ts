// Every email is a set of message templates (lib/i18n/messages/emails.*.json). Each one, built in
// both languages, fills every placeholder, picks every Korean particle, counts with ICU plurals and
// escapes what a shopper typed before it reaches the HTML. The catalogue test holds both languages
// to the same ids; TypeScript refuses an id neither has.
import { orderActions } from '@jangbogi/contracts/admin';
import type { Order } from '@jangbogi/contracts/orders';
import { formatDateTime } from '@jangbogi/contracts/format';
import { describe, expect, it } from 'vitest';
import {
  accountDeletedMessage,
  confirmEmailMessage,
  passwordResetMessage,
} from '../src/domain/accounts/emails.ts';
import { consentNoticeMessage } from '../src/domain/accounts/marketing-consent.ts';
import { marketingEmail } from '../src/domain/email/marketing.ts';
import type { OutgoingEmail } from '../src/domain/email/outbox.ts';
import { orderConfirmationEmail, setPasswordEmail } from '../src/domain/orders/emails.ts';
import {
  OTHER_EMAIL_REASONS,
  orderStatusEmail,
  refundEmail,
  type EmailReason,
} from '../src/domain/orders/order-emails.ts';
import { returnEmail, type ReturnEmailStage } from '../src/domain/orders/returns/emails.ts';
import { tossPaymentLines } from '../src/domain/payment-gateway/email-lines.ts';
import {
  backInStockEmail,
  stockAlertConfirmationEmail,
} from '../src/domain/stock-alerts/emails.ts';
import { LANGUAGES, type Language } from '../src/lib/i18n/language.ts';

/** A name a shopper typed, which the HTML must show as text. */
const NAME = 'Kim <b>&</b>';
const LINK = 'https://shop.example/ko/x?a=1&b=2';
// Every back-office action and every other change that emails, so a new action is built here too.
const REASONS: EmailReason[] = [...orderActions, ...OTHER_EMAIL_REASONS];
const STAGES: ReturnEmailStage[] = ['requested', 'approved', 'refused', 'refunded'];

const order = (language: Language, orderNumber = '20261126-0002') => ({
  orderNumber,
  customerName: NAME,
  customerEmail: 'kim@example.kr',
  total: 45_000,
  language,
  paid: true,
});

const ADDRESS = {
  full_name: '박지수',
  street: '세종대로 12',
  city: '서울',
  state: '서울특별시',
  postal_code: '04524',
  country: 'KR',
  phone: '010-9876-5432',
  address_detail: '',
};
const confirmedOrder: Order = {
  _id: '0192f0c0-0000-7000-8000-000000000001',
  order_id: '0192f0c0-0000-7000-8000-000000000001',
  order_number: '20261126-0002',
  status: 'pending',
  payment_method: 'cash',
  payment_status: 'unpaid',
  placed_at: '2026-11-26T01:00:00.000Z',
  subtotal: 12_300,
  shipping_price: 3_000,
  remote_area_surcharge: 0,
  total_discount: 0,
  total_price: 15_300,
  tax: { taxable: 0, vat: 0, exempt: 15_300 },
  promo_code: null,
  depositor_name: null,
  note: null,
  customer: { name: NAME, email: 'kim@example.kr', phone: '010-9876-5432' },
  recipient: { name: '박지수', phone: '010-9876-5432' },
  delivery_request: null,
  shipping_address: ADDRESS,
  billing_address: null,
  products: [
    {
      product_id: null,
      name: 'Tofu',
      name_kr: '두부',
      productImageUrl: null,
      quantity: 1,
      unit_price: 12_300,
      line_total: 12_300,
      tax_type: 'exempt',
    },
  ],
  delivery_date: '2026-11-27',
};

function everyEmail(language: Language): OutgoingEmail[] {
  const product = { name: 'Tofu', name_kr: '두부' };
  const consentUser = { email: 'kim@example.kr', firstName: NAME, preferredLanguage: language };
  return [
    passwordResetMessage(NAME, 'kim@example.kr', LINK, 1, language),
    confirmEmailMessage(NAME, 'kim@example.kr', LINK, 7, language),
    accountDeletedMessage(NAME, 'kim@example.kr', language),
    setPasswordEmail(NAME, 'kim@example.kr', LINK, 7, language),
    stockAlertConfirmationEmail('kim@example.kr', product, LINK, language),
    backInStockEmail(
      { email: 'kim@example.kr', language, ...product },
      { product: LINK, unsubscribePage: LINK, unsubscribeEndpoint: LINK },
    ),
    ...STAGES.map((stage) =>
      returnEmail(order(language), stage, { refusalReason: 'Opened', refundAmount: 19_000 }),
    ),
    ...REASONS.map((reason) => orderStatusEmail(order(language), reason, 'Left at the door')),
    refundEmail(order(language), { amount: 7_000, method: 'toss', cancelsOrder: true }, 'created'),
    refundEmail(order(language), { amount: 7_000, method: 'cash', cancelsOrder: false }, 'created'),
    refundEmail(
      order(language),
      { amount: 7_000, method: 'transfer', cancelsOrder: false },
      'refunded',
    ),
    consentNoticeMessage(consentUser, true, new Date('2026-11-24T06:05:00Z')),
    consentNoticeMessage(consentUser, false, new Date('2026-11-24T06:05:00Z')),
    ...[true, false].map((guestOwned) =>
      orderConfirmationEmail(
        confirmedOrder,
        { publicUrl: 'https://shop.example', language, guestOwned },
        null,
      ),
    ),
  ];
}

describe('emails as message templates', () => {
  it.each(LANGUAGES)('fills every placeholder and particle in %s', (language) => {
    for (const email of everyEmail(language)) {
      for (const text of [email.subject, email.text, email.html ?? '']) {
        expect(text, email.kind).not.toMatch(/[{}]/);
        expect(text, email.kind).not.toMatch(/을\(를\)|이\(가\)|은\(는\)|\(으\)로|와\(과\)/);
      }
      expect(/[\uac00-\ud7a3]/.test(email.subject), email.kind).toBe(language === 'ko');
    }
  });

  it.each(LANGUAGES)('writes every %s HTML email as a document in its language', (language) => {
    const html = everyEmail(language).filter((e) => e.html);
    expect(html.length).toBeGreaterThan(5);
    for (const email of html)
      expect(email.html, email.kind).toMatch(
        new RegExp(
          `^<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"></head><body>.*</body></html>$`,
          's',
        ),
      );
  });

  it("links a guest's confirmation to the order's own page, an account's to My Orders", () => {
    const placed = (language: Language, guestOwned: boolean) =>
      orderConfirmationEmail(
        confirmedOrder,
        { publicUrl: 'https://shop.example/', language, guestOwned },
        null,
      );
    const guest = placed('ko', true);
    expect(guest.text).toContain(
      '이 주문 보기: https://shop.example/ko/order-success?order=0192f0c0-0000-7000-8000-000000000001',
    );
    expect(guest.text).not.toContain('my-orders');
    expect(guest.html).toContain('href="https://shop.example/ko/order-success?order=');
    expect(placed('en', true).text).toContain(
      'choose a password with the link in the other email we sent you.',
    );
    const account = placed('en', false);
    expect(account.text).toContain('See your orders: https://shop.example/my-orders');
    expect(account.text).not.toContain('choose a password');
  });

  it.each(LANGUAGES)('escapes what a shopper typed in the %s HTML', (language) => {
    for (const email of everyEmail(language).filter((e) => e.html)) {
      expect(email.html, email.kind).not.toContain('<b>');
      expect(email.html, email.kind).not.toContain('a=1&b');
    }
  });

  it('picks the particle the order number takes when read aloud', () => {
    const confirm = (n: string) => orderStatusEmail(order('ko', n), 'confirm').subject;
    expect(confirm('20261126-0002')).toBe('주문 20261126-0002가 확정되었습니다');
    expect(confirm('20261126-0003')).toBe('주문 20261126-0003이 확정되었습니다');
    const refund = refundEmail(
      order('ko'),
      { amount: 7_000, method: 'cash', cancelsOrder: true },
      'refunded',
    );
    expect(refund.text).toContain('7,000원을 현금으로 환불했습니다.');
  });

  it('counts a link lifetime with ICU plurals', () => {
    expect(confirmEmailMessage(NAME, 'kim@example.kr', LINK, 1).text).toContain('for 1 day)');
    expect(confirmEmailMessage(NAME, 'kim@example.kr', LINK, 7).text).toContain('for 7 days)');
    expect(passwordResetMessage(NAME, 'kim@example.kr', LINK, 2).text).toContain('within 2 hours');
  });

  it('writes moments as every page does, in Korea time', () => {
    const at = new Date('2026-11-24T06:05:00Z');
    const ko = consentNoticeMessage(
      { email: 'k@x.kr', firstName: '지수', preferredLanguage: 'ko' },
      true,
      at,
    );
    expect(ko.text).toContain(`${formatDateTime(at, 'ko')}(한국 시간)에`);
    expect(ko.text).toContain('2026년 11월 24일 오후 3:05');
    const en = consentNoticeMessage(
      { email: 'k@x.kr', firstName: 'Jisoo', preferredLanguage: 'en' },
      true,
      at,
    );
    expect(en.text).toContain('On Nov 24th 2026, 3:05 PM (Korea time)');
  });

  it("names Toss's payment methods in English and keeps them in Korean", () => {
    const payment = {
      provider: 'toss',
      order_id: 'o',
      amount: 12_300,
      tax_free_amount: 0,
      status: 'done',
    } as const;
    expect(tossPaymentLines({ ...payment, method: '간편결제' }, 'en')).toEqual([
      'Payment: easy pay, ₩12,300 paid.',
    ]);
    expect(tossPaymentLines({ ...payment, method: null }, 'en')).toEqual([
      'Payment: card or easy pay, ₩12,300 paid.',
    ]);
    expect(tossPaymentLines({ ...payment, method: '간편결제' }, 'ko')).toEqual([
      '결제: 간편결제 12,300원 결제 완료',
    ]);
    expect(tossPaymentLines({ ...payment, method: null }, 'ko')).toEqual([
      '결제: 카드·간편결제 12,300원 결제 완료',
    ]);
  });

  it('keeps the one-click unsubscribe of a marketing email', () => {
    const email = marketingEmail(
      { email: 'kim@example.kr', marketingConsentAt: new Date(), language: 'en' },
      { kind: 'news', subject: 'Strawberries', text: 'In.', html: '<p>In.</p>' },
      { page: LINK, endpoint: LINK },
    );
    expect(email?.text).toContain(`To stop these emails, unsubscribe: ${LINK}`);
    expect(email?.html).toContain('>To stop these emails, unsubscribe</a>');
    expect(email?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});
