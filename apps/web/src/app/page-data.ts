import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { isNotFound } from '@/lib/api-client';

/** Answers 404 from a loader: React Router renders the nearest errorElement with that status. */
export function notFound(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to set a status
  throw data('Not found', { status: 404 });
}

/** Waits for what a page shows; an unknown id is the page's 404, other failures show on the page. */
export async function loadPageData(...queries: Promise<unknown>[]): Promise<null> {
  const results = await Promise.allSettled(queries);
  for (const result of results) {
    if (result.status === 'rejected' && isNotFound(result.reason)) notFound();
  }
  return null;
}

/** The `:id` of a page's address. */
export const idParam = ({ params }: LoaderFunctionArgs) => params.id ?? '';
