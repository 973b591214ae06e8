// One sheet row being planned: its values, the product it names, and what is found about it.
import type { ImportFieldChange } from '@jangbogi/contracts/admin-catalogue-import';
import type { Language } from '../../../lib/i18n/language.ts';
import type { CellValue } from './cells.ts';
import { columnByKey, type CatalogueColumn } from './columns.ts';
import { ROW_WORDS, type RowWords } from './messages.ts';
import type { SheetRow } from './sheet.ts';
import type { CurrentProduct } from './state.ts';

export class RowPlanner {
  readonly reasons: string[] = [];
  readonly changes: ImportFieldChange[] = [];
  constructor(
    readonly sheetRow: SheetRow,
    readonly current: CurrentProduct | undefined,
    readonly language: Language,
  ) {
    this.reasons.push(...sheetRow.problems);
  }
  get words(): RowWords {
    return ROW_WORDS[this.language];
  }
  name(column: CatalogueColumn) {
    return column.words[this.language];
  }
  has(key: string) {
    return this.sheetRow.values.has(columnByKey(key));
  }
  value(key: string): CellValue {
    return this.sheetRow.values.get(columnByKey(key)) ?? null;
  }
  refuse(reason: string) {
    this.reasons.push(reason);
  }
  changed(column: CatalogueColumn, from: string, to: string) {
    this.changes.push({ column: column.key, header: column.header[this.language], from, to });
  }
}
