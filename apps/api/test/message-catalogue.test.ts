// The API's message catalogues (src/lib/i18n/messages): every text has both languages, and every
// message is valid ICU that Lingui compiles, so a missing or broken translation fails here rather
// than reaching a shopper as an id.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, translate } from '../src/lib/i18n/catalogue.ts';

const catalogues: Readonly<Record<string, Readonly<Record<string, string>>>> = CATALOGUES;

describe('message catalogues', () => {
  it('has the same ids in English and Korean', () => {
    expect(Object.keys(CATALOGUES.ko).sort()).toEqual(Object.keys(CATALOGUES.en).sort());
  });

  it('compiles every message', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      for (const [id, text] of Object.entries(catalogue)) {
        expect(() => compileMessage(text), `${language} ${id}`).not.toThrow();
        expect(text.trim(), `${language} ${id}`).not.toBe('');
      }
    }
  });

  it('renders a text with its values', () => {
    const ids = Object.keys(CATALOGUES.en) as (keyof (typeof CATALOGUES)['en'])[];
    for (const id of ids) expect(translate('ko', id)).not.toBe('');
  });
});
