// The message catalogues (src/i18n/messages/<locale>.json, ICU MessageFormat) compiled for
// Lingui's runtime at build time, so the browser ships neither the ICU parser nor source strings
// it would parse on every page load. `import('virtual:messages/ko')` is the compiled catalogue.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';
const RESOLVED_PREFIX = '\0messages:';

export function compiledMessages(messagesDir: string): Plugin {
  return {
    name: 'compiled-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED_PREFIX}${id.slice(PREFIX.length)}` : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const locale = id.slice(RESOLVED_PREFIX.length);
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`No catalogue for "${locale}"`);
      const file = path.join(messagesDir, `${locale}.json`);
      this.addWatchFile(file);
      const source = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, message]) => [key, compileMessage(message)]),
      );
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
