import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows nothing without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('keeps first and last with two pages either side of the current one', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]);
  });

  it('drops the leading ellipsis near the start and the trailing one near the end', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 'end-ellipsis', 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'end-ellipsis', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'start-ellipsis', 18, 19, 20]);
    expect(pageWindow(17, 20)).toEqual([1, 'start-ellipsis', 15, 16, 17, 18, 19, 20]);
  });

  it('clamps a page outside the range', () => {
    expect(pageWindow(99, 7)).toEqual([1, 'start-ellipsis', 5, 6, 7]);
    expect(pageWindow(-3, 7)).toEqual([1, 2, 3, 'end-ellipsis', 7]);
  });
});
