// Back office: the catalogue as a spreadsheet. An upload is previewed row by row (nothing is
// written), then applied in one transaction; the export writes the same layout.
import { z } from 'zod';

export const catalogueFileFormat = z.enum(['xlsx', 'csv']);

export const catalogueExportQuery = z
  .object({ format: catalogueFileFormat.default('xlsx') })
  .strict();

/** One field of a changed row, as the sheet and the shop write it. */
export const importFieldChange = z.object({
  column: z.string(),
  /** The column's header in the request's language. */
  header: z.string(),
  from: z.string(),
  to: z.string(),
});
export type ImportFieldChange = z.infer<typeof importFieldChange>;

export const importRowStatus = z.enum(['new', 'changed', 'unchanged', 'refused']);
export type ImportRowStatus = z.infer<typeof importRowStatus>;

export const importPreviewRow = z.object({
  /** The row's number in the sheet, the header row being 1. */
  row: z.number().int(),
  sku: z.string(),
  name: z.string(),
  status: importRowStatus,
  changes: z.array(importFieldChange),
  /** Why a refused row is refused, in the request's language: "row 14: sale price ...". */
  reasons: z.array(z.string()),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;

export const importCounts = z.object({
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCounts>;

/** Unchanged rows are counted, not listed. */
export const importPreview = z.object({
  file_name: z.string(),
  counts: importCounts,
  /** Headers that are no column of the layout; their cells are left alone. */
  ignored_columns: z.array(z.string()),
  rows: z.array(importPreviewRow),
});
export type ImportPreview = z.infer<typeof importPreview>;

/**
 * The apply answer is newline-delimited JSON: progress lines while the rows are written, then one
 * `done` line (the transaction committed) or one `failed` line (it rolled back; nothing changed).
 */
export type ImportApplyLine =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; counts: ImportCounts }
  | { type: 'failed'; code: string; message: string };

export const IMPORT_APPLY_CONTENT_TYPE = 'application/x-ndjson';
