// The message catalogues (src/i18n/messages/<locale>.json, ICU MessageFormat) compiled for
// Lingui's runtime at build time, so the browser ships neither the ICU parser nor source strings
// it would parse on every page load. `import('virtual:messages/ko')` is the compiled catalogue of
// the shop; `import('virtual:messages/admin-ko')` holds the back office's messages (keys starting
// with `admin.`), which only the back office loads, so shoppers never download them
// (docs/decisions/0024).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';
const RESOLVED_PREFIX = '\0messages:';
const ADMIN = 'admin-';

/** Whether a message belongs to the back office's part of the catalogue. */
export const isBackOfficeKey = (key: string) => key.startsWith('admin.');

export function compiledMessages(messagesDir: string): Plugin {
  return {
    name: 'compiled-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED_PREFIX}${id.slice(PREFIX.length)}` : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const name = id.slice(RESOLVED_PREFIX.length);
      const backOffice = name.startsWith(ADMIN);
      const locale = backOffice ? name.slice(ADMIN.length) : name;
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`No catalogue for "${name}"`);
      const file = path.join(messagesDir, `${locale}.json`);
      this.addWatchFile(file);
      const source = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source)
          .filter(([key]) => isBackOfficeKey(key) === backOffice)
          .map(([key, message]) => [key, compileMessage(message)]),
      );
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
