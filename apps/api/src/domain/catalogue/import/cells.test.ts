import { describe, expect, it } from 'vitest';
import { choice, flag, imageList, text, won } from './cells.ts';
import { ROW_WORDS } from './messages.ts';

const en = ROW_WORDS.en;
const ko = ROW_WORDS.ko;

describe('catalogue sheet cells', () => {
  it('reads won as Korean sheets write it, and refuses what is not whole won', () => {
    for (const cell of [12300, '12300', '12,300', '12,300원', '₩12,300', ' 12,300 '])
      expect(won.read(cell, en, 'sell price')).toEqual({ value: 12300 });
    expect(won.read('', en, 'sell price')).toEqual({ value: null });
    expect(won.read('12.5', en, 'sell price')).toEqual({
      problem: 'sell price "12.5" is not a whole number of won',
    });
    expect(won.read(-3, ko, '판매가')).toEqual({ problem: '판매가 -3은 0보다 작습니다' });
    expect(won.read('1,23', en, 'sell price')).toMatchObject({ problem: expect.any(String) });
  });

  it('reads Y/N in either language, a blank as N', () => {
    for (const cell of ['Y', 'yes', 'TRUE', '예', 1])
      expect(flag.read(cell, en, 'on sale')).toEqual({ value: true });
    for (const cell of ['N', 'no', 'false', '아니오', '', null])
      expect(flag.read(cell, en, 'on sale')).toEqual({ value: false });
    expect(flag.read('maybe', en, 'on sale')).toEqual({ problem: 'on sale "maybe" is not Y or N' });
  });

  it('reads text back as the export guarded it against formulas', () => {
    expect(text(50).read("'=SUM(A1)", en, 'name')).toEqual({ value: '=SUM(A1)' });
    expect(text(50).read("'plain", en, 'name')).toEqual({ value: "'plain" });
    expect(text(3).read('abcd', en, 'name')).toEqual({
      problem: 'name is longer than 3 characters',
    });
  });

  it('reads a choice by its value or an alias', () => {
    const storage = choice({ room: ['상온'], chilled: ['냉장'], frozen: ['냉동'] });
    expect(storage.read('냉장', ko, '보관')).toEqual({ value: 'chilled' });
    expect(storage.read('Frozen', en, 'storage')).toEqual({ value: 'frozen' });
    expect(storage.read('warm', en, 'storage')).toEqual({
      problem: 'storage "warm" is not one of room, chilled, frozen',
    });
  });

  it('splits images on | or line breaks', () => {
    expect(imageList.read('a.png | https://x.test/b.jpg\nc.webp', en, 'images')).toEqual({
      value: ['a.png', 'https://x.test/b.jpg', 'c.webp'],
    });
  });
});
