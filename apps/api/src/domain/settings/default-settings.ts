// The shop's own details as first seeded (ADR 0020). The back office edits them in shop_settings;
// these values only fill keys that have never been stored.
import type { RemoteArea } from '@jangbogi/contracts/remote-areas';
import type { ShopSettings } from '@jangbogi/contracts/settings';
import { DEFAULT_PRIVACY_POLICY_KO, DEFAULT_RETURN_POLICY_KO } from './default-policies-ko.ts';

// Public holidays in Korea, substitute holidays included: no deliveries on these days. The shop
// team adds next year's (and any closing of its own) in the settings.
const KOREAN_PUBLIC_HOLIDAYS_2026_2027 = [
  '2026-01-01', // 신정
  '2026-02-16', // 설날 연휴
  '2026-02-17', // 설날
  '2026-02-18', // 설날 연휴
  '2026-03-02', // 삼일절 대체공휴일
  '2026-05-05', // 어린이날
  '2026-05-25', // 부처님오신날 대체공휴일
  '2026-06-03', // 전국동시지방선거
  '2026-08-17', // 광복절 대체공휴일
  '2026-09-24', // 추석 연휴
  '2026-09-25', // 추석
  '2026-09-26', // 추석 연휴
  '2026-10-05', // 개천절 대체공휴일
  '2026-10-09', // 한글날
  '2026-12-25', // 성탄절
  '2027-01-01', // 신정
  '2027-02-06', // 설날 연휴
  '2027-02-07', // 설날
  '2027-02-08', // 설날 연휴
  '2027-02-09', // 설날 대체공휴일
  '2027-03-01', // 삼일절
  '2027-05-05', // 어린이날
  '2027-05-13', // 부처님오신날
  '2027-08-16', // 광복절 대체공휴일
  '2027-09-14', // 추석 연휴
  '2027-09-15', // 추석
  '2027-09-16', // 추석 연휴
  '2027-10-04', // 개천절 대체공휴일
  '2027-10-11', // 한글날 대체공휴일
  '2027-12-27', // 성탄절 대체공휴일
];

