import { describe, expect, it } from 'vitest';
import { truncateName } from './text';

describe('truncateName', () => {
  it('keeps names of up to 35 characters', () => {
    const name = 'a'.repeat(35);
    expect(truncateName(name)).toBe(name);
    expect(truncateName('Shin Ramyun')).toBe('Shin Ramyun');
  });

  it('cuts longer names to 35 characters and adds an ellipsis', () => {
    const name = 'Organic Jeju Hallabong Tangerines Premium Gift Box 3kg';
    expect(truncateName(name)).toBe(`${name.slice(0, 35)}...`);
    expect(truncateName(name)).toHaveLength(38);
  });

  it('counts Korean syllables and emoji as one character each', () => {
    const korean = '가'.repeat(40);
    expect(truncateName(korean)).toBe(`${'가'.repeat(35)}...`);
    expect(truncateName('🍎'.repeat(36))).toBe(`${'🍎'.repeat(35)}...`);
  });
});
