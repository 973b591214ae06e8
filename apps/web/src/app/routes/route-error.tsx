import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import type { MessageId } from '@lingui/core';
import { useT } from '@/i18n/use-i18n';
import { NotFoundRoute } from './not-found';

/** A page whose loader answered 404 (unknown address or id) shows the not-found page; anything else a short apology. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  return (
    <div className="container page">
      <PageMeta title={t('error.title')} description={t('error.description')} />
      <p className="state-message" role="alert">
        {t('error.text')}
      </p>
    </div>
  );
}

/**
 * A catalogue page whose product, category or subcategory does not exist: the page's own message
 * (spec: 'Product not found', 'No Products Available') with a 404 status from the server.
 */
export function MissingItem({ messageId }: { messageId: MessageId }) {
  const t = useT();
  const error = useRouteError();
  const message = t(messageId);
  if (!(isRouteErrorResponse(error) && error.status === 404)) return <RouteError />;
  return (
    <div className="container page">
      <PageMeta title={message} description={t('error.missingDescription', { message })} />
      <p className="state-message" role="alert">
        {message}
      </p>
    </div>
  );
}
