import { describe, expect, it } from 'vitest';
import { addressBody } from './addresses.ts';
import { fieldMessage } from './field-message.ts';
import { guestCheckoutBody } from './orders.ts';
import {
  postcodeProblem,
  provinceOfAddress,
  provinceOfPostcode,
  readPostcode,
} from './postcode.ts';
import { normalPostcode } from './remote-areas.ts';

const JEJU_ROAD = '제주특별자치도 제주시 첨단로 242';

describe('Korean postcodes', () => {
  it.each([
    ['63309', '63309'],
    ['６３１００', '63100'],
    ['633 09', '63309'],
    ['12', null],
    ['1234567890', null],
    ['abcde', null],
    ['', null],
  ])('reads %j as %j', (input, expected) => {
    expect(readPostcode(input)).toBe(expected);
  });

  it('reads full-width digits for the surcharge too', () => {
    expect(normalPostcode('６３３０９')).toBe('63309');
  });

  it.each([
    ['01018', 'Seoul'],
    ['10500', 'Gyeonggi'],
    ['21000', 'Incheon'],
    ['30100', 'Sejong'],
    ['40228', 'North Gyeongsang'],
    ['48058', 'Busan'],
    ['61000', 'Gwangju'],
    ['63000', 'Jeju'],
    ['63644', 'Jeju'],
  ])('places %s in %s', (postcode, province) => {
    expect(provinceOfPostcode(postcode)?.en).toBe(province);
  });

  it('knows no province for the reserved and northern ranges', () => {
    expect(provinceOfPostcode('00123')).toBeNull();
    expect(provinceOfPostcode('64000')).toBeNull();
    expect(provinceOfPostcode('70000')).toBeNull();
  });

  it.each([
    [{ street: JEJU_ROAD }, 'Jeju'],
    [{ street: '제주 제주시 첨단로 242' }, 'Jeju'],
    [{ street: '첨단로 242', city: '제주시' }, 'Jeju'],
    [{ street: '242 Cheomdan-ro', state: 'Jeju-do' }, 'Jeju'],
    [{ street: '경기 광주시 경안로 1' }, 'Gyeonggi'],
    [{ street: '광주 북구 용봉로 77' }, 'Gwangju'],
    [{ street: '서울 강남구 테헤란로 123 (경남아파트)' }, 'Seoul'],
    [{ street: '123 Teheran-ro', city: 'Seoul', state: 'Seoul' }, 'Seoul'],
    [{ street: '세종대로 12', city: 'Busan Metropolitan City' }, 'Busan'],
  ])('finds the province of %j', (address, province) => {
    expect(provinceOfAddress(address)?.en).toBe(province);
  });

  it('names no province for an address it cannot place, and then accepts any postcode', () => {
    const address = { street: '12 Sejong-daero', city: 'Jongno-gu' };
    expect(provinceOfAddress(address)).toBeNull();
    expect(postcodeProblem('63309', address)).toBeNull();
  });

  it('finds a Jeju road address with a Seoul postcode', () => {
    expect(postcodeProblem('01018', { street: JEJU_ROAD })).toMatchObject({
      kind: 'province',
      postcodeProvince: { en: 'Seoul' },
      addressProvince: { en: 'Jeju' },
    });
    expect(postcodeProblem('63309', { street: JEJU_ROAD })).toBeNull();
    expect(postcodeProblem('12', { street: JEJU_ROAD })).toEqual({ kind: 'digits' });
    expect(postcodeProblem('70000', {})).toEqual({ kind: 'unknown' });
  });
});

describe('the address book and guest checkout schemas', () => {
  const home = {
    full_name: 'Kim Minji',
    street: JEJU_ROAD,
    city: '제주시',
    state: '제주특별자치도',
    postal_code: '６３３０９',
    country: 'South Korea',
    phone: '010 1234 5678',
  };
  const guest = {
    first_name: 'Minji',
    last_name: 'Kim',
    email: 'minji@example.com',
    phone: '01012345678',
    payment_method: 'cash',
    privacy_consent: true,
    address: { street: JEJU_ROAD, city: '제주시', postal_code: '63309' },
  };
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it('stores the postcode as digits and the phone hyphenated', () => {
    expect(addressBody.parse(home)).toMatchObject({
      postal_code: '63309',
      phone: '010-1234-5678',
    });
    expect(guestCheckoutBody.parse(guest)).toMatchObject({
      phone: '010-1234-5678',
      address: { postal_code: '63309' },
    });
  });

  it.each([undefined, '', '12', '1234567890', 'abcde', '70000'])(
    'refuses the postcode %j in both',
    (postal_code) => {
      expect(addressBody.safeParse({ ...home, postal_code }).success).toBe(false);
      expect(
        guestCheckoutBody.safeParse({ ...guest, address: { ...guest.address, postal_code } })
          .success,
      ).toBe(false);
    },
  );

  it('refuses a Jeju address with a Seoul postcode in both', () => {
    // The message names its text and carries the postcode and both provinces in each language.
    const expected = fieldMessage('field.postcode.otherProvince', {
      postcode: '01018',
      postcodeProvince: { en: 'Seoul', ko: '서울' },
      addressProvince: { en: 'Jeju', ko: '제주' },
    });
    expect(messages(addressBody.safeParse({ ...home, postal_code: '01018' }))).toEqual([expected]);
    expect(
      messages(
        guestCheckoutBody.safeParse({
          ...guest,
          address: { ...guest.address, postal_code: '01018' },
        }),
      ),
    ).toEqual([expected]);
  });

  it.each(['1234567890', '+1 202-555-0100', 'abcdefghij', '0000000000', "+1+1+cmd|' /C calc'!A0"])(
    'refuses the guest phone %j',
    (phone) => {
      expect(guestCheckoutBody.safeParse({ ...guest, phone }).success).toBe(false);
      expect(addressBody.safeParse({ ...home, phone }).success).toBe(false);
    },
  );
});
