// Field builders the back office's bodies share: whole won and trimmed text, with the messages
// the forms show.
import { z } from 'zod';

export const wonField = (name: string) =>
  z
    .number({ error: `${name} must be a whole number of won` })
    .int(`${name} must be a whole number of won`)
    .min(0, `${name} cannot be negative`)
    .max(100_000_000, `${name} is too large`);

export const requiredText = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} is too long`);
export const optionalText = (name: string, max: number) =>
  z.string().trim().max(max, `${name} is too long`).nullable().optional();
