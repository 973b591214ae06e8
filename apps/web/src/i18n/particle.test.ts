import { describe, expect, it } from 'vitest';
import { particleFor, withParticle } from './particle';

describe('withParticle', () => {
  it('follows the last syllable of a Hangul word', () => {
    expect(withParticle('떡볶이', '을/를')).toBe('떡볶이를');
    expect(withParticle('라면', '을/를')).toBe('라면을');
    expect(withParticle('두부', '으로/로')).toBe('두부로');
    expect(withParticle('계란', '으로/로')).toBe('계란으로');
    expect(withParticle('우유', '이/가')).toBe('우유가');
  });

  it('looks past quotes to the word, and keeps both forms after Latin letters', () => {
    expect(withParticle('"김치"', '을/를')).toBe('"김치"를');
    expect(withParticle('tofu', '을/를')).toBe('tofu을(를)');
  });

  it('reads digits aloud', () => {
    expect(withParticle('7', '이/가')).toBe('7이');
    expect(withParticle('2', '이/가')).toBe('2가');
    expect(withParticle('7', '으로/로')).toBe('7로');
  });

  it('leaves English pages alone', () => {
    expect(particleFor('en')('떡볶이', '을/를')).toBe('떡볶이');
    expect(particleFor('ko')('떡볶이', '을/를')).toBe('떡볶이를');
  });
});
