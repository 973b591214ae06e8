// Every error the API throws on purpose answers in Korean on a Korean request: its code has a
// Korean message, and a fixed English text has its own Korean so a generic code does not hide
// what went wrong. A new code or text without Korean fails here, before a shopper sees English.
import { describe, expect, it } from 'vitest';
import { KOREAN_BY_CODE } from '../src/lib/i18n/error-codes-ko.ts';
import { KOREAN_BY_TEXT, KOREAN_PATTERNS } from '../src/lib/i18n/error-messages-ko.ts';
import { localizeMessage } from '../src/lib/i18n/error-messages.ts';
import { thrownErrors } from './helpers/thrown-errors.ts';

/** Codes that many different texts share: their Korean says little, so each text needs its own. */
const GENERIC_CODES = new Set([
  'BAD_REQUEST',
  'NOT_FOUND',
  'CONFLICT',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
]);
/** Values a template's `{}` may take, to see whether a pattern reads it. */
const SAMPLE_VALUES = ['1', 'Kimchi', 'shipping', 'approved', '12,000', '2026-11-24 23:59'];

const hasKoreanText = (text: string) =>
  text in KOREAN_BY_TEXT || KOREAN_PATTERNS.some(([pattern]) => pattern.test(text));

describe('Korean error messages', () => {
  const errors = thrownErrors();

  it('finds the errors the API throws', () => {
    expect(errors.length).toBeGreaterThan(100);
    expect(errors.flatMap((error) => error.codes)).toEqual(
      expect.arrayContaining([
        'IN_USE',
        'BULK_REFUSED',
        'UNKNOWN_STATEMENT_LAYOUT',
        'VALIDATION_ERROR',
      ]),
    );
  });

  it('can read the code of every thrown error', () => {
    expect(errors.filter((error) => error.codes.length === 0).map((error) => error.where)).toEqual(
      [],
    );
  });

  it('has Korean for every code', () => {
    const codes = new Set(errors.flatMap((error) => error.codes));
    expect([...codes].filter((code) => !KOREAN_BY_CODE[code]).sort()).toEqual([]);
  });

  it('has Korean for every fixed text that its code alone cannot tell apart', () => {
    // A code with one text is answered by its code's Korean; a generic code, or a code thrown
    // with several texts, needs each text's own Korean.
    const textsByCode = new Map<string, Set<string>>();
    for (const error of errors) {
      for (const code of error.codes) {
        const texts = textsByCode.get(code) ?? new Set<string>();
        for (const text of [...error.messages, ...error.templates]) texts.add(text);
        textsByCode.set(code, texts);
      }
    }
    const ambiguous = (code: string) =>
      GENERIC_CODES.has(code) || (textsByCode.get(code)?.size ?? 0) > 1;
    const missing = errors
      .filter((error) => error.codes.some(ambiguous))
      .flatMap((error) =>
        error.messages
          .filter((text) => !hasKoreanText(text))
          .map((text) => `${error.where} ${text}`),
      );
    expect(missing).toEqual([]);
  });

  it('has a pattern for every text with values that a generic code carries', () => {
    const missing = errors
      .filter((error) => error.codes.some((code) => GENERIC_CODES.has(code)))
      .flatMap((error) =>
        error.templates
          .filter(
            (template) =>
              !SAMPLE_VALUES.some((value) => hasKoreanText(template.replaceAll('{}', value))),
          )
          .map((template) => `${error.where} ${template}`),
      );
    expect(missing).toEqual([]);
  });

  it('answers a code without a listed text in Korean, and keeps English on English requests', () => {
    expect(localizeMessage('IN_USE', 'Something new', 'ko')).toBe(KOREAN_BY_CODE.IN_USE);
    expect(localizeMessage('IN_USE', 'Something new', 'en')).toBe('Something new');
    expect(
      localizeMessage(
        'BULK_REFUSED',
        '2 of 5 selected products cannot take this change; nothing was changed.',
        'ko',
      ),
    ).toBe('선택한 상품 5개 중 2개에 이 변경을 적용할 수 없어 아무것도 바꾸지 않았습니다.');
    expect(
      localizeMessage(
        'IN_USE',
        '1 product on sale still uses this category; move or archive them first.',
        'ko',
      ),
    ).toBe('판매 중인 상품 1개가 아직 이 카테고리에 있습니다. 먼저 옮기거나 보관 처리해 주세요.');
  });
});
