import { z } from 'zod';
import { fieldMessage } from './field-message.ts';

export const CONTACT_MESSAGE_MAX = 5_000;

export const contactBody = z.object({
  email: z
    .string({ error: fieldMessage('field.common.emailRequired') })
    .trim()
    .min(1, fieldMessage('field.common.emailRequired'))
    .max(254, fieldMessage('field.common.emailTooLong'))
    .pipe(z.email({ error: fieldMessage('field.common.invalidEmail') })),
  message: z
    .string({ error: fieldMessage('field.contact.messageRequired') })
    .trim()
    .min(1, fieldMessage('field.contact.messageRequired'))
    .max(
      CONTACT_MESSAGE_MAX,
      fieldMessage('field.maxLengthOrFewer', {
        label: 'field.label.message',
        max: CONTACT_MESSAGE_MAX,
      }),
    ),
});
export type ContactBody = z.input<typeof contactBody>;

export const contactResponse = z.object({ message: z.string() });
