// The catalogue import: a sheet (and optionally a ZIP of pictures) previewed without writing,
// then applied: every valid row in one transaction, the rows planned again against the locked
// products, so a sale or an edit since the preview is taken into account.
import type { ImportCounts, ImportPreview } from '@jangbogi/contracts/admin-catalogue-import';
import { Prisma } from '../../../generated/prisma/client.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { prismaSql } from '../../../db/sql.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { Language } from '../../../lib/i18n/language.ts';
import type { FileStorage } from '../../files/storage.ts';
import { INITIAL_STOCK_REASON } from '@jangbogi/contracts/stock';
import { applyStockChanges } from '../stock.ts';
import { uniquely } from '../../../db/unique.ts';
import { updateProductFields } from './update-fields.ts';
import { imageRefsOf, planImport, skusOf, type ImageRef, type PlannedRow } from './plan.ts';
import { readCatalogueSheet, type CatalogueSheet } from './sheet.ts';
import { loadCatalogueState } from './state.ts';
import { openZipImages, type ZipImages } from './zip-images.ts';

export interface CatalogueUpload {
  sheet: Buffer;
  fileName: string;
  zip: Buffer | null;
}

export interface PreparedImport {
  sheet: CatalogueSheet;
  fileName: string;
  zip: ZipImages | null;
  language: Language;
}

export type ImportProgress = (done: number, total: number) => void;

const CHUNK = 500;
/** Long enough for 20,000 rows on a slow disk; the apply answers with progress meanwhile. */
const APPLY_TIMEOUT_MS = 10 * 60_000;

const SKU_TAKEN_MEANWHILE = { id: 'catalogueImport.skuTakenMeanwhile' } as const;

/** Reads the files; a file that cannot be read is refused here, before anything is written. */
export async function prepareImport(
  upload: CatalogueUpload,
  language: Language,
): Promise<PreparedImport> {
  const sheet = await readCatalogueSheet(upload.sheet, language);
  const zip = upload.zip ? await openZipImages(upload.zip, imageRefsOf(sheet)) : null;
  return { sheet, fileName: upload.fileName, zip, language };
}

function countsOf(rows: PlannedRow[]): ImportCounts {
  const counts: ImportCounts = { new: 0, changed: 0, unchanged: 0, refused: 0 };
  for (const row of rows) counts[row.status]++;
  return counts;
}

async function plan(db: DbOrTx, prepared: PreparedImport): Promise<PlannedRow[]> {
  const state = await loadCatalogueState(db, skusOf(prepared.sheet), imageRefsOf(prepared.sheet));
  return planImport(prepared.sheet, state, prepared.zip?.lookup ?? null, prepared.language);
}

export async function previewImport(db: DbOrTx, prepared: PreparedImport): Promise<ImportPreview> {
  const rows = await plan(db, prepared);
  return {
    file_name: prepared.fileName,
    counts: countsOf(rows),
    ignored_columns: prepared.sheet.ignoredColumns,
    rows: rows
      .filter((row) => row.status !== 'unchanged')
      .map(({ row, sku, name, status, changes, reasons }) => ({
        row,
        sku,
        name,
        status,
        changes,
        reasons,
      })),
  };
}

type StoredImages = Map<string, { url: string; fileKey: string }>;

/** Pictures from the ZIP are stored before the transaction, as single uploads are. */
async function storeZipImages(
  rows: PlannedRow[],
  zip: ZipImages | null,
  storage: FileStorage,
): Promise<StoredImages> {
  const stored: StoredImages = new Map();
  if (!zip) return stored;
  const names = new Set(
    rows
      .filter((row) => row.status === 'new' || row.status === 'changed')
      .flatMap((row) => row.images ?? [])
      .flatMap((ref) => ('zipName' in ref ? [ref.zipName] : [])),
  );
  try {
    for (const name of names) {
      const image = await zip.accept(name);
      const fileKey = await storage.put(
        'products',
        image.extension,
        image.buffer,
        image.contentType,
      );
      stored.set(name, { url: storage.publicUrl(fileKey), fileKey });
    }
  } catch (error) {
    await Promise.all([...stored.values()].map((image) => storage.remove(image.fileKey)));
    throw error;
  }
  return stored;
}

function imageRows(productId: string, refs: ImageRef[], stored: StoredImages) {
  return refs.map((ref, sortOrder) => {
    const image = 'url' in ref ? ref : stored.get(ref.zipName);
    if (!image) throw new Error(`The picture ${JSON.stringify(ref)} was not stored`);
    return { productId, ...image, isMain: sortOrder === 0, sortOrder };
  });
}

/** Of the files of replaced pictures, those no product shows any more (a row may keep one). */
async function unusedKeys(tx: DbOrTx, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return keys;
  const kept = await tx.productImage.findMany({
    where: { fileKey: { in: keys } },
    select: { fileKey: true },
  });
  const keptKeys = new Set(kept.map((image) => image.fileKey));
  return [...new Set(keys)].filter((key) => !keptKeys.has(key));
}

