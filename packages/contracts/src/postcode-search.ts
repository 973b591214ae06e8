// The pages that offer the Kakao postcode search (the address book and the guest checkout). Only
// their documents may load its scripts: the API sends the allowance in those pages' Content
// Security Policy, and the web app loads them as documents of their own (ADR 0031).

/** Route-table paths (the English form, as in apps/web/src/config/paths.ts). */
export const POSTCODE_SEARCH_PAGES: readonly string[] = ['/my-addresses', '/checkoutpage'];

/** Whether the page at this address (in either language, `/ko/...` too) offers the search. */
export function offersPostcodeSearch(pathname: string): boolean {
  const path =
    pathname === '/ko' || pathname.startsWith('/ko/') ? pathname.slice(3) || '/' : pathname;
  return POSTCODE_SEARCH_PAGES.includes(path.length > 1 ? path.replace(/\/+$/, '') : path);
}
