import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { testShopSettings } from '@/testing/settings';
import { Footer } from './footer';

const settings = testShopSettings({
  business_registration: '220-81-62517',
  business: {
    company_name: '주식회사 장보기',
    company_name_ko: '',
    representative: '김하늘',
    mail_order_number: '제2026-서울마포-0415호',
    privacy_officer: '박서연',
    privacy_contact: 'privacy@jangbogi.kr',
    hosting_provider: 'Example Cloud',
    buyer_protection_provider: 'KB국민은행 에스크로',
    buyer_protection_number: 'KB-ESC-2026-0415',
  },
});

describe('Footer', () => {
  it('shows the hours, bank, account holder, company and address in Korean on a Korean page', async () => {
    mockFetch({ 'GET /api/settings': () => json(200, testShopSettings()) });
    renderWithProviders(<Footer />, { locale: 'ko' });
    for (const text of ['매일 10:00-22:00', '신한은행', '(주)장보기', '상호: 주식회사 장보기'])
      expect(await screen.findByText(text, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/주소: 서울특별시 마포구 양화로12길 27/)).toBeInTheDocument();
    for (const english of ['Every day', 'Shinhan Bank', 'Jangbogi Co., Ltd.', 'Yanghwa-ro'])
      expect(screen.queryByText(english, { exact: false })).not.toBeInTheDocument();
  });

  it("links the business registration number to the FTC's business information page", async () => {
    mockFetch({ 'GET /api/settings': () => json(200, settings) });
    renderWithProviders(<Footer />);

    const link = await screen.findByRole('link', { name: 'Check business information' });
    const details = screen.getByRole('list', { name: 'Business information' });
    expect(within(details).getByText(/Business registration: 220-81-62517/)).toBeInTheDocument();
    expect(details).toContainElement(link);
    expect(link).toHaveAttribute('href', 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2208162517');
    expect(link).toHaveAttribute('target', '_blank');
    for (const text of [
      'Company: 주식회사 장보기',
      'Representative: 김하늘',
      `Address: ${settings.address}`,
      'Mail-order registration: 제2026-서울마포-0415호',
      'Privacy officer: 박서연 · privacy@jangbogi.kr',
      'Hosting: Example Cloud',
      'Buyer protection: KB국민은행 에스크로 (KB-ESC-2026-0415)',
    ]) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
  });

  it('speaks Korean on Korean pages', async () => {
    mockFetch({ 'GET /api/settings': () => json(200, settings) });
    renderWithProviders(<Footer />, { locale: 'ko' });

    const link = await screen.findByRole('link', { name: '사업자정보확인' });
    const details = screen.getByRole('list', { name: '사업자 정보' });
    expect(within(details).getByText(/사업자등록번호: 220-81-62517/)).toBeInTheDocument();
    expect(link).toHaveAttribute('href', 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2208162517');
    expect(
      within(details).getByText('구매안전서비스: KB국민은행 에스크로 (KB-ESC-2026-0415)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '고객센터' })).toBeInTheDocument();
    expect(screen.getByText('5만원 이상 주문하면 무료 배송입니다.')).toBeInTheDocument();
  });
});
