/** The page number of a listing URL (`?page=`): 1 unless it is a whole number from 1 up. */
export function readPage(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
