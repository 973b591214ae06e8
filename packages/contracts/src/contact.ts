import { z } from 'zod';

export const CONTACT_MESSAGE_MAX = 5_000;

export const contactBody = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CONTACT_MESSAGE_MAX, `Message must be ${CONTACT_MESSAGE_MAX} characters or fewer`),
});
export type ContactBody = z.input<typeof contactBody>;

export const CONTACT_SENT_MESSAGE = 'Message sent successfully!';
export const contactResponse = z.object({ message: z.string() });
