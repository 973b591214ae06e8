import type { Banner } from '@jangbogi/contracts/catalog';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { BannerCarousel } from './banner-carousel';

const delivery: Banner = {
  _id: 'b1',
  title: 'Free delivery over 50,000 won',
  title_kr: '5만 원 이상 무료배송',
  subtitle: 'Fresh groceries to your door',
  subtitle_kr: '신선한 장보기를 문 앞까지',
  imageUrl: '/uploads/banners/plain-1.svg',
  linkUrl: '/shop',
  isActive: true,
};

describe('BannerCarousel', () => {
  it('writes the banner’s words in Korean over its picture on a Korean page', async () => {
    mockFetch({ 'GET /api/banners': () => json(200, { banners: [delivery] }) });
    renderWithProviders(<BannerCarousel />, { locale: 'ko' });
    expect(await screen.findByText('5만 원 이상 무료배송')).toBeInTheDocument();
    expect(screen.getByText('신선한 장보기를 문 앞까지')).toBeInTheDocument();
    expect(screen.queryByText(/Free delivery/)).not.toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/ko/shop');
  });

  it('writes them in English on an English page', async () => {
    mockFetch({ 'GET /api/banners': () => json(200, { banners: [delivery] }) });
    renderWithProviders(<BannerCarousel />);
    expect(await screen.findByText('Free delivery over 50,000 won')).toBeInTheDocument();
    expect(screen.getByText('Fresh groceries to your door')).toBeInTheDocument();
  });
});
