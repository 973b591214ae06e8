import {
  SignedLinkPage,
  type SignedLinkWords,
} from '@/features/account/components/signed-link-page';
import {
  useFollowStockAlertLink,
  type StockAlertLinkAction,
} from '@/features/catalog/api/stock-alert-links';

const WORDS: Record<StockAlertLinkAction, SignedLinkWords> = {
  confirm: {
    title: 'stockAlertLink.confirmTitle',
    lead: 'stockAlertLink.confirmLead',
    button: 'stockAlertLink.confirmButton',
    working: 'stockAlertLink.confirming',
    done: 'stockAlertLink.confirmed',
    failed: 'stockAlertLink.failed',
  },
  unsubscribe: {
    title: 'stockAlertLink.unsubscribeTitle',
    lead: 'stockAlertLink.unsubscribeLead',
    button: 'stockAlertLink.unsubscribeButton',
    working: 'stockAlertLink.unsubscribing',
    done: 'stockAlertLink.unsubscribed',
    failed: 'stockAlertLink.failed',
  },
};

/** The page behind a back-in-stock email's link: confirm the email, or unsubscribe. */
function StockAlertLinkPage({ action }: { action: StockAlertLinkAction }) {
  const follow = useFollowStockAlertLink(action);
  return <SignedLinkPage id={`stock-alert-${action}`} words={WORDS[action]} follow={follow} />;
}

export const StockAlertConfirmRoute = () => <StockAlertLinkPage action="confirm" />;
export const StockAlertUnsubscribeRoute = () => <StockAlertLinkPage action="unsubscribe" />;
