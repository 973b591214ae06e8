// The zod schemas of a Korean checkout's recipient and delivery request: what both checkouts take
// and what orders answer. The rules themselves are zod-free in delivery-request.ts, for the web.
import { z } from 'zod';
import {
  DELIVERY_NOTE_MAX,
  DELIVERY_PLACES,
  DELIVERY_REQUEST_MESSAGES,
  deliveryRequestProblem,
  ENTRANCE_CODE_MAX,
  ENTRANCE_KINDS,
  normalizeDeliveryRequest,
} from './delivery-request.ts';
import { koreanPhone } from './phone.ts';

/** 받는 분: who receives the box, when not the orderer. */
export const recipientInput = z.object({
  name: z
    .string({ error: 'Recipient name is required' })
    .trim()
    .min(1, 'Recipient name is required')
    .max(100, 'Recipient name must be 100 characters or fewer'),
  phone: koreanPhone,
});

/** Where to leave the box and how to get into the building (delivery-request.ts has the rules). */
export const deliveryRequestInput = z
  .object({
    place: z.enum(DELIVERY_PLACES, { error: 'Please choose where to leave the box' }),
    entrance: z.object({
      kind: z.enum(ENTRANCE_KINDS, { error: 'Please choose how to get into the building' }),
      code: z
        .string()
        .max(ENTRANCE_CODE_MAX * 2)
        .nullish(),
    }),
    note: z
      .string()
      .max(DELIVERY_NOTE_MAX, `The delivery note must be ${DELIVERY_NOTE_MAX} characters or fewer`)
      .nullish(),
  })
  .superRefine((request, ctx) => {
    const found = deliveryRequestProblem(request);
    if (found)
      ctx.addIssue({
        code: 'custom',
        path: found.field.split('.'),
        message: DELIVERY_REQUEST_MESSAGES[found.problem],
      });
  })
  .transform(normalizeDeliveryRequest);

export const deliveryRequest = z.object({
  place: z.enum(DELIVERY_PLACES),
  entrance: z.object({ kind: z.enum(ENTRANCE_KINDS), code: z.string().optional() }),
  note: z.string().optional(),
});

/** A stored delivery request as orders answer it, or null when none (or one unreadable). */
export function storedDeliveryRequest(value: unknown): z.infer<typeof deliveryRequest> | null {
  const parsed = deliveryRequest.safeParse(value);
  return parsed.success ? parsed.data : null;
}
