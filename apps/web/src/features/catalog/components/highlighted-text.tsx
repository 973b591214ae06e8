import type { NameHighlights, TextRange } from '@jangbogi/contracts/search';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';

/** `text` with the parts the search matched marked; ranges out of order, overlapping or out of bounds are tolerated. */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly TextRange[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [rawStart, rawEnd] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const start = Math.max(rawStart, at);
    const end = Math.min(rawEnd, text.length);
    if (end <= start) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

interface Named {
  name: string;
  name_kr: string | null;
  highlight: NameHighlights;
}

/**
 * The name in the page's language and the other one (when there is one), each with its matched
 * parts, as i18n/names.ts picks them: Korean first on Korean pages.
 */
export function namesWithHighlights(item: Named, locale: Locale) {
  const korean = item.name_kr?.trim()
    ? { text: item.name_kr, ranges: item.highlight.name_kr }
    : null;
  const english = { text: item.name, ranges: item.highlight.name };
  const [local, other] = locale === 'ko' && korean ? [korean, english] : [english, korean];
  return { local, other: other && other.text.trim() !== local.text.trim() ? other : null };
}
