import { fireEvent, render, screen } from '@testing-library/react';
import { InEnglish } from '@/testing/i18n';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('marks the current page and disables Previous on the first page', () => {
    render(<Pager page={1} pages={9} onChange={() => {}} />, { wrapper: InEnglish });
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Page 9' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 5' })).not.toBeInTheDocument();
  });

  it('asks for the next, previous and chosen pages', () => {
    const onChange = vi.fn();
    render(<Pager page={5} pages={9} onChange={onChange} />, { wrapper: InEnglish });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 9' }));
    expect(onChange.mock.calls).toEqual([[6], [4], [9]]);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pager page={1} pages={1} onChange={() => {}} />, {
      wrapper: InEnglish,
    });
    expect(container).toBeEmptyDOMElement();
  });
});
