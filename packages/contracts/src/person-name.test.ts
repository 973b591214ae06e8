import { describe, expect, it } from 'vitest';
import { fullName } from './person-name.ts';

describe('fullName', () => {
  it('writes a Korean name family name first, without a space', () => {
    expect(fullName('민지', '박')).toBe('박민지');
    expect(fullName(' 서연 ', '남궁')).toBe('남궁서연');
  });

  it('writes other names given name first', () => {
    expect(fullName('Minji', 'Kim')).toBe('Minji Kim');
    expect(fullName('Minji', '')).toBe('Minji');
    // Mixed scripts keep the given-name-first order: nothing says the name is Korean.
    expect(fullName('Minji', '박')).toBe('Minji 박');
  });
});
