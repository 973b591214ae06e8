import { z } from 'zod';
import { fieldMessage } from './field-message.ts';

export const tokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponse>;

export const validateTokenResponse = z.object({ valid: z.boolean() });
export type ValidateTokenResponse = z.infer<typeof validateTokenResponse>;

export const refreshTokenBody = z
  .object({
    token: z
      .string({ error: fieldMessage('field.session.tokenRequired') })
      .min(1, fieldMessage('field.session.tokenRequired'))
      .max(4000, fieldMessage('field.session.tokenTooLong')),
  })
  .strict();
export type RefreshTokenBody = z.infer<typeof refreshTokenBody>;
