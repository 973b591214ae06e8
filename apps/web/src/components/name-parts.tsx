import type { ReactNode } from 'react';
import { useLocale } from '@/i18n/use-i18n';

/**
 * The two fields of a person's name in the order the page's language writes names: the family
 * name first on Korean pages (박 민지), the given name first elsewhere (Minji Kim).
 */
export function NameParts({ given, family }: { given: ReactNode; family: ReactNode }) {
  const locale = useLocale();
  return locale === 'ko' ? (
    <>
      {family}
      {given}
    </>
  ) : (
    <>
      {given}
      {family}
    </>
  );
}
