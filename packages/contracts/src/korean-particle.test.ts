import { describe, expect, it } from 'vitest';
import { particleFor, placeParticles, withParticle } from './korean-particle.ts';

describe('withParticle', () => {
  it('follows the last syllable of a Korean word', () => {
    expect(withParticle('원산지', '이/가')).toBe('원산지가');
    expect(withParticle('원산지', '을/를')).toBe('원산지를');
    expect(withParticle('상품코드', '은/는')).toBe('상품코드는');
    expect(withParticle('판매가', '을/를')).toBe('판매가를');
    expect(withParticle('12,000원', '이/가')).toBe('12,000원이');
    expect(withParticle('서울', '으로/로')).toBe('서울로');
  });

  it('reads through quotes and a closing parenthesis, and reads digits aloud', () => {
    expect(withParticle('"비쌈"', '은/는')).toBe('"비쌈"은');
    expect(withParticle('"없는 분류"', '이/가')).toBe('"없는 분류"가');
    expect(withParticle('13', '이/가')).toBe('13이');
    expect(withParticle('9,800', '은/는')).toBe('9,800은');
    expect(withParticle('+5', '을/를')).toBe('+5를');
    expect(withParticle('주문 20261126-0002', '이/가')).toBe('주문 20261126-0002가');
    expect(withParticle('주문 20261126-0003', '이/가')).toBe('주문 20261126-0003이');
    expect(withParticle('생산자 및 소재지 (수입품은 수입자 포함)', '을/를')).toBe(
      '생산자 및 소재지 (수입품은 수입자 포함)를',
    );
  });

  it('reads a Latin letter by its name', () => {
    expect(withParticle('JB-00A', '이/가')).toBe('JB-00A가');
    expect(withParticle('Cabbage Kimchi', '은/는')).toBe('Cabbage Kimchi는');
    expect(withParticle('shop@jangbogi.com', '으로/로')).toBe('shop@jangbogi.com으로');
    expect(withParticle('restock@example.kr', '으로/로')).toBe('restock@example.kr로');
    expect(withParticle('SKU', '이/가')).toBe('SKU가');
    expect(withParticle('HTML', '을/를')).toBe('HTML을');
  });
});

describe('placeParticles', () => {
  it('replaces the double forms of a message by the ones the words before them take', () => {
    expect(placeParticles('원산지을(를) 입력해 주세요')).toBe('원산지를 입력해 주세요');
    expect(placeParticles('재입고되면 restock@example.kr(으)로 알려 드릴게요.')).toBe(
      '재입고되면 restock@example.kr로 알려 드릴게요.',
    );
    expect(placeParticles('a@b.com(으)로 보냈고 "김치"이(가) 있습니다')).toBe(
      'a@b.com으로 보냈고 "김치"가 있습니다',
    );
    expect(placeParticles('이름과(와) 성')).toBe('이름과 성');
    expect(placeParticles('주문 내역')).toBe('주문 내역');
  });
});

describe('particleFor, for words a shopper typed', () => {
  const ko = particleFor('ko');

  it('follows the last syllable of a Hangul word', () => {
    expect(ko('떡볶이', '을/를')).toBe('떡볶이를');
    expect(ko('라면', '을/를')).toBe('라면을');
    expect(ko('두부', '으로/로')).toBe('두부로');
    expect(ko('계란', '으로/로')).toBe('계란으로');
    expect(ko('우유', '이/가')).toBe('우유가');
  });

  it('looks past quotes to the word, and keeps both forms after Latin letters', () => {
    expect(ko('"김치"', '을/를')).toBe('"김치"를');
    expect(ko('tofu', '을/를')).toBe('tofu을(를)');
  });

  it('reads digits aloud', () => {
    expect(ko('7', '이/가')).toBe('7이');
    expect(ko('2', '이/가')).toBe('2가');
    expect(ko('7', '으로/로')).toBe('7로');
  });

  it('leaves English pages alone', () => {
    expect(particleFor('en')('떡볶이', '을/를')).toBe('떡볶이');
  });
});
