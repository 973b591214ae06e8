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
import { fieldMessage } from './field-message.ts';

/** 받는 분: who receives the box, when not the orderer. */
export const recipientInput = z.object({
  name: z
    .string({ error: fieldMessage('field.deliveryRequest.recipientNameRequired') })
    .trim()
    .min(1, fieldMessage('field.deliveryRequest.recipientNameRequired'))
    .max(100, fieldMessage('field.deliveryRequest.recipientNameTooLong')),
  phone: koreanPhone,
});

/** Where to leave the box and how to get into the building (delivery-request.ts has the rules). */
export const deliveryRequestInput = z
  .object({
    place: z.enum(DELIVERY_PLACES, {
      error: fieldMessage('field.deliveryRequest.choosePlace'),
    }),
    entrance: z.object({
      kind: z.enum(ENTRANCE_KINDS, {
        error: fieldMessage('field.deliveryRequest.chooseEntrance'),
      }),
      code: z
        .string()
        .max(ENTRANCE_CODE_MAX * 2)
        .nullish(),
    }),
    note: z
      .string()
      .max(
        DELIVERY_NOTE_MAX,
        fieldMessage('field.deliveryRequest.noteTooLong', { max: DELIVERY_NOTE_MAX }),
      )
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