// 도서산간 postcode ranges as the couriers publish them (CJ대한통운 and 한진택배 remote-area lists,
// the ranges shopping-mall platforms copy into their delivery settings): Jeju at 3,000 won, the
// other islands at 5,000. Islands joined to the mainland by a bridge must not be charged (FTC,
// October 2025), so the team edits these in the settings when a courier updates its list.
const island = (name: string, from: string, to = from): RemoteArea => ({
  name,
  from,
  to,
  surcharge: 5_000,
});
const REMOTE_AREAS: RemoteArea[] = [
  { name: 'Jeju (제주특별자치도)', from: '63000', to: '63644', surcharge: 3_000 },
  island('Incheon Jung-gu islands (인천 중구 섬)', '22386', '22388'),
  island('Ganghwa islands (인천 강화군 섬)', '23004', '23010'),
  island('Ongjin islands (인천 옹진군)', '23100', '23116'),
  island('Ongjin islands (인천 옹진군)', '23124', '23136'),
  island('Dangjin islands (충남 당진 섬)', '31708'),
  island('Taean islands (충남 태안 섬)', '32133'),
  island('Boryeong islands (충남 보령 섬)', '33411'),
  island('Ulleung-do (경북 울릉군)', '40200', '40240'),
  island('Busan Gangseo islands (부산 강서구 섬)', '46768', '46771'),
  island('Sacheon islands (경남 사천 섬)', '52570', '52571'),
  island('Tongyeong islands (경남 통영 섬)', '53031', '53033'),
  island('Tongyeong islands (경남 통영 섬)', '53089', '53104'),
  island('Gunsan islands (전북 군산 섬)', '54000'),
  island('Wido (전북 부안 위도)', '56347', '56349'),
  island('Yeonggwang islands (전남 영광 섬)', '57068', '57069'),
  island('Mokpo islands (전남 목포 섬)', '58760', '58762'),
  island('Sinan islands (전남 신안군)', '58800', '58866'),
  island('Jindo islands (전남 진도 섬)', '58953', '58958'),
  island('Wando islands (전남 완도 섬)', '59102', '59103'),
  island('Wando islands (전남 완도 섬)', '59106'),
  island('Wando islands (전남 완도 섬)', '59127'),
  island('Wando islands (전남 완도 섬)', '59129'),
  island('Wando islands (전남 완도 섬)', '59137', '59166'),
  island('Boseong islands (전남 보성 섬)', '59421'),
  island('Goheung islands (전남 고흥 섬)', '59531'),
  island('Goheung islands (전남 고흥 섬)', '59551'),
  island('Goheung islands (전남 고흥 섬)', '59563'),
  island('Goheung islands (전남 고흥 섬)', '59568'),
  island('Yeosu islands (전남 여수 섬)', '59650'),
  island('Yeosu islands (전남 여수 섬)', '59766'),
  island('Yeosu islands (전남 여수 섬)', '59781', '59790'),
];

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  shop_name: 'Jangbogi',
  shop_name_kr: '장보기',
  phone: '02-3144-0415',
  whatsapp: '+82 10-5821-4470',
  // WhatsApp, as the storefront spec has it; the team may switch to a KakaoTalk channel.
  messenger: { kind: 'whatsapp', url: 'https://wa.me/821058214470' },
  email: 'help@jangbogi.kr',
  bank_name: 'KB Kookmin Bank',
  bank_name_ko: 'KB국민은행',
  account_title: 'Jangbogi Co., Ltd.',
  account_title_ko: '(주)장보기',
  account_number: '437801-01-284915',
  opening_hours: 'Every day 10:00-22:00',
  opening_hours_ko: '매일 10:00-22:00',
  support_hours: 'Every day 10:00-22:00',
  support_hours_ko: '매일 10:00-22:00',
  business_registration: '214-88-01931',
  business: {
    company_name: 'Jangbogi Co., Ltd.',
    company_name_ko: '주식회사 장보기',
    representative: '김하늘',
    mail_order_number: '제2026-서울마포-0415호',
    privacy_officer: '박서연 (개인정보보호책임자)',
    privacy_contact: 'privacy@jangbogi.kr',
    hosting_provider: 'Amazon Web Services, Inc.',
    buyer_protection_provider: 'KB국민은행 에스크로',
    buyer_protection_number: 'KB-ESC-2026-0415',
  },
  address: '27 Yanghwa-ro 12-gil, Mapo-gu, Seoul 04039',
  address_ko: '서울특별시 마포구 양화로12길 27 (04039)',
  social_links: {
    instagram: 'https://www.instagram.com/jangbogi.kr',
    facebook: 'https://www.facebook.com/jangbogi.kr',
    youtube: 'https://www.youtube.com/@jangbogi',
    kakao: 'https://pf.kakao.com/_jangbogi',
  },
  free_shipping_notice: 'Free delivery on orders of ₩50,000 or more',
  // Off until the shop team sets one (docs/decisions): a minimum refuses orders, a shop's choice.
  minimum_order_amount: 0,
  privacy_policy: {
    title: 'Privacy Policy',
    effective_date: '2025-07-23',
    sections: [
      {
        heading: 'What we collect',
        body: 'Your name, email address, phone number and delivery addresses, the orders you place and, for account transfers, the payment screenshot you upload.',
      },
      {
        heading: 'Why we use it',
        body: 'To deliver your orders, confirm payments, answer your questions and keep your account secure. We never sell your personal information.',
      },
      {
        heading: 'How long we keep it',
        body: 'Records of contracts and withdrawals of subscription: 5 years. Records of payment and supply of goods: 5 years. Records of consumer complaints and dispute resolution: 3 years. Website access logs: 3 months.',
      },
      {
        heading: 'Your rights',
        body: 'You may view and correct your personal information at any time from your profile, and download all of it as a file under My Account, My Data. You can delete your account there too (회원 탈퇴): your profile, addresses, cart and alerts are deleted at once; the records of your orders are kept for the periods above, apart from any account, and then anonymised. You can also write to us at help@jangbogi.kr.',
      },
    ],
  },
  // The one return, withdrawal and refund text: the return policy page and the product page's
  // refund tab both show it (docs/decisions/0020-one-source-for-shop-policies.md). Its figures
  // follow the E-Commerce Act: 7 days to withdraw, fresh food excepted only because it is said
  // here, on every product page, before purchase.
  return_policy: {
    title: 'Return Policy',
    effective_date: '2026-11-24',
    sections: [
      {
        heading: 'Delivery',
        // Filled in from the delivery settings on every page (policy-facts.ts).
        body: '{delivery_promise}',
      },
      {
        heading: 'Cancelling an order',
        body: 'You can cancel an order free of charge until it ships: call, email or message us with your order number. If delivery is delayed by more than 10 days or an item is out of stock, we cancel and refund it in full.',
      },
      {
        // The packing day's money rules (docs/decisions/0039-the-packing-day.md).
        heading: 'Out-of-stock items and substitutes',
        body: 'At checkout you choose for each item whether a similar product is fine or you want a refund if it is out; My Account sets the choice offered first. If an item cannot go out as ordered on packing day, we refund it, or send the similar product you allowed: never charged above the item you ordered, and at its own price when cheaper. A product sold by weight is charged for its estimated weight: a lighter piece is refunded the difference at its price per kg, a heavier one costs nothing more. Your promo discount and free delivery stay as granted. We email you before the box leaves: a paid transfer is refunded the difference to your bank account, an unpaid transfer or cash on delivery simply owes the new total, and the cash receipt is reissued for it.',
      },
      {
        heading: 'Change of mind: 7 days',
        body: 'You may withdraw from a purchase within 7 days of receiving it, for any reason, as long as the item is unopened and unused. For a change of mind you pay the return shipping.',
      },
      {
        heading: 'Fresh and perishable food',
        body: 'Fresh, chilled and frozen food (vegetables, fruit, meat, seafood, dairy, side dishes) loses its value within days, so once delivered it cannot be returned for a change of mind. A defective, spoiled or wrong item is still taken back: request a return online within {return_days} days of delivery, or contact customer service as set out below.',
      },
      {
        heading: 'Defective or wrong items',
        body: 'A defective, damaged or wrong item is exchanged or refunded free of charge, including return shipping, within 3 months of receipt or within 30 days of when you found the problem. Request it online under My Orders within {return_days} days of delivery; after that, contact customer service. Photos of the item and its packaging help us settle it quickly.',
      },
      {
        heading: 'Missing items',
        body: 'Please tell us about a missing item as soon as you can: online within {missing_days} day of delivery, so we can send it or refund it quickly.',
      },
      {
        heading: 'Requesting a return online',
        body: 'Under My Orders, a delivered order offers "Request a return" with photos of the items and their packaging (1 to 5), until midnight Korean time {return_days} days after the day of delivery for a wrong or defective item, and {missing_days} day after it for a missing item. After that, contact customer service: a defective or wrong item is still taken back as set out above.',
      },
      {
        heading: 'How to return and when you are refunded',
        body: 'Contact customer service by phone, email or {messenger} and we arrange the pickup. We refund within 3 business days of receiving the returned item.',
      },
    ],
  },
  privacy_policy_ko: DEFAULT_PRIVACY_POLICY_KO,
  return_policy_ko: DEFAULT_RETURN_POLICY_KO,
  delivery: {
    cutoff_time: '15:00',
    closed_weekdays: [0],
    holidays: KOREAN_PUBLIC_HOLIDAYS_2026_2027,
    daily_capacity: 40,
  },
  remote_areas: REMOTE_AREAS,
};
