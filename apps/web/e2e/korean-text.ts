import type { APIRequestContext, Page } from '@playwright/test';

// What a Korean page may still show in Latin letters, for the specs that walk pages in Korean.

/** Brand names that stay as they are on a Korean page. */
const BRANDS = /\b(Jangbogi|WhatsApp|Instagram|Facebook|YouTube)\b/;

/**
 * Text nodes of the page's header and main content with Latin letters and no Hangul, and the
 * header's placeholders and accessible names in the same state: English left behind. Product data
 * (weights, brands, descriptions, the other language's name) is marked data-product-data; the
 * footer and floating buttons have their own tests.
 */
export function untranslatedTexts(page: Page) {
  return page.evaluate((brands) => {
    const roots = [document.querySelector('header'), document.querySelector('main')];
    if (!roots[1]) return ['no content'];
    const skip = 'script, style, [data-product-data], [lang="en"]';
    const english = (text: string) => {
      const words = text.replace(new RegExp(brands, 'g'), '');
      return /[A-Za-z]{2,}/.test(words) && !/[\uac00-\ud7a3]/.test(text);
    };
    const found: string[] = [];
    for (const root of roots) {
      if (!root) continue;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const parent = node.parentElement;
        if (!text || !parent || parent.closest(skip)) continue;
        if (english(text)) found.push(text);
      }
    }
    for (const element of roots[0]?.querySelectorAll('[placeholder], [aria-label]') ?? []) {
      if (element.closest(skip)) continue;
      for (const name of ['placeholder', 'aria-label']) {
        const value = element.getAttribute(name);
        if (value && english(value)) found.push(`${name}="${value}"`);
      }
    }
    return found;
  }, BRANDS.source);
}

/** Every string of the shop's settings: the team's own data, shown as they wrote it. */
export async function settingsStrings(request: APIRequestContext): Promise<Set<string>> {
  const strings = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.add(value.trim());
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(await (await request.get('/api/settings')).json());
  return strings;
}
