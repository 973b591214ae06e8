import type { ShopSettings } from '@jangbogi/contracts/settings';

const policy = (title: string, body: string) => ({
  title,
  effective_date: '2026-11-01',
  sections: [{ heading: title, body }],
});

/** Shop settings as GET /api/settings answers them, with figures a test can look for. */
export function testShopSettings(overrides: Partial<ShopSettings> = {}): ShopSettings {
  return {
    shop_name: 'Jangbogi',
    shop_name_kr: '장보기',
    phone: '02-3144-0415',
    whatsapp: '+82 10-5821-4470',
    email: 'help@jangbogi.kr',
    bank_name: 'Shinhan Bank',
    bank_name_ko: '신한은행',
    account_title: 'Jangbogi Co., Ltd.',
    account_title_ko: '(주)장보기',
    account_number: '110-482-771903',
    opening_hours: 'Every day 10:00-22:00',
    opening_hours_ko: '매일 10:00-22:00',
    delivery: { cutoff_time: '15:00', closed_weekdays: [0], holidays: [], daily_capacity: 40 },
    remote_areas: [{ name: 'Jeju', from: '63000', to: '63644', surcharge: 3_000 }],
    minimum_order_amount: 0,
    support_hours: 'Weekdays 09:00-18:00',
    support_hours_ko: '평일 09:00-18:00',
    business_registration: '220-81-62517',
    business: {
      company_name: 'Jangbogi Co., Ltd.',
      company_name_ko: '주식회사 장보기',
      representative: 'Kim Haneul',
      mail_order_number: '제2026-서울마포-0415호',
      privacy_officer: 'Park Seoyeon',
      privacy_contact: 'privacy@jangbogi.kr',
      hosting_provider: 'Example Cloud',
      buyer_protection_provider: 'Example Escrow',
      buyer_protection_number: 'ESC-1',
    },
    address: '27 Yanghwa-ro 12-gil, Mapo-gu, Seoul 04039',
    address_ko: '서울특별시 마포구 양화로12길 27',
    social_links: { instagram: null, facebook: null, youtube: null, kakao: null },
    free_shipping_notice: 'Free delivery on orders of ₩50,000 or more',
    privacy_policy: policy('Privacy Policy', 'We keep access logs for 3 months.'),
    return_policy: policy('Return Policy', 'Withdraw within 9 days of receipt.'),
    privacy_policy_ko: policy('개인정보처리방침', '웹사이트 방문 기록은 3개월 동안 보관합니다.'),
    return_policy_ko: policy('교환·반품 안내', '상품을 받은 날부터 9일 안에 철회할 수 있습니다.'),
    ...overrides,
  };
}
