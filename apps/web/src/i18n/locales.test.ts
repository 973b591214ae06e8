import { describe, expect, it } from 'vitest';
import { localeOfPath, localizePath, unlocalizePath } from './locales';

describe('language in the path', () => {
  it('reads Korean from /ko and English from everything else', () => {
    expect(localeOfPath('/ko')).toBe('ko');
    expect(localeOfPath('/ko/shop')).toBe('ko');
    expect(localeOfPath('/kobe')).toBe('en');
    expect(localeOfPath('/shop')).toBe('en');
  });

  it('puts a route-table path in either language and back', () => {
    expect(localizePath('/', 'ko')).toBe('/ko');
    expect(localizePath('/product/1', 'ko')).toBe('/ko/product/1');
    expect(localizePath('/search?q=a', 'ko')).toBe('/ko/search?q=a');
    expect(localizePath('/shop', 'en')).toBe('/shop');
    expect(unlocalizePath('/ko')).toBe('/');
    expect(unlocalizePath('/ko/cart')).toBe('/cart');
    expect(unlocalizePath('/cart')).toBe('/cart');
  });

  it('never makes an address another site could be read from', () => {
    // The address bar at /ko//evil.example: the router's path is //evil.example.
    for (const path of [
      '//evil.example',
      '///evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
    ]) {
      for (const locale of ['en', 'ko'] as const) {
        const href = localizePath(path, locale);
        expect(new URL(href, 'https://jangbogi.kr').origin).toBe('https://jangbogi.kr');
      }
    }
    expect(localizePath('//evil.example/x?y=1', 'en')).toBe('/evil.example/x?y=1');
    expect(localizePath('//evil.example', 'ko')).toBe('/ko/evil.example');
  });
});