interface Writer {
  tx: DbOrTx;
  actorUserId: string;
  stored: StoredImages;
  /** Files of the pictures the import replaced, removed once it commits. */
  replacedKeys: string[];
}

async function createProducts(w: Writer, rows: PlannedRow[]) {
  const created = await w.tx.product.createManyAndReturn({
    data: rows.map((row) => ({
      ...(row.data as Prisma.ProductCreateManyInput),
      notice: row.notice ?? {},
      sku: row.sku,
      subcategoryId: row.subcategoryId as string,
      stockQuantity: row.openingStock,
    })),
    select: { id: true, sku: true },
  });
  const idOf = new Map(created.map((p) => [p.sku, p.id]));
  const withId = rows.map((row) => ({ row, id: idOf.get(row.sku) as string }));
  await w.tx.stockMovement.createMany({
    data: withId
      .filter(({ row }) => row.openingStock > 0)
      .map(({ row, id }) => ({
        productId: id,
        actorUserId: w.actorUserId,
        change: row.openingStock,
        stockAfter: row.openingStock,
        reason: INITIAL_STOCK_REASON,
      })),
  });
  await w.tx.productImage.createMany({
    data: withId.flatMap(({ row, id }) => imageRows(id, row.images ?? [], w.stored)),
  });
  await applyStockChanges(
    w.tx,
    withId.flatMap(({ row, id }) =>
      row.stockChange ? [{ productId: id, ...row.stockChange, actorUserId: w.actorUserId }] : [],
    ),
  );
}

async function replaceImages(w: Writer, row: PlannedRow) {
  const productId = row.productId as string;
  const old = await w.tx.productImage.findMany({
    where: { productId, fileKey: { not: null } },
    select: { fileKey: true },
  });
  w.replacedKeys.push(...old.flatMap((image) => (image.fileKey ? [image.fileKey] : [])));
  await w.tx.productImage.deleteMany({ where: { productId } });
  await w.tx.productImage.createMany({ data: imageRows(productId, row.images ?? [], w.stored) });
}

async function updateProducts(w: Writer, rows: PlannedRow[]) {
  await updateProductFields(
    w.tx,
    rows.map((row) => ({
      productId: row.productId as string,
      fields: {
        ...row.data,
        ...(row.notice ? { notice: row.notice } : {}),
        ...(row.subcategoryId ? { subcategoryId: row.subcategoryId } : {}),
      },
    })),
  );
  await applyStockChanges(
    w.tx,
    rows.flatMap((row) =>
      row.stockChange
        ? [{ productId: row.productId as string, ...row.stockChange, actorUserId: w.actorUserId }]
        : [],
    ),
  );
  for (const row of rows) if (row.images) await replaceImages(w, row);
}

async function writeRows(w: Writer, rows: PlannedRow[], onProgress: ImportProgress) {
  const creates = rows.filter((row) => row.status === 'new');
  const updates = rows.filter((row) => row.status === 'changed');
  const total = creates.length + updates.length;
  let done = 0;
  onProgress(done, total);
  for (let i = 0; i < creates.length; i += CHUNK) {
    const chunk = creates.slice(i, i + CHUNK);
    await createProducts(w, chunk);
    onProgress((done += chunk.length), total);
  }
  for (let i = 0; i < updates.length; i += CHUNK) {
    const chunk = updates.slice(i, i + CHUNK);
    await updateProducts(w, chunk);
    onProgress((done += chunk.length), total);
  }
}

/**
 * Writes every valid row in one transaction; a failure anywhere rolls all of it back and removes
 * the pictures stored for it. Refused rows are counted and left alone.
 */
export async function applyImport(
  db: Db,
  storage: FileStorage,
  prepared: PreparedImport,
  actorUserId: string,
  onProgress: ImportProgress,
): Promise<ImportCounts> {
  const stored = await storeZipImages(await plan(db, prepared), prepared.zip, storage);
  const writer = { actorUserId, stored, replacedKeys: [] as string[] };
  let counts: ImportCounts;
  try {
    counts = await uniquely(
      () =>
        inTransaction(
          db,
          async (tx) => {
            const skus = skusOf(prepared.sheet);
            // Locked in id order, as every multi-product transaction, so imports cannot deadlock.
            await prismaSql(tx).query(
              Prisma.sql`SELECT id FROM products WHERE sku = ANY(${skus}::text[]) ORDER BY id FOR UPDATE`,
            );
            writer.replacedKeys = [];
            const rows = await plan(tx, prepared);
            await writeRows({ ...writer, tx }, rows, onProgress);
            writer.replacedKeys = await unusedKeys(tx, writer.replacedKeys);
            return countsOf(rows);
          },
          { timeout: APPLY_TIMEOUT_MS, maxWait: 10_000 },
        ),
      SKU_TAKEN_MEANWHILE,
    );
  } catch (error) {
    await Promise.all([...stored.values()].map((image) => storage.remove(image.fileKey)));
    throw error;
  }
  await Promise.all(writer.replacedKeys.map((key) => storage.remove(key)));
  return counts;
}
