export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The pager's buttons: first page, last page, and 2 pages either side of the current one,
 * with an ellipsis wherever pages are skipped.
 */
export function pageWindow(current: number, total: number, spread = 2): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const page = Math.min(Math.max(1, current), total);
  const from = Math.max(2, page - spread);
  const to = Math.min(total - 1, page + spread);
  const items: PageItem[] = [1];
  if (from > 2) items.push('start-ellipsis');
  for (let n = from; n <= to; n += 1) items.push(n);
  if (to < total - 1) items.push('end-ellipsis');
  items.push(total);
  return items;
}
