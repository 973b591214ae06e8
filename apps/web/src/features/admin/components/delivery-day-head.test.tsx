import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DeliveryDayHead, useAskedDay } from './delivery-day-head';

/** A day page as the picking list and the packing screen are: the day asked for, or the server's. */
function DayPage() {
  const date = useAskedDay() ?? '2026-11-30';
  return (
    <DeliveryDayHead title={`Packing for ${date}`} date={date}>
      <button type="button">Print</button>
    </DeliveryDayHead>
  );
}

describe('DeliveryDayHead', () => {
  it('shows the day asked for and puts a picked day in the address', () => {
    renderWithProviders(<></>, {
      path: '/admin/packing?date=2026-12-01',
      routes: [{ path: 'admin/packing', element: <DayPage /> }],
    });
    expect(screen.getByRole('heading', { name: 'Packing for 2026-12-01' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Delivery day'), { target: { value: '2026-12-02' } });
    expect(screen.getByRole('heading', { name: 'Packing for 2026-12-02' })).toBeInTheDocument();
    expect(screen.getByLabelText('Delivery day')).toHaveValue('2026-12-02');
  });
});
