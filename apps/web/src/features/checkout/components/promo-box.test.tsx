import type { PromoCheckResponse } from '@jangbogi/contracts/promos';
import { screen } from '@testing-library/react';
import { renderInEnglish as render } from '@/testing/i18n';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { PromoBox, type AppliedPromo } from './promo-box';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

const answer = (overrides: Partial<PromoCheckResponse>): PromoCheckResponse => ({
  valid: true,
  discount: 0,
  discount_type: 'percent',
  message: '',
  ...overrides,
});

function renderPromoBox(
  check: (code: string) => Promise<PromoCheckResponse>,
  emptyMessage = 'Please enter a promo code',
) {
  const changes: (AppliedPromo | null)[] = [];
  function Harness() {
    const [applied, setApplied] = useState<AppliedPromo | null>(null);
    return (
      <>
        <PromoBox
          applied={applied}
          onChange={(next) => {
            changes.push(next);
            setApplied(next);
          }}
          check={check}
          emptyMessage={emptyMessage}
        />
        <span data-testid="discount">{applied?.discount ?? 0}</span>
      </>
    );
  }
  render(<Harness />);
  return { changes, discount: () => screen.getByTestId('discount').textContent };
}

const codeInput = () => screen.getByLabelText('Promo code');
const applyButton = () => screen.getByRole('button', { name: 'Apply' });

describe('PromoBox', () => {
  it('asks for a code when the box is empty, without calling the server', async () => {
    const check = vi.fn<(code: string) => Promise<PromoCheckResponse>>();
    renderPromoBox(check);
    await userEvent.click(applyButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a promo code');
    expect(check).not.toHaveBeenCalled();
  });

  it('uses the logged-in wording for an empty box', async () => {
    renderPromoBox(vi.fn(), 'Enter a promo code');
    await userEvent.type(codeInput(), '   ');
    await userEvent.click(applyButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a promo code');
  });

  it('applies a valid code, shows the discount and removes it again', async () => {
    const check = vi.fn(async () => answer({ discount: 2_500, message: 'Promo code applied' }));
    const { changes, discount } = renderPromoBox(check);
    await userEvent.type(codeInput(), 'welcome10');
    await userEvent.click(applyButton());

    expect(check).toHaveBeenCalledWith('welcome10');
    expect(await screen.findByRole('status')).toHaveTextContent('WELCOME10 applied: -₩2,500');
    expect(discount()).toBe('2500');
    expect(vi.mocked(notify)).toHaveBeenCalledWith('success', 'Promo code applied');

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(discount()).toBe('0');
    expect(codeInput()).toHaveValue('');
    expect(changes).toEqual([{ code: 'WELCOME10', discount: 2_500 }, null]);
  });

  it("shows the server's reason for an unusable code and resets the discount", async () => {
    const check = vi
      .fn<(code: string) => Promise<PromoCheckResponse>>()
      .mockResolvedValueOnce(answer({ discount: 5_000 }))
      .mockResolvedValueOnce(
        answer({ valid: false, message: 'This promo code needs an order of at least ₩20,000' }),
      );
    const { discount } = renderPromoBox(check);
    await userEvent.type(codeInput(), 'SAVE5000');
    await userEvent.click(applyButton());
    expect(discount()).toBe('5000');

    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await userEvent.type(codeInput(), 'SAVE5000');
    await userEvent.click(applyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This promo code needs an order of at least ₩20,000',
    );
    expect(discount()).toBe('0');
  });

  it("says 'Invalid promo code' when the server gives no reason", async () => {
    const { discount } = renderPromoBox(async () => answer({ valid: false, message: '' }));
    await userEvent.type(codeInput(), 'NOPE');
    await userEvent.click(applyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid promo code');
    expect(discount()).toBe('0');
  });

  it("says 'Failed to validate promo code' when the check fails", async () => {
    renderPromoBox(async () => {
      throw new ApiError(503, { message: 'Service unavailable' });
    });
    await userEvent.type(codeInput(), 'KIMCHI15');
    await userEvent.click(applyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to validate promo code');
    expect(vi.mocked(notify)).toHaveBeenCalledWith('error', 'Failed to validate promo code');
  });
});
