import { errorResponse } from '@jangbogi/contracts/common';

/** Response schemas for a route's error statuses: every error answers the same JSON shape. */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse])) as Record<
    Status,
    typeof errorResponse
  >;
}
