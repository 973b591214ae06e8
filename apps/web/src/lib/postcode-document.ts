// The pages with the Kakao postcode search need the document they run in to allow its scripts.
// The server sends that allowance only with those pages (packages/contracts/src/postcode-search.ts),
// and a document keeps the policy it was loaded with, so the router never brings them into a
// document loaded at another page: it loads them as documents of their own.
import { offersPostcodeSearch } from '@jangbogi/contracts/postcode-search';
import type { LoaderFunctionArgs } from 'react-router-dom';

/** The address this document was loaded at, whose policy is in force (null on the server). */
const documentPath = typeof window === 'undefined' ? null : window.location.pathname;

/**
 * The loader of a page that offers the postcode search: nothing to load, unless the router
 * reached it from a document loaded at another page. Then the browser loads it instead, and the
 * navigation waits for the page to unload.
 */
export function postcodePageLoader({ request }: LoaderFunctionArgs): null | Promise<never> {
  if (documentPath === null || offersPostcodeSearch(documentPath)) return null;
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}
