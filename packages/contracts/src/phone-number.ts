// The Korean phone rule without zod, so the web app checks a number as the API does without
// loading the schemas.
// A rule's message is the id of its text in the API's errors catalogue (apps/api/src/lib/i18n/
// messages), which answers it in the request's language.
export const KOREAN_PHONE_MESSAGE = 'validation.koreanPhone';

// Mobile (010, 011, 016-019), Seoul (02), other area codes and 070/050x numbers, with or
// without hyphens or spaces, or with +82. The value is stored in its hyphenated form.
const KOREAN_PHONE = /^(01[016789]|02|0[3-9]\d)(\d{3,4})(\d{4})$/;

/** Normalises 01012345678 / 010 1234 5678 / 010-1234-5678 to 010-1234-5678, or null. */
export function normalizeKoreanPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s-]/g, '');
  // +82 10-1234-5678 is the international form of 010-1234-5678.
  const digits = compact.startsWith('+82') ? `0${compact.slice(3).replace(/^0/, '')}` : compact;
  if (!/^\d+$/.test(digits)) return null;
  const match = KOREAN_PHONE.exec(digits);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}
