// The catalogues' own rules: the same keys in every language, valid ICU MessageFormat with the
// same placeholders, and the English texts the storefront spec quotes kept word for word.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { isBackOfficeKey } from '../../messages-plugin';
import en from './messages/en.json';
import ko from './messages/ko.json';
import { SPEC_TEXT_KEYS } from './spec-texts';

const catalogues: Record<string, Record<string, string>> = { en, ko };

type Parts = string | readonly unknown[];

/** The names of the values a message takes: `{count, plural, ...}` and `{name}`. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  // A compiled message is text, or a list of texts and placeholders; a placeholder is
  // [name, format?, branches?], and a plural's or select's branches are lists again.
  const walk = (parts: Parts) => {
    if (typeof parts === 'string') return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      names.add(String(part[0]));
      const branches: unknown = part[2];
      if (branches && typeof branches === 'object')
        for (const branch of Object.values(branches))
          // A plural's `offset` is a number among its branches.
          if (typeof branch === 'string' || Array.isArray(branch)) walk(branch as Parts);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe('message catalogues', () => {
  it('have the same keys in English and Korean', () => {
    expect(Object.keys(ko).sort()).toEqual(Object.keys(en).sort());
  });

  it('hold valid ICU messages, none empty, with the same placeholders in both languages', () => {
    for (const [locale, messages] of Object.entries(catalogues)) {
      for (const [key, message] of Object.entries(messages)) {
        expect(message.trim(), `${locale} ${key}`).not.toBe('');
        expect(() => compileMessage(message), `${locale} ${key}`).not.toThrow();
      }
    }
    for (const [key, message] of Object.entries(en)) {
      expect(placeholders(ko[key as keyof typeof ko]), key).toEqual(placeholders(message));
    }
  });

  it('write Korean messages in Korean', () => {
    // A Korean message with no Hangul at all is an English text left behind (brand names and
    // figures alone are allowed where the English is the same).
    const untranslated = Object.entries(ko).filter(
      ([key, message]) =>
        !/[\uac00-\ud7a3]/.test(message) && message !== en[key as keyof typeof en],
    );
    expect(untranslated).toEqual([]);
  });
});

// The storefront spec lives beside the repository (../shared/spec from its root), where CI has it.
const specPath = path.resolve(import.meta.dirname, '../../../../../shared/spec/storefront-spec.md');

describe('English texts from the spec', () => {
  it('are quoted in the spec exactly as the catalogue has them', () => {
    expect(existsSync(specPath), `the storefront spec is missing at ${specPath}`).toBe(true);
    const spec = readFileSync(specPath, 'utf8');
    const quoted = new Set([...spec.matchAll(/'([^'\n]+)'/g)].map((match) => match[1]));
    const drifted = SPEC_TEXT_KEYS.filter((key) => !quoted.has(en[key]));
    expect(drifted.map((key) => `${key}: ${en[key]}`)).toEqual([]);
  });
});

// The shop's pages load the catalogue without the back office's messages (messages-plugin.ts): a
// back-office key used outside the back office would show as its id there.
describe("the back office's messages", () => {
  const src = path.resolve(import.meta.dirname, '..');
  const backOffice = ['app/routes/admin/', 'features/admin/'];

  it('are used only by the back office', () => {
    const shopFiles = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.test\.tsx?$/.test(file) &&
        !backOffice.some((folder) => file.split(path.sep).join('/').startsWith(folder)),
    );
    const uses = shopFiles.filter((file) =>
      /['"`]admin\.[\w.]+['"`]/.test(readFileSync(path.join(src, file), 'utf8')),
    );
    expect(uses).toEqual([]);
  });

  it('are the keys starting with admin.', () => {
    expect(isBackOfficeKey('admin.promos.title')).toBe(true);
    expect(isBackOfficeKey('apiError.noAccess')).toBe(false);
    expect(Object.keys(en).filter(isBackOfficeKey).length).toBeGreaterThan(300);
  });
});
