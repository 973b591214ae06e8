// Remote-area (도서산간) delivery surcharges: couriers charge more to ship to Jeju and the islands,
// by postcode range, and the shop passes it on as its own line. No zod here: the web app's order
// screens import it.
import { readPostcode } from './postcode.ts';

/** A range of 5-digit Korean postcodes (both ends included) and what shipping there costs extra. */
export interface RemoteArea {
  /** What the back office calls the range, e.g. "Jeju" or "Ulleung-do". */
  name: string;
  from: string;
  to: string;
  /** Whole won added to the shipping of an order delivered there. */
  surcharge: number;
}

/**
 * The 5-digit postcode of an address as typed or found (spaces and hyphens dropped, full-width
 * digits read as digits), or null.
 */
export const normalPostcode = readPostcode;

/**
 * What delivering to `postcode` costs on top of shipping: the surcharge of the range holding it,
 * or 0 (the mainland, or a postcode we cannot read). Same-length digit strings compare like numbers.
 */
export function remoteAreaSurcharge(
  postcode: string | null | undefined,
  areas: readonly RemoteArea[],
): number {
  const code = normalPostcode(postcode);
  if (!code) return 0;
  return areas.find((area) => area.from <= code && code <= area.to)?.surcharge ?? 0;
}

/** The first two ranges that share a postcode, if any (the settings refuse them). */
export function overlappingAreas(areas: readonly RemoteArea[]): [RemoteArea, RemoteArea] | null {
  const sorted = [...areas].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  let previous: RemoteArea | undefined;
  for (const current of sorted) {
    if (previous && current.from <= previous.to) return [previous, current];
    previous = current;
  }
  return null;
}
