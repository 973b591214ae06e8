// The product information a row carries (origin, storage, the notice's values) and the rule that
// a published food product shows all of it, worded for the row as the admin API words it.
import {
  compactNotice,
  missingFoodInformation,
  type NoticeValues,
} from '@jangbogi/contracts/product-information';
import type { CellValue } from './cells.ts';
import { columnByKey, NOTICE_COLUMNS, type ProductField } from './columns.ts';
import type { RowPlanner } from './row-planner.ts';
import { noticeKindOf, type CatalogueState } from './state.ts';

/** The notice after the row: the sheet's values where it has the column, else the shop's. */
export function noticeOf(p: RowPlanner): NoticeValues | null {
  const was = p.current?.notice ?? {};
  const next: NoticeValues = { ...was };
  for (const column of NOTICE_COLUMNS) {
    if (!p.sheetRow.values.has(column) || p.sheetRow.unreadable.has(column)) continue;
    const value = p.sheetRow.values.get(column);
    if (typeof value === 'string') next[column.noticeKey] = value;
    else delete next[column.noticeKey];
    const before = was[column.noticeKey] ?? '';
    const after = next[column.noticeKey] ?? '';
    if (p.current && before !== after) p.changed(column, before, after);
  }
  const changed = NOTICE_COLUMNS.some(
    (column) => (was[column.noticeKey] ?? '') !== (next[column.noticeKey] ?? ''),
  );
  return !p.current || changed ? compactNotice(next) : null;
}

/** The column a field `missingFoodInformation` names is written in: `notice.producer` is producer. */
const columnOfMissing = (field: string) => columnByKey(field.replace(/^notice\./, ''));

/**
 * A published product of a food or processed-food category needs its origin and the notice's
 * required fields, as the admin API asks; household goods and archived drafts need none.
 */
export function checkFoodInformation(
  p: RowPlanner,
  state: CatalogueState,
  subcategoryId: string | null,
  data: Partial<Record<ProductField, CellValue>>,
  notice: NoticeValues | null,
) {
  if (p.current?.archived) return;
  const placeId = subcategoryId ?? p.current?.subcategoryId;
  const kind = placeId ? noticeKindOf(state, placeId) : null;
  if (!kind) return;
  const after = (field: ProductField) => {
    const value = field in data ? data[field] : (p.current?.fields[field] ?? null);
    return typeof value === 'string' ? value : null;
  };
  const missing = missingFoodInformation(
    {
      name_kr: after('nameKr'),
      weight: after('weight'),
      weight_kr: after('weightKr'),
      origin: after('origin'),
      notice: notice ?? p.current?.notice ?? {},
    },
    kind,
  );
  if (missing.length === 0) return;
  const lacksOrigin = missing.includes('origin');
  const lack = !lacksOrigin ? 'notice' : missing.length === 1 ? 'origin' : 'both';
  p.refuse(
    p.words.foodInformationMissing(
      missing.map((field) => p.name(columnOfMissing(field))),
      lack,
    ),
  );
}
