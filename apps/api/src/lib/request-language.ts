// The language a request was made in: `ko` when the page that called was under /ko or the
// browser asks for Korean first, `en` otherwise.
export type Language = 'en' | 'ko';

export function requestLanguage(headers: {
  'accept-language'?: string | undefined;
  referer?: string | undefined;
}): Language {
  const referer = headers.referer;
  if (referer) {
    try {
      const { pathname } = new URL(referer);
      if (pathname === '/ko' || pathname.startsWith('/ko/')) return 'ko';
    } catch {
      // Not a URL: fall back to Accept-Language.
    }
  }
  const first = headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ko') ? 'ko' : 'en';
}
