import { describe, expect, it } from 'vitest';
import { withParticle } from './korean-particle.ts';

describe('withParticle', () => {
  it('follows the last syllable of a Korean word', () => {
    expect(withParticle('원산지', '이/가')).toBe('원산지가');
    expect(withParticle('상품코드', '은/는')).toBe('상품코드는');
    expect(withParticle('판매가', '을/를')).toBe('판매가를');
    expect(withParticle('12,000원', '이/가')).toBe('12,000원이');
  });

  it('reads through quotes, and reads digits aloud', () => {
    expect(withParticle('"비쌈"', '은/는')).toBe('"비쌈"은');
    expect(withParticle('"없는 분류"', '이/가')).toBe('"없는 분류"가');
    expect(withParticle('13', '이/가')).toBe('13이');
    expect(withParticle('9,800', '은/는')).toBe('9,800은');
    expect(withParticle('+5', '을/를')).toBe('+5를');
  });

  it('keeps both forms after a word in Latin letters', () => {
    expect(withParticle('JB-00A', '이/가')).toBe('JB-00A이(가)');
    expect(withParticle('Cabbage Kimchi', '은/는')).toBe('Cabbage Kimchi은(는)');
  });
});
