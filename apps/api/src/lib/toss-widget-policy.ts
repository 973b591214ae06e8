// The Content Security Policy of the checkout pages when the shop takes payments through Toss
// (ADR 0040): the payment widget's script (js.tosspayments.com), the frames it opens for cards,
// easy-pay apps and virtual accounts, and the calls it makes to Toss from the page. Every other
// page keeps scripts and frames to the shop alone.
import { widen } from './postcode-search-policy.ts';

const TOSS_SCRIPTS = ['https://js.tosspayments.com'];
const TOSS_FRAMES = ['https://*.tosspayments.com'];
const TOSS_CONNECTIONS = ['https://*.tosspayments.com'];

export const withTossWidget = (policy: string) =>
  widen(
    widen(widen(policy, 'script-src', TOSS_SCRIPTS), 'frame-src', TOSS_FRAMES),
    'connect-src',
    TOSS_CONNECTIONS,
  );
