import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { NotFoundRoute } from './not-found';

/** A page whose loader answered 404 (unknown address or id) shows the not-found page; anything else a short apology. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  return (
    <div className="container page">
      <PageMeta
        title="Something went wrong"
        description="This page could not be shown. Please try again."
      />
      <p className="state-message" role="alert">
        Something went wrong. Please try again.
      </p>
    </div>
  );
}

/**
 * A catalogue page whose product, category or subcategory does not exist: the page's own message
 * (spec: 'Product not found', 'No Products Available') with a 404 status from the server.
 */
export function MissingItem({ message }: { message: string }) {
  const error = useRouteError();
  if (!(isRouteErrorResponse(error) && error.status === 404)) return <RouteError />;
  return (
    <div className="container page">
      <PageMeta title={message} description={`${message} at Jangbogi.`} />
      <p className="state-message" role="alert">
        {message}
      </p>
    </div>
  );
}
