import { normalizeKoreanPhone as apiRule } from '@jangbogi/contracts/phone';
import { describe, expect, it } from 'vitest';
import { normalizeKoreanPhone } from './korean-phone';

describe('normalizeKoreanPhone', () => {
  it.each([
    '01012345678',
    '010-1234-5678',
    '010 1234 5678',
    '+82 10-1234-5678',
    '02-123-4567',
    '031-123-4567',
    '0701234567',
    '12345',
    'abc',
    '010-12-34',
    '',
  ])('agrees with the API rule for %j', (input) => {
    expect(normalizeKoreanPhone(input)).toBe(apiRule(input));
  });
});
