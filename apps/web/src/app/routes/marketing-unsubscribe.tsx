import { useUnsubscribeFromMarketing } from '@/features/account/api/marketing-unsubscribe';
import {
  SignedLinkPage,
  type SignedLinkWords,
} from '@/features/account/components/signed-link-page';

const WORDS: SignedLinkWords = {
  title: 'marketingUnsubscribe.title',
  lead: 'marketingUnsubscribe.lead',
  button: 'marketingUnsubscribe.button',
  working: 'marketingUnsubscribe.working',
  done: 'marketingUnsubscribe.done',
  failed: 'marketingUnsubscribe.failed',
};

/** The page behind a marketing email's unsubscribe link: one click ends the consent. */
export function MarketingUnsubscribeRoute() {
  const follow = useUnsubscribeFromMarketing();
  return <SignedLinkPage id="marketing-unsubscribe" words={WORDS} follow={follow} />;
}
