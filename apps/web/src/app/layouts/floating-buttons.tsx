import { paths } from '@/config/paths';
import { useCartLineCount } from '@/features/cart/api/cart-count';
import { useShopSettings } from '@/features/catalog/api/get-settings';
import type { MessengerKind } from '@jangbogi/contracts/messenger';
import type { MessageId } from '@lingui/core';
import { useT } from '@/i18n/use-i18n';
import { CartIcon } from './cart-icon';
import { AppLink } from '@/components/app-link';
import styles from './floating-buttons.module.css';
import { MessengerIcon } from './messenger-icon';

/** The chat the shop chose in its settings: WhatsApp or its KakaoTalk channel. */
const MESSENGER_NAMES: Record<MessengerKind, MessageId> = {
  whatsapp: 'layout.messenger.whatsapp',
  kakao: 'layout.messenger.kakao',
};
const MESSENGER_LABELS: Record<MessengerKind, MessageId> = {
  whatsapp: 'layout.whatsApp',
  kakao: 'layout.kakao',
};

export function FloatingButtons() {
  const t = useT();
  const cartCount = useCartLineCount();
  const { data: settings } = useShopSettings();
  return (
    <aside className={styles.floating} aria-label={t('layout.shortcuts')}>
      {settings?.messenger && (
        <a
          href={settings.messenger.url}
          className={`${styles.button} ${styles[settings.messenger.kind]}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t(MESSENGER_LABELS[settings.messenger.kind])}
          data-messenger={settings.messenger.kind}
        >
          <MessengerIcon kind={settings.messenger.kind} />
          <span className={styles.label}>{t(MESSENGER_NAMES[settings.messenger.kind])}</span>
        </a>
      )}
      <AppLink
        to={paths.cart.getHref()}
        className={`${styles.button} ${styles.cart}`}
        aria-label={t('layout.cartLabel', { count: cartCount })}
      >
        <CartIcon size={26} />
        {/* The space keeps the bar's words "Cart 2" a part of the name "Cart, 2 items". */}
        <span className={styles.label}>{t('layout.cart')}</span>{' '}
        <span className={styles.badge} aria-hidden="true">
          {cartCount}
        </span>
      </AppLink>
    </aside>
  );
}
