// exceljs is loaded on the first XLSX export or statement upload: it costs about 25 MB of memory
// that a server answering shoppers never needs.
import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

export function loadExcel(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}
