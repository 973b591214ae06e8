import { z } from 'zod';
import { KOREAN_PHONE_MESSAGE, normalizeKoreanPhone } from './phone-number.ts';
import { fieldMessage } from './field-message.ts';

export const koreanPhone = z
  .string({ error: fieldMessage('field.phone.phoneNumberRequired') })
  .trim()
  .min(1, fieldMessage('field.phone.phoneNumberRequired'))
  .max(20, KOREAN_PHONE_MESSAGE)
  .transform((value, ctx) => {
    const normalized = normalizeKoreanPhone(value);
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: KOREAN_PHONE_MESSAGE });
      return z.NEVER;
    }
    return normalized;
  });
