import { NOTICE_VALUE_KEYS } from '@jangbogi/contracts/product-information';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS, columnOfHeader, headerKey } from './columns.ts';

describe('catalogue columns', () => {
  it('has a column per notice value, and no header that two columns answer to', () => {
    for (const key of NOTICE_VALUE_KEYS)
      expect(CATALOGUE_COLUMNS.some((c) => c.kind === 'notice' && c.key === key)).toBe(true);
    const owners = new Map<string, string>();
    for (const column of CATALOGUE_COLUMNS) {
      const names = [
        column.key,
        column.header.en,
        column.header.ko,
        column.words.en,
        column.words.ko,
      ];
      for (const name of new Set(names.map(headerKey))) {
        expect(owners.get(name) ?? column.key, `${name} of ${column.key}`).toBe(column.key);
        owners.set(name, column.key);
      }
    }
  });

  it('reads the headers of the product information in either language', () => {
    expect(columnOfHeader('원산지')?.key).toBe('origin');
    expect(columnOfHeader('보관방법')?.key).toBe('storage');
    expect(columnOfHeader('보관방법 또는 취급방법')?.key).toBe('storage_method');
    expect(columnOfHeader('Use-by or best-before date')?.key).toBe('shelf_life');
    expect(columnOfHeader('shelf_life')?.key).toBe('shelf_life');
  });
});
