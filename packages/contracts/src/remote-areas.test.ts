import { describe, expect, it } from 'vitest';
import { normalPostcode, overlappingAreas, remoteAreaSurcharge } from './remote-areas.ts';
import { remoteAreas } from './settings.ts';

const JEJU = { name: 'Jeju', from: '63000', to: '63644', surcharge: 3_000 };
const ULLEUNG = { name: 'Ulleung', from: '40200', to: '40240', surcharge: 5_000 };

describe('remote-area surcharges', () => {
  it('charges the range holding the postcode, both ends included, and nothing elsewhere', () => {
    const areas = [ULLEUNG, JEJU];
    expect(remoteAreaSurcharge('63000', areas)).toBe(3_000);
    expect(remoteAreaSurcharge('63644', areas)).toBe(3_000);
    expect(remoteAreaSurcharge('63645', areas)).toBe(0);
    expect(remoteAreaSurcharge('40228', areas)).toBe(5_000);
    expect(remoteAreaSurcharge('04524', areas)).toBe(0);
  });

  it('reads a postcode typed with spaces or a hyphen, and charges nothing for one it cannot read', () => {
    expect(normalPostcode(' 63-309 ')).toBe('63309');
    expect(remoteAreaSurcharge('633 09', [JEJU])).toBe(3_000);
    expect(remoteAreaSurcharge('6330', [JEJU])).toBe(0);
    expect(remoteAreaSurcharge(null, [JEJU])).toBe(0);
  });

  it('finds ranges that share a postcode, in any order', () => {
    expect(overlappingAreas([JEJU, ULLEUNG])).toBeNull();
    const udo = { name: 'Udo', from: '63644', to: '63650', surcharge: 5_000 };
    expect(overlappingAreas([udo, ULLEUNG, JEJU])).toEqual([JEJU, udo]);
  });

  it('settings refuse malformed, backwards and overlapping ranges', () => {
    expect(remoteAreas.safeParse([JEJU, ULLEUNG]).success).toBe(true);
    expect(remoteAreas.safeParse([{ ...JEJU, from: '6300' }]).success).toBe(false);
    expect(remoteAreas.safeParse([{ ...JEJU, from: '63644', to: '63000' }]).success).toBe(false);
    expect(remoteAreas.safeParse([{ ...JEJU, surcharge: -1 }]).success).toBe(false);
    expect(remoteAreas.safeParse([JEJU, { ...JEJU, name: 'Again' }]).success).toBe(false);
  });
});
