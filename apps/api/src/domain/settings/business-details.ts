// A shop may start selling only with its own business details in the footer (E-Commerce Act
// art. 10): in production, each one still empty or still the example value is named at start.
import type { ShopSettings } from '@jangbogi/contracts/settings';
import { DEFAULT_SHOP_SETTINGS } from './default-settings.ts';

/** The business details that are empty or still the seeded example values. */
export function unsetBusinessDetails(settings: ShopSettings): string[] {
  const unset: string[] = [];
  if (settings.business_registration === DEFAULT_SHOP_SETTINGS.business_registration) {
    unset.push('business_registration');
  }
  for (const [key, value] of Object.entries(settings.business)) {
    const example = DEFAULT_SHOP_SETTINGS.business[key as keyof ShopSettings['business']];
    // The Korean company name is optional (Korean pages then show company_name).
    if (key === 'company_name_ko' && !value.trim()) continue;
    if (!value.trim() || value === example) unset.push(`business.${key}`);
  }
  return unset;
}
