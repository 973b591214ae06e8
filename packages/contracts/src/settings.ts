import { z } from 'zod';
import { isBusinessNumber } from './cash-receipts.ts';
import { KAKAO_CHANNEL_MESSAGE, KAKAO_CHANNEL_URL, messengerKinds } from './messenger.ts';
import { overlappingAreas } from './remote-areas.ts';
import { fieldMessage, type FieldLabelId } from './field-message.ts';

/** A policy page: an effective date and titled sections of plain text paragraphs. */
export const policyText = z.object({
  title: z.string().min(1),
  effective_date: z.iso.date(),
  sections: z.array(z.object({ heading: z.string().min(1), body: z.string().min(1) })).min(1),
});
export type PolicyText = z.infer<typeof policyText>;

const SOCIAL_LINK_MESSAGE = fieldMessage('field.settings.socialLink');
/**
 * Every page links to these: an https address only, since a `javascript:` or `data:` one would
 * run in the shop's page when clicked, and an `http:` one would leave it unencrypted.
 */
const socialLink = z.url({ protocol: /^https$/, error: SOCIAL_LINK_MESSAGE }).nullable();

export const socialLinks = z.object({
  instagram: socialLink,
  facebook: socialLink,
  youtube: socialLink,
  kakao: socialLink,
});

/** A Korean bank account number as banks print it: digits in hyphen-separated groups. */
const ACCOUNT_NUMBER_MESSAGE = fieldMessage('field.settings.accountNumber');
const accountNumber = z
  .string()
  .trim()
  .refine((value) => {
    const digits = value.replace(/-/g, '').length;
    return /^\d+(?:-\d+)*$/.test(value) && digits >= 10 && digits <= 16;
  }, ACCOUNT_NUMBER_MESSAGE);

const detail = (label: FieldLabelId, max = 200) =>
  z.string().trim().max(max, fieldMessage('field.theTooLong', { label }));

/**
 * The business details the footer shows on every page. Empty values are allowed so a new shop
 * can start, but production warns about each one until it is filled in.
 */
export const businessDetails = z.object({
  company_name: detail('field.label.companyName'),
  /** The company's Korean name for Korean pages (주식회사 장보기); empty shows company_name. */
  company_name_ko: detail('field.label.koreanCompanyName').default(''),
  representative: detail('field.label.representative'),
  /** 통신판매업 신고번호, e.g. 제2026-서울마포-0123호. */
  mail_order_number: detail('field.label.mailOrderNumber', 60),
  privacy_officer: detail('field.label.privacyOfficer', 100),
  privacy_contact: detail('field.label.privacyContact'),
  hosting_provider: detail('field.label.hostingProvider'),
  /** 구매안전서비스 for prepaid transfers: escrow or consumer-damage insurance. */
  buyer_protection_provider: detail('field.label.buyerProtectionProvider'),
  buyer_protection_number: detail('field.label.buyerProtectionNumber', 100),
});
export type BusinessDetails = z.infer<typeof businessDetails>;

export { ftcBusinessInfoUrl } from './business-info.ts';

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** When groceries can arrive: the days a shopper may choose at checkout. */
export const deliverySettings = z.object({
  /** Orders placed before this Korean time are delivered the next deliverable day (HH:MM). */
  cutoff_time: z.string().regex(TIME_OF_DAY, fieldMessage('field.settings.timeFormat')),
  /** Weekdays without deliveries, 0 = Sunday ... 6 = Saturday. */
  closed_weekdays: z.array(z.number().int().min(0).max(6)).max(6),
  /** Public holidays and other closed days (YYYY-MM-DD). */
  holidays: z.array(z.iso.date()).max(200),
  /** Orders the shop can deliver in one day. */
  daily_capacity: z
    .number()
    .int()
    .min(1, fieldMessage('field.settings.dailyCapacityAtLeast1'))
    .max(100_000),
});
export type DeliverySettings = z.infer<typeof deliverySettings>;

const postcode = z
  .string()
  .trim()
  .regex(/^\d{5}$/, fieldMessage('field.settings.postcodeFormat'));

/** One postcode range and its remote-area surcharge (remote-areas.ts). */
export const remoteArea = z
  .object({
    name: z.string().trim().min(1, fieldMessage('field.settings.nameArea')).max(100),
    from: postcode,
    to: postcode,
    surcharge: z
      .number()
      .int(fieldMessage('field.settings.useWholeWon'))
      .min(0, fieldMessage('field.settings.surchargeCannotNegative'))
      .max(100_000, fieldMessage('field.settings.surchargeTooHigh')),
  })
  .refine((area) => area.from <= area.to, {
    message: fieldMessage('field.settings.rangeReversed'),
    path: ['to'],
  });

