import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDay,
  formatDeadline,
  formatDeliveryDay,
  formatLongDay,
  formatWon,
  formatWonRound,
} from './format.ts';

describe('formatWon', () => {
  it('writes won as each language does', () => {
    expect(formatWon(12300, 'ko')).toBe('12,300원');
    expect(formatWon(12300, 'en')).toBe('₩12,300');
    expect(formatWon(-2000, 'ko')).toBe('-2,000원');
    expect(formatWon(0, 'en')).toBe('₩0');
  });
});

describe('formatDateTime', () => {
  // 06:05 UTC is 15:05 in Seoul, whatever the machine's own time zone.
  const moment = '2026-11-24T06:05:00.000Z';

  it('writes Korean dates in Korea time', () => {
    expect(formatDateTime(moment, 'ko')).toBe('2026년 11월 24일 오후 3:05');
  });

  it("writes English dates as the spec's 'MMM Do YYYY, h:mm A' in Korea time", () => {
    expect(formatDateTime(moment, 'en')).toBe('Nov 24th 2026, 3:05 PM');
    expect(formatDateTime('2026-11-21T15:00:00.000Z', 'en')).toBe('Nov 22nd 2026, 12:00 AM');
  });
});

describe('formatWonRound', () => {
  it('says round amounts in 만원 in Korean', () => {
    expect(formatWonRound(50_000, 'ko')).toBe('5만원');
    expect(formatWonRound(12_300, 'ko')).toBe('12,300원');
    expect(formatWonRound(50_000, 'en')).toBe('₩50,000');
  });
});

describe('formatDay', () => {
  it('writes a delivery day with its weekday in each language', () => {
    expect(formatDay('2026-11-25', 'ko')).toBe('2026-11-25 (수)');
    expect(formatDay('2026-11-25', 'en')).toBe('Wed, 25 Nov 2026');
  });
});

describe('formatLongDay', () => {
  it('writes a day out in Korean and leaves it as given in English', () => {
    expect(formatLongDay('2026-11-24', 'ko')).toBe('2026년 11월 24일');
    expect(formatLongDay('2026-11-24', 'en')).toBe('2026-11-24');
  });
});

describe('formatDeliveryDay and formatDeadline', () => {
  it('write a day of the coming week without its year', () => {
    expect(formatDeliveryDay('2026-11-30', 'ko')).toBe('11월 30일 (월)');
    expect(formatDeliveryDay('2026-11-30', 'en')).toBe('Mon, Nov 30');
    expect(formatDeliveryDay('soon', 'en')).toBe('soon');
  });

  it('name Korea time with a deadline', () => {
    const instant = '2026-11-30T06:05:00.000Z';
    expect(formatDeadline(instant, 'ko')).toBe('11월 30일 (월) 오후 3:05 (한국 시간)');
    expect(formatDeadline(instant, 'en')).toBe('Mon, Nov 30, 3:05 PM (Korea time)');
    expect(formatDeadline('2026-11-29T15:00:00.000Z', 'ko')).toBe(
      '11월 30일 (월) 오전 12:00 (한국 시간)',
    );
  });
});
