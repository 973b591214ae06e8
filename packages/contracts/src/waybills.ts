// The couriers' bulk waybill sheets and the tracking numbers that come back. Shared by the
// API and the back office.
import { z } from 'zod';
import { fieldMessage } from './field-message.ts';

/**
 * The statuses of an order packed and waiting for its courier: what the waybill export lists and
 * what a tracking number may ship. One place, so a status between confirmed and shipped joins it
 * here.
 */
export const READY_TO_SHIP_STATUSES = ['confirmed', 'packed'] as const;

/** The couriers whose bulk sheets the shop writes: CJ대한통운 (CNPLUS) and 우체국택배. */
export const waybillCouriers = ['cj', 'epost'] as const;
export type WaybillCourier = (typeof waybillCouriers)[number];

export const waybillQuery = z.object({
  /** The delivery day whose orders are packed (YYYY-MM-DD, Korean calendar). */
  date: z.iso.date(),
  courier: z.enum(waybillCouriers, { error: fieldMessage('field.waybills.courierCjEpost') }),
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
});

/** A tracking number as couriers print them: digits, perhaps grouped by hyphens. */
export const TRACKING_NUMBER = /^\d[\d-]{8,18}\d$/;

export const trackingImportQuery = z.object({
  courier: z.enum(waybillCouriers, { error: fieldMessage('field.waybills.courierCjEpost') }),
  /** Without it the file is only previewed. */
  apply: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const trackingImportRow = z.object({
  /** Its number in the sheet (the header is row 1). */
  row: z.number().int(),
  order_number: z.string(),
  tracking_number: z.string(),
  /** `ship`: the order is marked shipped (or will be, in a preview); `refused`: see `problem`. */
  result: z.enum(['ship', 'refused']),
  problem: z.string().nullable(),
});
export type TrackingImportRow = z.infer<typeof trackingImportRow>;

export const trackingImportResult = z.object({
  applied: z.boolean(),
  rows: z.array(trackingImportRow),
  counts: z.object({ ship: z.number().int(), refused: z.number().int() }),
});
export type TrackingImportResult = z.infer<typeof trackingImportResult>;
