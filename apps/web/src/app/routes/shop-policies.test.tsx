import type { ProductDetail } from '@jangbogi/contracts/catalog';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FeatureBlurbs } from '@/features/catalog/components/feature-blurbs';
import { ProductTabs } from '@/features/catalog/components/product-tabs';
import { ShopContactDetails } from '@/features/contact/components/shop-contact-details';
import { json, mockFetch } from '@/testing/fetch';
import { aProduct } from '@/testing/products';
import { renderWithProviders } from '@/testing/render';
import { testShopSettings } from '@/testing/settings';
import { AboutRoute } from './about';
import { PrivacyPolicyRoute, ReturnPolicyRoute } from './policy';

// Figures no built-in text has, so a page that shows them can only have read the settings.
const settings = testShopSettings({
  opening_hours: 'Tue-Sun 08:30-21:30',
  support_hours: 'Weekdays 09:00-18:00',
  return_policy: {
    title: 'Return Policy',
    effective_date: '2026-11-23',
    sections: [
      { heading: 'Change of mind', body: 'Withdraw within 9 days of receiving an item.' },
      { heading: 'Fresh food', body: 'Fresh food cannot be returned for a change of mind.' },
    ],
  },
  return_policy_ko: {
    title: '교환·반품 안내',
    effective_date: '2026-11-24',
    sections: [
      { heading: '단순 변심', body: '상품을 받은 날부터 9일 안에 철회할 수 있습니다.' },
      { heading: '신선식품', body: '신선식품은 단순 변심으로 반품할 수 없습니다.' },
    ],
  },
});

const product: ProductDetail = {
  ...aProduct(),
  description: 'Crisp napa cabbage kimchi.',
  search_keywords: [],
  description_kr: null,
  origin: null,
  perishable: false,
  tax_type: 'taxed',
  notice: { kind: 'processed_food', title_ko: '가공식품', title_en: 'Processed food', items: [] },
  subcategory: {
    _id: 'sub-1',
    name: 'Kimchi',
    name_kr: '김치',
    category_id: { _id: 'cat-1', name: 'Side dishes', name_kr: '반찬' },
  },
  images: [],
};

describe('shop policies and hours come from the settings alone', () => {
  it('shows the same return terms in the product refund tab and on the return policy page', async () => {
    mockFetch({ 'GET /api/settings': () => json(200, settings) });
    const tabs = renderWithProviders(<ProductTabs product={product} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Product Refund Policy' }));
    const panel = screen.getByRole('tabpanel');
    expect(
      await within(panel).findByText('Withdraw within 9 days of receiving an item.'),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText('Fresh food cannot be returned for a change of mind.'),
    ).toBeInTheDocument();
    expect(panel).not.toHaveTextContent(/3 days|7 days/);
    tabs.unmount();

    renderWithProviders(<ReturnPolicyRoute />);
    expect(
      await screen.findByText('Withdraw within 9 days of receiving an item.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Fresh food cannot be returned for a change of mind.'),
    ).toBeInTheDocument();
  });

  it('states the opening and support hours of the settings on About, home and contact', async () => {
    mockFetch({ 'GET /api/settings': () => json(200, settings) });
    const about = renderWithProviders(<AboutRoute />);
    expect(await screen.findByText('Tue-Sun 08:30-21:30')).toBeInTheDocument();
    expect(screen.getByText('Weekdays 09:00-18:00')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Mon-Sat/);
    about.unmount();

    const home = renderWithProviders(<FeatureBlurbs />);
    expect(await screen.findByText(/Weekdays 09:00-18:00/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/24\/7|day or night/);
    home.unmount();

    renderWithProviders(<ShopContactDetails />);
    expect(await screen.findByText('Tue-Sun 08:30-21:30')).toBeInTheDocument();
    expect(screen.getByText('Weekdays 09:00-18:00')).toBeInTheDocument();
  });

  it('shows the Korean policies on Korean pages and the English ones on English pages', async () => {
    mockFetch({ 'GET /api/settings': () => json(200, settings) });
    const returns = renderWithProviders(<ReturnPolicyRoute />, { locale: 'ko' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '교환·반품 안내' }),
    ).toBeInTheDocument();
    expect(screen.getByText('상품을 받은 날부터 9일 안에 철회할 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByText('2026년 11월 24일')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Withdraw within 9 days');
    returns.unmount();

    const tabs = renderWithProviders(<ProductTabs product={product} />, { locale: 'ko' });
    await userEvent.click(screen.getByRole('tab', { name: '환불 정책' }));
    expect(
      await within(screen.getByRole('tabpanel')).findByText(
        '신선식품은 단순 변심으로 반품할 수 없습니다.',
      ),
    ).toBeInTheDocument();
    tabs.unmount();

    const privacy = renderWithProviders(<PrivacyPolicyRoute />, { locale: 'ko' });
    expect(
      await screen.findByText('웹사이트 방문 기록은 3개월 동안 보관합니다.'),
    ).toBeInTheDocument();
    privacy.unmount();

    renderWithProviders(<PrivacyPolicyRoute />);
    expect(await screen.findByText('We keep access logs for 3 months.')).toBeInTheDocument();
    expect(screen.getByText('2026-11-01')).toBeInTheDocument();
  });
});
