import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatWon, formatWonRound } from './format';

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
