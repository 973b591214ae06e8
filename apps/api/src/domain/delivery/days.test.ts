import type { DeliverySettings } from '@jangbogi/contracts/settings';
import { describe, expect, it } from 'vitest';
import { deliverableDates } from './days.ts';

const SETTINGS: DeliverySettings = {
  cutoff_time: '15:00',
  closed_weekdays: [0],
  holidays: ['2026-12-25'],
  daily_capacity: 10,
};

/** An instant given as Korean wall-clock time. */
const korea = (dateTime: string) => new Date(`${dateTime}:00+09:00`);

describe('deliverable dates, in Korean time', () => {
  it('is the next day before the cut-off and the day after past it', () => {
    expect(deliverableDates(SETTINGS, korea('2026-11-24T14:59'), 1)).toEqual(['2026-11-25']);
    expect(deliverableDates(SETTINGS, korea('2026-11-24T15:00'), 1)).toEqual(['2026-11-26']);
    // 23:30 in Seoul is still the 24th there, though the 24th is over in UTC only at 09:00.
    expect(deliverableDates(SETTINGS, korea('2026-11-24T23:30'), 1)).toEqual(['2026-11-26']);
  });

  it('skips closed weekdays and holidays', () => {
    expect(deliverableDates(SETTINGS, korea('2026-11-28T10:00'), 2)).toEqual([
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(deliverableDates(SETTINGS, korea('2026-12-24T10:00'), 2)).toEqual([
      '2026-12-26',
      '2026-12-28',
    ]);
  });

  it('offers a week of days', () => {
    const days = deliverableDates(SETTINGS, korea('2026-11-24T10:00'));
    expect(days).toHaveLength(7);
    expect(days[0]).toBe('2026-11-25');
    expect(days).not.toContain('2026-11-29');
  });
});
