// The Content Security Policy of the pages that offer the Kakao postcode search. Every other page,
// the back office included, allows scripts and frames from the shop alone; these pages add the
// widget's origins (packages/contracts/src/postcode-search.ts lists them, ADR 0031).

/** The widget's loader and the scripts it loads in turn (apps/web/src/lib/daum-postcode.ts). */
const POSTCODE_SCRIPTS = ['https://t1.daumcdn.net', 'https://t1.kakaocdn.net'];
/** The search page it embeds in a frame. */
const POSTCODE_FRAMES = ['https://postcode.map.daum.net', 'https://postcode.map.kakao.com'];

/** The policy with `origins` added to one of its directives. */
export function widen(policy: string, directive: string, origins: string[]): string {
  return policy
    .split(';')
    .map((part) => {
      const words = part.trim().split(/\s+/);
      return words[0] === directive ? [...words, ...origins].join(' ') : part;
    })
    .join(';');
}

/** The policy helmet sent for every page, with the postcode search's scripts and frame allowed. */
export const withPostcodeSearch = (policy: string) =>
  widen(widen(policy, 'script-src', POSTCODE_SCRIPTS), 'frame-src', POSTCODE_FRAMES);
