import { describe, expect, it } from 'vitest';
import { offersPostcodeSearch } from './postcode-search.ts';

describe('the pages that offer the postcode search', () => {
  it('are the address book and the guest checkout, in either language', () => {
    for (const path of ['/my-addresses', '/ko/my-addresses', '/checkoutpage', '/ko/checkoutpage/'])
      expect(offersPostcodeSearch(path), path).toBe(true);
    for (const path of [
      '/',
      '/ko',
      '/shop',
      '/admin',
      '/ko/admin/settings',
      '/usercheckoutpage',
      '/my-addresses/x',
      '/kocheckoutpage',
    ])
      expect(offersPostcodeSearch(path), path).toBe(false);
  });
});
