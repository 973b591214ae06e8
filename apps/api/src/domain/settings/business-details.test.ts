import { describe, expect, it } from 'vitest';
import { unsetBusinessDetails } from './business-details.ts';
import { DEFAULT_SHOP_SETTINGS } from './default-settings.ts';

describe('business details a production shop must set', () => {
  it('names every detail still empty or still the example', () => {
    expect(unsetBusinessDetails(DEFAULT_SHOP_SETTINGS)).toContain('business_registration');
    const own = {
      ...DEFAULT_SHOP_SETTINGS,
      business_registration: '220-81-62517',
      business: {
        company_name: '주식회사 우리가게',
        company_name_ko: '',
        representative: '이민수',
        mail_order_number: '제2026-서울강남-1234호',
        privacy_officer: '최지은',
        privacy_contact: 'privacy@example.kr',
        hosting_provider: 'Example Hosting',
        buyer_protection_provider: '우리은행 에스크로',
        buyer_protection_number: '',
      },
    };
    expect(unsetBusinessDetails(own)).toEqual(['business.buyer_protection_number']);
  });
});
