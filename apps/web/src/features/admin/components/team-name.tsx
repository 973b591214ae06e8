// Names the shop team wrote (products, categories, banners) as the back office shows them: in the
// screen's language, so the Korean back office reads in Korean wherever the data has Korean.
import { localName } from '@/i18n/names';
import { useLocale } from '@/i18n/use-i18n';

interface Named {
  name: string;
  name_kr?: string | null;
}

/**
 * The name in the screen's language. A Korean screen falls back to the English name when the data
 * has no Korean one, and marks it `data-team-text`: words the team typed, not the shop's own.
 */
export function TeamName({ item }: { item: Named }) {
  const locale = useLocale();
  if (locale === 'ko' && !item.name_kr?.trim())
    return (
      <span lang="en" data-team-text="">
        {item.name}
      </span>
    );
  return <>{localName(item, locale)}</>;
}

/**
 * On English screens, the Korean name shoppers read, beside the English one; Korean screens show
 * their Korean name alone (the English one is in the edit form).
 */
export function KoreanNameBeside({
  item,
  className,
  inline = false,
}: {
  item: Named;
  className?: string;
  /** In a line of text (a heading) rather than on a line of its own. */
  inline?: boolean;
}) {
  const locale = useLocale();
  const korean = item.name_kr?.trim();
  if (locale !== 'en' || !korean) return null;
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag lang="ko" className={className}>
      {korean}
    </Tag>
  );
}
