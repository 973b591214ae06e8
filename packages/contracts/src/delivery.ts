// The delivery days a shopper can choose at checkout.
import { z } from 'zod';

export const deliveryDay = z.object({
  /** A Korean calendar date, YYYY-MM-DD. */
  date: z.iso.date(),
  /** Orders the shop can still take for that day. */
  remaining: z.number().int().min(0),
});
export type DeliveryDay = z.infer<typeof deliveryDay>;

/** GET /api/delivery/days: the next deliverable days, soonest first. */
export const deliveryDaysResponse = z.object({ days: z.array(deliveryDay) });
export type DeliveryDaysResponse = z.infer<typeof deliveryDaysResponse>;
