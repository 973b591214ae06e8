import { z } from 'zod';

export const tokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponse>;

export const validateTokenResponse = z.object({ valid: z.boolean() });
export type ValidateTokenResponse = z.infer<typeof validateTokenResponse>;

export const refreshTokenBody = z
  .object({
    token: z
      .string({ error: 'token is required' })
      .min(1, 'token is required')
      .max(4000, 'token is too long'),
  })
  .strict();
export type RefreshTokenBody = z.infer<typeof refreshTokenBody>;
