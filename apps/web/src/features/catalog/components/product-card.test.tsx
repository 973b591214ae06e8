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
});
