// The Content Security Policy of the checkout page when the shop takes payments through Toss
// (ADR 0040). Toss's SDK loads the widget's script, which draws the payment methods, the terms
// and the payment window in frames from Toss's own domain and calls Toss's servers. Only the
// checkout's document may do that: every other page, the success and fail pages Toss returns to
// included, allows scripts and frames from the shop alone. The checkout is always a document of
// its own (apps/web/src/lib/postcode-document.ts), so the allowance is in force where it is needed.
import { widen } from './postcode-search-policy.ts';

/** The widget's script: the SDK's own address for it, https://js.tosspayments.com/v2/standard. */
const TOSS_SCRIPTS = ['https://js.tosspayments.com'];
/** Toss's frames (payment methods, terms, payment window) and the servers the script calls. */
const TOSS_ORIGINS = ['https://*.tosspayments.com'];

/** Route-table paths (the English form, as in apps/web/src/config/paths.ts). */
const TOSS_WIDGET_PAGES: readonly string[] = ['/checkoutpage'];

/** Whether the page at this address (in either language, `/ko/...` too) draws the widget. */
export function drawsTossWidget(pathname: string): boolean {
  const path =
    pathname === '/ko' || pathname.startsWith('/ko/') ? pathname.slice(3) || '/' : pathname;
  return TOSS_WIDGET_PAGES.includes(path.length > 1 ? path.replace(/\/+$/, '') : path);
}

/** The policy with Toss's widget allowed: its script, its frames and its calls. */
export const withTossWidget = (policy: string) =>
  widen(
    widen(widen(policy, 'script-src', TOSS_SCRIPTS), 'frame-src', TOSS_ORIGINS),
    'connect-src',
    TOSS_ORIGINS,
  );
