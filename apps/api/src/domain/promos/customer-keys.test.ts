import { describe, expect, it } from 'vitest';
import { promoEmailKey, promoPhoneKey } from './customer-keys.ts';

describe('promo customer keys', () => {
  it('gives every spelling of a Gmail mailbox one key', () => {
    for (const email of [
      'a.b+x@gmail.com',
      'ab@gmail.com',
      'AB+y@googlemail.com',
      ' A.B@GMail.com ',
      'a.b.+@googlemail.com',
    ]) {
      expect(promoEmailKey(email), email).toBe('ab@gmail.com');
    }
  });

  it('drops the +tag everywhere but keeps dots outside Gmail', () => {
    expect(promoEmailKey('Minji.Kim+sale@Example.co.kr')).toBe('minji.kim@example.co.kr');
    expect(promoEmailKey('minjikim@example.co.kr')).toBe('minjikim@example.co.kr');
    expect(promoEmailKey('a.b@naver.com')).not.toBe(promoEmailKey('ab@naver.com'));
  });

  it('gives the domestic and international forms of a phone number one key', () => {
    for (const phone of [
      '010-1234-5678',
      '01012345678',
      '010 1234 5678',
      '+82 10 1234 5678',
      '+82-10-1234-5678',
      '+82 010 1234 5678',
      '0082 10 1234 5678',
    ]) {
      expect(promoPhoneKey(phone), phone).toBe('01012345678');
    }
    expect(promoPhoneKey('+82 2 123 4567')).toBe('021234567');
    expect(promoPhoneKey('010-9876-5432')).not.toBe('01012345678');
  });

  it('gives no key to text that names no phone line', () => {
    expect(promoPhoneKey("+1+1+cmd|' /C calc'!A0")).toBeNull();
    expect(promoPhoneKey('')).toBeNull();
    expect(promoPhoneKey(null)).toBeNull();
  });
});
