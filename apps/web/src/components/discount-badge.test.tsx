import { render, screen } from '@testing-library/react';
import { InEnglish } from '@/testing/i18n';
import { describe, expect, it } from 'vitest';
import { aProduct } from '@/testing/products';
import { DiscountBadge } from './discount-badge';
import { Price } from './price';

describe('DiscountBadge', () => {
  it('shows the rounded percent off the compare price', () => {
    // (15,000 - 12,300) / 15,000 = 18%
    render(
      <DiscountBadge
        product={aProduct({
          is_on_sale: true,
          sell_price: 14_000,
          sale_price: 12_300,
          compare_price: 15_000,
        })}
      />,
      { wrapper: InEnglish },
    );
    expect(screen.getByText('-18%')).toHaveAccessibleName('18% off');
  });

  it('rounds half up', () => {
    // (8,000 - 6,980) / 8,000 = 12.75% -> 13%
    render(
      <DiscountBadge
        product={aProduct({ is_on_sale: true, sale_price: 6_980, compare_price: 8_000 })}
      />,
      { wrapper: InEnglish },
    );
    expect(screen.getByText('-13%')).toBeInTheDocument();
  });

  it('falls back to the sell price when there is no compare price', () => {
    render(
      <DiscountBadge
        product={aProduct({
          is_on_sale: true,
          sell_price: 10_000,
          sale_price: 7_500,
          compare_price: null,
        })}
      />,
      { wrapper: InEnglish },
    );
    expect(screen.getByText('-25%')).toBeInTheDocument();
  });

  it('shows nothing when the product is not on sale', () => {
    const { container } = render(
      <DiscountBadge
        product={aProduct({ is_on_sale: false, sale_price: 5_000, compare_price: 9_000 })}
      />,
      { wrapper: InEnglish },
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Price', () => {
  it('shows won with separators and strikes through the compare price while on sale', () => {
    const { container } = render(
      <Price
        product={aProduct({
          is_on_sale: true,
          sell_price: 14_000,
          sale_price: 12_300,
          compare_price: 15_000,
        })}
      />,
      { wrapper: InEnglish },
    );
    expect(container.querySelector('del')).toHaveTextContent('₩15,000');
    expect(container).toHaveTextContent('₩12,300');
  });

  it('shows the sell price alone when not on sale', () => {
    const { container } = render(<Price product={aProduct({ sell_price: 4_500 })} />, {
      wrapper: InEnglish,
    });
    expect(container.querySelector('del')).toBeNull();
    expect(container).toHaveTextContent('₩4,500');
  });
});
