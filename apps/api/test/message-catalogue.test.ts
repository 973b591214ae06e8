// The API's message catalogues (src/lib/i18n/messages): every text has both languages, and every
// message is valid ICU that Lingui compiles, so a missing or broken translation fails here rather
// than reaching a shopper as an id. The error texts' values are typed from the English catalogue
// (errors.values.ts), and so are the contracts' field messages (fields.values.ts beside their
// catalogue in packages/contracts/src/messages), so a call that misses a value does not compile.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, translate } from '../src/lib/i18n/catalogue.ts';
import emailsEn from '../src/lib/i18n/messages/emails.en.json' with { type: 'json' };
import errorsEn from '../src/lib/i18n/messages/errors.en.json' with { type: 'json' };
import importsEn from '../src/lib/i18n/messages/imports.en.json' with { type: 'json' };
import noticesEn from '../src/lib/i18n/messages/notices.en.json' with { type: 'json' };
import fieldsEn from '@jangbogi/contracts/messages/fields.en.json' with { type: 'json' };
import fieldsKo from '@jangbogi/contracts/messages/fields.ko.json' with { type: 'json' };
import {
  errorValuesSource,
  fieldValuesSource,
  messageArguments,
} from './helpers/message-values.ts';

const catalogues: Readonly<Record<string, Readonly<Record<string, string>>>> = CATALOGUES;

describe('message catalogues', () => {
  it('has the same ids in English and Korean', () => {
    expect(Object.keys(CATALOGUES.ko).sort()).toEqual(Object.keys(CATALOGUES.en).sort());
  });

  it('keeps the error, email, import row, notice and field ids apart', () => {
    expect(Object.keys(errorsEn).filter((id) => Object.hasOwn(emailsEn, id))).toEqual([]);
    const rows = Object.keys(importsEn);
    expect(rows.filter((id) => Object.hasOwn({ ...errorsEn, ...emailsEn }, id))).toEqual([]);
    expect(rows.every((id) => id.startsWith('importRow.'))).toBe(true);
    expect(Object.keys(noticesEn).every((id) => id.startsWith('notice.'))).toBe(true);
    const others = { ...errorsEn, ...emailsEn, ...importsEn, ...noticesEn };
    expect(Object.keys(fieldsEn).filter((id) => Object.hasOwn(others, id))).toEqual([]);
    expect(Object.keys(fieldsEn).every((id) => id.startsWith('field.'))).toBe(true);
  });

  it('has every field message in English and Korean', () => {
    expect(Object.keys(fieldsKo).sort()).toEqual(Object.keys(fieldsEn).sort());
  });

  it('compiles every message', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      for (const [id, text] of Object.entries(catalogue)) {
        expect(() => compileMessage(text), `${language} ${id}`).not.toThrow();
        expect(text.trim(), `${language} ${id}`).not.toBe('');
      }
    }
  });

  it('reads in Korean no value the English text does not take', () => {
    const en: Readonly<Record<string, string>> = CATALOGUES.en;
    const ko: Readonly<Record<string, string>> = CATALOGUES.ko;
    const names = (text: string | undefined) => [...messageArguments(text ?? '').keys()].sort();
    // A Korean text may leave a value out ("이미 처리된 반품 요청입니다"), never need another.
    const differ = Object.keys(en).filter((id) =>
      names(ko[id]).some((name) => !names(en[id]).includes(name)),
    );
    expect(differ).toEqual([]);
  });

  it('types the values of every error text', async () => {
    const file = path.resolve(import.meta.dirname, '../src/lib/i18n/messages/errors.values.ts');
    const source = await format(errorValuesSource(errorsEn), {
      ...(await resolveConfig(file)),
      filepath: file,
    });
    await expect(source).toMatchFileSnapshot('../src/lib/i18n/messages/errors.values.ts');
  });

  it('types the values of every field message', async () => {
    const file = path.resolve(
      import.meta.dirname,
      '../../../packages/contracts/src/messages/fields.values.ts',
    );
    const source = await format(fieldValuesSource(fieldsEn), {
      ...(await resolveConfig(file)),
      filepath: file,
    });
    await expect(source).toMatchFileSnapshot(file);
  });

  it('renders a text with its values', () => {
    expect(translate('en', 'cart.stockLeft', { stock: 0 })).toBe(
      'This item is currently out of stock.',
    );
    expect(translate('en', 'cart.stockLeft', { stock: 3 })).toBe('Only 3 left');
    expect(translate('ko', 'stock.unavailable', { name: '두부' })).toBe(
      '두부는 더 이상 판매하지 않습니다',
    );
    expect(translate('ko', 'stock.unavailable', { name: '김치' })).toBe(
      '김치는 더 이상 판매하지 않습니다',
    );
    expect(translate('ko', 'stock.onlyLeftOf', { name: '우유', count: 2 })).toBe(
      '우유는 2개만 남았습니다',
    );
    expect(translate('ko', 'stock.onlyLeftOf', { name: '햇반', count: 2 })).toBe(
      '햇반은 2개만 남았습니다',
    );
    expect(translate('en', 'addresses.noDefault', { type: { en: 'shipping', ko: '배송' } })).toBe(
      'No default shipping address found',
    );
  });
});
