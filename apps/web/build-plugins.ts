// Build steps of the browser bundle that Vite does not have (used by vite.config.ts).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import MagicString from 'magic-string';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * React Router ships one module for everything it exports, and a few top-level statements in it keep
 * exports the shop never uses (its <Form>, fetcher forms, the history router) in the first-load
 * file: `X.displayName = "..."` assignments, and `React.forwardRef(...)` calls that the bundler
 * cannot know to be pure. The browser build drops the first and marks the second, so tree-shaking
 * removes what nothing imports (about 1 kB of brotli).
 */
export function treeShakeableReactRouter(): Plugin {
  return {
    name: 'tree-shakeable-react-router',
    transform(code, id) {
      if (!/react-router\/dist\/production\/chunk-[^/]+\.mjs$/.test(id)) return null;
      const edited = new MagicString(code);
      for (const match of code.matchAll(/^[\w$]+\.displayName = "[^"\n]*";$/gm))
        edited.remove(match.index, match.index + match[0].length);
      for (const match of code.matchAll(/= (React\d*\.forwardRef\()/g))
        edited.appendLeft(match.index + 2, '/* @__PURE__ */ ');
      return edited.hasChanged()
        ? { code: edited.toString(), map: edited.generateMap({ hires: true }) }
        : null;
    },
  };
}

/** V8's explicit compile hint (Chrome 136+): it must be the file's first line to count. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks every chunk for eager compilation. V8 otherwise compiles a function the first time it is
 * called, on the main thread: starting React DOM, the router and the app compiled about nine
 * hundred functions in the middle of the first page's script task, and hydrating the home page
 * about three hundred more from its route chunk. With the hint, V8 compiles them on a background
 * thread while the file streams in (docs/decisions/0017). A chunk loads when it is needed, and most
 * of what it holds runs at once (a route's components, the first-load file's React DOM and router).
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    generateBundle: {
      // After Vite has put its preload table at the top of the entry chunk.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk') chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes a .br (quality 11) and a .gz (level 9) beside every text file of the build over 1 kB,
 * once the build is on disk, so they hold exactly what was written (the compile hint above is
 * added after the bundler's other plugins have run). The API serves them as they are
 * (@fastify/static preCompressed): assets go out at the strongest level without compressing on
 * every request. A compressed file that would not be smaller is not written.
 */
export function precompress({
  include = /\.(js|css|svg|json|txt|webmanifest)$/,
  threshold = 1024,
} = {}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = (await filesUnder(outDir)).filter((file) => include.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < threshold) return;
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            compressBrotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            compressGzip(content, { level: 9 }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
