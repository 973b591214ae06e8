import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { VirtualAccountDetails } from './virtual-account-details';

// The copyable rows of the transfer details and of a virtual account are one component.
describe('copyable figures', () => {
  afterEach(() => vi.unstubAllGlobals());

  const account = {
    bank: '국민은행',
    account_number: 'X2700-0000-0012',
    due_date: '2026-12-04T14:59:59.000Z',
  };

  it('shows the figure as written and copies what a banking app takes', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<VirtualAccountDetails account={account} amount={35_000} />);

    expect(screen.getByTestId('virtual-account-number')).toHaveTextContent('X2700-0000-0012');
    await userEvent.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(writeText).toHaveBeenLastCalledWith('270000000012');
    await userEvent.click(screen.getByRole('button', { name: 'Copy amount' }));
    expect(writeText).toHaveBeenLastCalledWith('35000');
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Copied');
  });

  it('selects the shown figure to copy by hand when the clipboard is not there', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderWithProviders(<VirtualAccountDetails account={account} amount={35_000} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(window.getSelection()?.toString()).toBe('X2700-0000-0012');
  });
});
