import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('links an English page to the same page, query included, in Korean', () => {
    renderWithProviders(<LanguageSwitch />, { path: '/search?q=kimchi&page=2' });
    expect(screen.getByRole('link', { name: '한국어' })).toHaveAttribute(
      'href',
      '/ko/search?q=kimchi&page=2',
    );
    expect(screen.getByText('English')).toHaveAttribute('aria-current', 'true');
  });

  it('links a Korean page to the same page in English', () => {
    renderWithProviders(<LanguageSwitch />, { path: '/product/p1', locale: 'ko' });
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/product/p1');
    // A plain page load: the other page brings its own catalogue.
    expect(english).not.toHaveAttribute('data-routed');
    expect(screen.getByText('한국어')).toHaveAttribute('aria-current', 'true');
  });
});
