import { describe, expect, it } from 'vitest';
import { normalizeKoreanPhone } from './phone-number.ts';
import { koreanPhone } from './phone.ts';

describe('Korean phone numbers', () => {
  it.each([
    ['010-1234-5678', '010-1234-5678'],
    ['01012345678', '010-1234-5678'],
    [' 010 1234 5678 ', '010-1234-5678'],
    ['011-123-4567', '011-123-4567'],
    ['02-123-4567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['031-123-4567', '031-123-4567'],
    ['070-1234-5678', '070-1234-5678'],
    ['+82 10-1234-5678', '010-1234-5678'],
    ['+82 2 123 4567', '02-123-4567'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizeKoreanPhone(input)).toBe(expected);
  });

  it.each([
    '',
    '12345',
    '010-123',
    '+1 555 123 4567',
    '010-abcd-5678',
    '0101234567890',
    '1588-1234',
  ])('rejects %s', (input) => {
    expect(normalizeKoreanPhone(input)).toBeNull();
    expect(koreanPhone.safeParse(input).success).toBe(false);
  });
});
