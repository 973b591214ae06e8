// Every error the API throws on purpose names its text by an id of the errors catalogue, which
// has it in English and Korean (message-catalogue.test.ts holds both languages to the same ids).
// TypeScript already refuses an unknown id at a call; this reads the source so that an id built
// from a variable, or a code answered without an error helper, cannot slip past unseen.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldMessage } from '@jangbogi/contracts/field-message';
import { conflict, notFound } from '../src/lib/errors.ts';
import { CATALOGUES } from '../src/lib/i18n/catalogue.ts';
import { PASSED_ON, thrownErrors } from './helpers/thrown-errors.ts';

const has = (catalogue: Readonly<Record<string, string>>, id: string) =>
  Object.hasOwn(catalogue, id);

describe('error messages by id', () => {
  const errors = thrownErrors();

  it('finds the errors the API throws', () => {
    expect(errors.length).toBeGreaterThan(150);
    expect(errors.flatMap((error) => error.codes)).toEqual(
      expect.arrayContaining(['IN_USE', 'BULK_REFUSED', 'UNKNOWN_STATEMENT_LAYOUT']),
    );
  });

  it('can read the code of every thrown error', () => {
    expect(errors.filter((error) => error.codes.length === 0).map((error) => error.where)).toEqual(
      [],
    );
  });

  it('has every thrown id in English and Korean', () => {
    const missing = errors.flatMap((error) =>
      error.ids
        .filter((id) => id !== PASSED_ON && (!has(CATALOGUES.en, id) || !has(CATALOGUES.ko, id)))
        .map((id) => `${error.where} ${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('names the text of every error helper call by an id it can read', () => {
    expect(
      errors.filter((error) => error.helper && error.ids.length === 0).map((error) => error.where),
    ).toEqual([]);
  });

  it('has every message id of the contracts rules in English and Korean', () => {
    // A zod rule of packages/contracts names its message by an id ('validation.koreanPhone'),
    // which the error handler writes in the request's language.
    const dir = path.resolve(import.meta.dirname, '../../../packages/contracts/src');
    const ids = readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .flatMap((name) => [
        ...readFileSync(path.join(dir, name), 'utf8').matchAll(/'(validation\.[A-Za-z0-9]+)'/g),
      ])
      .map((match) => match[1]!);
    expect(ids.length).toBeGreaterThan(5);
    expect(ids.filter((id) => !has(CATALOGUES.en, id) || !has(CATALOGUES.ko, id))).toEqual([]);
  });

  it('has every field message id the contracts and the API write in English and Korean', () => {
    // A rule names its text by fieldMessage('field.…'), which TypeScript already checks; this
    // also catches an id written as a bare string.
    const dirs = [
      path.resolve(import.meta.dirname, '../../../packages/contracts/src'),
      path.resolve(import.meta.dirname, '../src/domain/catalogue'),
    ];
    const ids = dirs.flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .flatMap((name) => [
          ...readFileSync(path.join(dir, name), 'utf8').matchAll(/'(field\.[A-Za-z0-9.]+)'/g),
        ])
        .map((match) => match[1]!),
    );
    expect(ids.length).toBeGreaterThan(150);
    expect(ids.filter((id) => !has(CATALOGUES.en, id) || !has(CATALOGUES.ko, id))).toEqual([]);
  });

  it('does not compile an unknown field message id or a missing value', () => {
    // @ts-expect-error: the catalogue has no such text
    const unknown = fieldMessage('field.noSuchText');
    // @ts-expect-error: the text needs its { label }
    const missing = fieldMessage('field.required');
    // @ts-expect-error: a label is the id of a label, not words
    const words = fieldMessage('field.required', { label: 'First name' });
    expect([unknown, missing, words]).toHaveLength(3);
  });

  it('does not compile an unknown id, a missing value or a misnamed one', () => {
    // @ts-expect-error: the catalogue has no such text
    const unknown = notFound('orders.noSuchText');
    // @ts-expect-error: the text needs its { left }
    const missing = conflict('returns.exceedsDelivered', 'RETURN_EXCEEDS_DELIVERED');
    // @ts-expect-error: the text reads `left`, not `lefts`
    const misnamed = conflict('returns.exceedsDelivered', { lefts: 2 });
    expect([unknown.code, missing.code, misnamed.code]).toEqual([
      'NOT_FOUND',
      'RETURN_EXCEEDS_DELIVERED',
      'CONFLICT',
    ]);
  });
});
