import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProduct } from '@/testing/products';
import { renderWithProviders } from '@/testing/render';
import { ProductCard } from './product-card';

const kimchi = aProduct({
  _id: 'p1',
  name: 'Cabbage Kimchi 1kg',
  name_kr: '배추김치 1kg',
  sell_price: 12_300,
});

describe('ProductCard in each language', () => {
  it('shows the English name and ₩ prices on English pages', () => {
    renderWithProviders(<ProductCard product={kimchi} />);
    expect(screen.getByRole('link', { name: 'Cabbage Kimchi 1kg' })).toHaveAttribute(
      'href',
      '/product/p1',
    );
    expect(screen.getByText('₩12,300')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('shows the Korean name first, 원 prices and Korean labels on Korean pages', () => {
    renderWithProviders(<ProductCard product={kimchi} />, { locale: 'ko' });
    expect(screen.getByRole('link', { name: '배추김치 1kg' })).toHaveAttribute(
      'href',
      '/ko/product/p1',
    );
    expect(screen.getByText('12,300원')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '장바구니 담기' })).toBeInTheDocument();
  });

  it.each([
    ['en', { won: 1_230, per_quantity: 100, unit: 'g' }, '₩1,230 per 100 g'],
    ['ko', { won: 1_230, per_quantity: 100, unit: 'g' }, '100g당 1,230원'],
    ['en', { won: 266, per_quantity: 1, unit: '개' }, '₩266 each'],
    ['ko', { won: 266, per_quantity: 1, unit: '개' }, '1개당 266원'],
    ['en', { won: 83, per_quantity: 10, unit: '매' }, '₩83 per 10 sheets'],
    ['ko', { won: 331, per_quantity: 100, unit: 'ml' }, '100ml당 331원'],
  ] as const)('shows the unit price on %s pages: %j', (locale, unitPrice, text) => {
    renderWithProviders(<ProductCard product={{ ...kimchi, unit_price: unitPrice }} />, {
      locale,
    });
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
