import { NOTICE_KIND_LABELS, type NoticeKind } from '@jangbogi/contracts/product-information';
import type { Locale } from '@/i18n/locales';

/**
 * A notice kind as the page's language names it. English keeps the Korean name beside it: it is
 * the name the law and the shop's suppliers use.
 */
export const noticeKindName = (kind: NoticeKind, locale: Locale) =>
  locale === 'ko'
    ? NOTICE_KIND_LABELS[kind].ko
    : `${NOTICE_KIND_LABELS[kind].en} (${NOTICE_KIND_LABELS[kind].ko})`;
