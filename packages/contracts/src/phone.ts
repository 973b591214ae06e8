import { z } from 'zod';
import { KOREAN_PHONE_MESSAGE, normalizeKoreanPhone } from './phone-number.ts';

export const koreanPhone = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(20, KOREAN_PHONE_MESSAGE)
  .transform((value, ctx) => {
    const normalized = normalizeKoreanPhone(value);
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: KOREAN_PHONE_MESSAGE });
      return z.NEVER;
    }
    return normalized;
  });
