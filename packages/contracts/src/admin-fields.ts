// Field builders the back office's bodies share: whole won and trimmed text, with the messages
// the forms show.
import { z } from 'zod';
import { fieldMessage } from './field-message.ts';

export const wonField = (name: string) =>
  z
    .number({ error: fieldMessage('field.named.wholeWon', { field: name }) })
    .int(fieldMessage('field.named.wholeWon', { field: name }))
    .min(0, fieldMessage('field.named.notNegative', { field: name }))
    .max(100_000_000, fieldMessage('field.named.tooLarge', { field: name }));

export const requiredText = (name: string, max: number) =>
  z
    .string({ error: fieldMessage('field.named.required', { field: name }) })
    .trim()
    .min(1, fieldMessage('field.named.required', { field: name }))
    .max(max, fieldMessage('field.named.tooLong', { field: name }));
export const optionalText = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, fieldMessage('field.named.tooLong', { field: name }))
    .nullable()
    .optional();