/** Remote-area surcharges by postcode range; no postcode may fall in two ranges. */
export const remoteAreas = z
  .array(remoteArea)
  .max(500)
  .superRefine((areas, ctx) => {
    const overlap = overlappingAreas(areas);
    if (overlap) {
      const [first, second] = overlap;
      ctx.addIssue({
        code: 'custom',
        message: fieldMessage('field.settings.areasOverlap', {
          second: second.name,
          secondFrom: second.from,
          secondTo: second.to,
          first: first.name,
          firstFrom: first.from,
          firstTo: first.to,
        }),
        path: [areas.indexOf(second), 'from'],
      });
    }
  });

/**
 * The chat the floating button, the transfer note and the policies name (messenger.ts). A KakaoTalk
 * channel needs its pf.kakao.com address; WhatsApp's is made from the `whatsapp` number.
 */
export const messengerSetting = z
  .object({
    kind: z.enum(messengerKinds, {
      error: fieldMessage('field.settings.messengerKind'),
    }),
    url: z.string().trim().max(200, fieldMessage('field.settings.addressTooLong')),
  })
  .superRefine((messenger, ctx) => {
    if (messenger.kind === 'kakao' && !KAKAO_CHANNEL_URL.test(messenger.url))
      ctx.addIssue({ code: 'custom', path: ['url'], message: KAKAO_CHANNEL_MESSAGE });
  });

const koreanText = z.string().trim().max(300, fieldMessage('field.settings.koreanTextTooLong'));

/** Everything the storefront shows about the shop itself (ADR 0020), from one settings source. */
export const shopSettings = z.object({
  shop_name: z.string().min(1),
  shop_name_kr: z.string().min(1),
  phone: z.string().min(1),
  whatsapp: z.string().min(1),
  messenger: messengerSetting,
  email: z.email(),
  bank_name: z.string().trim().min(1, fieldMessage('field.settings.enterBankName')),
  /** Each `_ko` setting is what Korean pages and emails show instead; empty, the English one. */
  bank_name_ko: koreanText,
  account_title: z.string().trim().min(1, fieldMessage('field.settings.enterAccountHolder')),
  account_title_ko: koreanText,
  account_number: accountNumber,
  /** When the shop is open (footer, contact page, About). */
  opening_hours: z.string().trim().min(1, fieldMessage('field.settings.enterOpeningHours')),
  opening_hours_ko: koreanText,
  /** When customer service answers (home blurb, About, contact page). */
  support_hours: z.string().trim().min(1, fieldMessage('field.settings.enterSupportHours')),
  support_hours_ko: koreanText,
  /** 사업자등록번호, 000-00-00000 with a valid check digit. */
  business_registration: z
    .string()
    .trim()
    .refine(isBusinessNumber, fieldMessage('field.settings.businessNumber')),
  /** What the E-Commerce Act asks every page to show (korea-commerce.md). */
  business: businessDetails,
  address: z.string().min(1),
  address_ko: koreanText,
  social_links: socialLinks,
  free_shipping_notice: z.string().min(1),
  /** Orders whose goods (before a promo code) cost less are refused at checkout; 0 means none. */
  minimum_order_amount: z
    .number({ error: fieldMessage('field.settings.useWholeWon') })
    .int(fieldMessage('field.settings.useWholeWon'))
    .min(0, fieldMessage('field.settings.minimumOrderCannotNegative'))
    .max(1_000_000, fieldMessage('field.settings.minimumOrderTooHigh')),
  privacy_policy: policyText,
  /** The privacy policy as the Korean pages show it (/ko/privacy-policy). */
  privacy_policy_ko: policyText,
  /** Cancellation, withdrawal, returns and refunds: the return policy page and every product page. */
  return_policy: policyText,
  /** The return policy as the Korean pages show it: /ko/return-policy and Korean product pages. */
  return_policy_ko: policyText,
  delivery: deliverySettings,
  /** 도서산간: extra shipping to Jeju and the islands, by postcode range (remote-areas.ts). */
  remote_areas: remoteAreas,
});
export type ShopSettings = z.infer<typeof shopSettings>;
export const SHOP_SETTING_KEYS = shopSettings.keyof().options;

/**
 * GET /api/settings: the settings and the Toss Payments client key the payment widget opens with
 * (null when the shop has not set its Toss keys: checkout then offers cash and transfer only).
 */
export const publicShopSettings = shopSettings.extend({ toss_client_key: z.string().nullable() });
export type PublicShopSettings = z.infer<typeof publicShopSettings>;
