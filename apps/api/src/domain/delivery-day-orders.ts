// The orders that go out on a delivery day, as the picking list and the packing screen read them.
import { calendarDay, koreanDayRange } from '@jangbogi/contracts/korea-time';
import type { Prisma } from '../generated/prisma/client.ts';

/**
 * Confirmed orders wait to be packed, packed ones show what went into their box. Orders placed
 * that day without a chosen delivery day go out with it.
 */
export function goingOutOn(date: string): Prisma.OrderWhereInput {
  const { start, end } = koreanDayRange(date);
  return {
    status: { in: ['confirmed', 'packed'] },
    OR: [
      { deliveryDate: calendarDay(date) },
      { deliveryDate: null, placedAt: { gte: start, lt: end } },
    ],
  };
}
