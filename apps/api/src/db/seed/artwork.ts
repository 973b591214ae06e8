// Package-like SVG illustrations for seeded products and banners. Only Latin text is drawn on
// products, so they render the same everywhere without a CJK font; banners draw no words at all:
// the page writes their title over them in its own language.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '@jangbogi/contracts/html';

const PALETTES = [
  ['#2e7d32', '#a5d6a7'],
  ['#c62828', '#ef9a9a'],
  ['#1565c0', '#90caf9'],
  ['#f9a825', '#fff59d'],
  ['#6a1b9a', '#ce93d8'],
  ['#ef6c00', '#ffcc80'],
  ['#00838f', '#80deea'],
  ['#4e342e', '#bcaaa4'],
] as const;

export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'item'
  );
}

function latin(text: string): string {
  return text
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits a name into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]?.slice(0, width - 1)}…`.replace('…', '...');
  }
  return lines;
}

export interface ProductArt {
  brand: string | null;
  name: string;
  weight: string | null;
  paletteIndex: number;
}

export function productSvg({ brand, name, weight, paletteIndex }: ProductArt): string {
  const [dark, light] = PALETTES[paletteIndex % PALETTES.length] ?? PALETTES[0];
  const title = latin(name.replace(weight ?? '\u0000', ''));
  const lines = wrap(title, 13, 3);
  // The label is about 200 units wide: squeeze a long single word rather than spill over the pack.
  const fit = (line: string) =>
    line.length > 12 ? ` textLength="196" lengthAdjust="spacingAndGlyphs"` : '';
  const nameText = lines
    .map(
      (line, i) =>
        `<text x="200" y="${212 + i * 32 - (lines.length - 1) * 16}" font-size="26" font-weight="700" text-anchor="middle" fill="${dark}"${fit(line)}>${escapeHtml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" font-family="Helvetica, Arial, sans-serif">
<rect width="400" height="400" fill="#f7f5f0"/>
<ellipse cx="200" cy="360" rx="130" ry="14" fill="#000" opacity="0.08"/>
<rect x="70" y="40" width="260" height="315" rx="26" fill="${light}"/>
<rect x="70" y="40" width="260" height="70" rx="26" fill="${dark}"/>
<rect x="70" y="84" width="260" height="26" fill="${dark}"/>
<text x="200" y="86" font-size="24" font-weight="700" text-anchor="middle" fill="#fff" letter-spacing="1">${escapeHtml(latin(brand ?? 'Jangbogi').toUpperCase())}</text>
<rect x="95" y="135" width="210" height="150" rx="16" fill="#fff" opacity="0.85"/>
${nameText}
<rect x="140" y="302" width="120" height="34" rx="17" fill="${dark}"/>
<text x="200" y="325" font-size="18" font-weight="700" text-anchor="middle" fill="#fff">${escapeHtml(latin(weight ?? '') || 'JANGBOGI')}</text>
</svg>
`;
}

/** A banner's background: shapes only, the words are the page's. */
export function bannerSvg(paletteIndex: number): string {
  const [dark, light] = PALETTES[paletteIndex % PALETTES.length] ?? PALETTES[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">
<rect width="1200" height="400" fill="${dark}"/>
<circle cx="1040" cy="80" r="220" fill="${light}" opacity="0.35"/>
<circle cx="960" cy="360" r="140" fill="${light}" opacity="0.25"/>
<circle cx="120" cy="420" r="160" fill="${light}" opacity="0.12"/>
</svg>
`;
}

/** Writes `svg` to uploadDir/key unless the file is already there; returns its public URL. */
export async function ensureArtwork(
  uploadDir: string,
  key: string,
  svg: () => string,
): Promise<string> {
  const target = path.join(uploadDir, key);
  if (!existsSync(target)) {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, svg());
  }
  return `/uploads/${key}`;
}
