// Why a row of a catalogue sheet is refused, in the words of the row ("row 14: sale price ₩12,000
// is above the sell price ₩9,800") and in the language the page asked in. These are preview
// results, not errors, so they do not go through the error handler; their texts are the
// `importRow.*` messages (lib/i18n/messages/imports.*.json), their numbers written by the shared
// formatter.
import { formatCount, formatWon } from '@jangbogi/contracts/format';
import { translate, type MessageValues } from '../../../lib/i18n/catalogue.ts';
import type { Language } from '../../../lib/i18n/language.ts';

/** What a food product lacks: its origin, notice fields, or both. */
export type FoodLack = 'origin' | 'notice' | 'both';

export interface RowWords {
  empty(column: string): string;
  neededForNew(column: string): string;
  notWon(column: string, raw: string): string;
  notWhole(column: string, raw: string): string;
  negative(column: string, value: number): string;
  tooLarge(column: string, value: number): string;
  tooLong(column: string, max: number): string;
  notFlag(column: string, raw: string): string;
  notChoice(column: string, raw: string, choices: string[]): string;
  badSku(raw: string): string;
  duplicateSku(sku: string, otherRow: number): string;
  unknownCategory(name: string): string;
  unknownSubcategory(name: string, category: string): string;
  archivedCategory(name: string): string;
  priceAbove(sale: string, sold: number, price: string, limit: number): string;
  priceEqual(sale: string, sold: number, price: string): string;
  onSaleWithoutSalePrice(flag: string, sale: string): string;
  changeWithoutReason(column: string, change: number, reason: string): string;
  belowZero(column: string, change: number, stock: number): string;
  imageWithoutZip(name: string): string;
  imageNotInZip(name: string): string;
  imageNotPicture(name: string): string;
  imageNotOurs(name: string): string;
  tooManyImages(count: number, max: number): string;
  foodInformationMissing(columns: string[], lack: FoodLack): string;
  notNumber(column: string, raw: string): string;
  notPositive(column: string, value: number): string;
  /** One of a pair given without the other (net quantity and its unit). */
  withoutPartner(given: string, missing: string): string;
  /** A weighed product's price is its price per kg at the estimated weight. */
  weighedPrice(sell: string, expected: number): string;
  /** "row 14: ..." / "14행: ..." */
  reason(row: number, reason: string): string;
}

/** A number as the sheet's reader wrote it: grouped by thousands, a fraction kept. */
const counted = (n: number) => (Number.isInteger(n) ? formatCount(n) : String(n));
const signed = (n: number) => (n > 0 ? `+${counted(n)}` : counted(n));

function rowWords(language: Language): RowWords {
  const t = (id: Parameters<typeof translate>[1], values?: MessageValues) =>
    translate(language, id, values);
  const won = (amount: number) => formatWon(amount, language);
  return {
    reason: (row, reason) => t('importRow.row', { row, reason }),
    empty: (column) => t('importRow.empty', { column }),
    neededForNew: (column) => t('importRow.neededForNew', { column }),
    notWon: (column, raw) => t('importRow.notWon', { column, raw }),
    notWhole: (column, raw) => t('importRow.notWhole', { column, raw }),
    negative: (column, value) => t('importRow.negative', { column, value: counted(value) }),
    tooLarge: (column, value) => t('importRow.tooLarge', { column, value: counted(value) }),
    tooLong: (column, max) => t('importRow.tooLong', { column, max: counted(max) }),
    notFlag: (column, raw) => t('importRow.notFlag', { column, raw }),
    notChoice: (column, raw, choices) =>
      t('importRow.notChoice', { column, raw, choices: choices.join(', ') }),
    badSku: (raw) => t('importRow.badSku', { raw }),
    duplicateSku: (sku, otherRow) => t('importRow.duplicateSku', { sku, otherRow }),
    unknownCategory: (name) => t('importRow.unknownCategory', { name }),
    unknownSubcategory: (name, category) => t('importRow.unknownSubcategory', { name, category }),
    archivedCategory: (name) => t('importRow.archivedCategory', { name }),
    priceAbove: (sale, sold, price, limit) =>
      t('importRow.priceAbove', { sale, sold: won(sold), price, limit: won(limit) }),
    priceEqual: (sale, sold, price) => t('importRow.priceEqual', { sale, sold: won(sold), price }),
    onSaleWithoutSalePrice: (flag, sale) => t('importRow.onSaleWithoutSalePrice', { flag, sale }),
    changeWithoutReason: (column, change, reason) =>
      t('importRow.changeWithoutReason', { column, change: signed(change), reason }),
    belowZero: (column, change, stock) =>
      t('importRow.belowZero', { column, change: signed(change), stock: counted(stock) }),
    imageWithoutZip: (name) => t('importRow.imageWithoutZip', { name }),
    imageNotInZip: (name) => t('importRow.imageNotInZip', { name }),
    imageNotPicture: (name) => t('importRow.imageNotPicture', { name }),
    imageNotOurs: (name) => t('importRow.imageNotOurs', { name }),
    tooManyImages: (count, max) => t('importRow.tooManyImages', { count, max }),
    foodInformationMissing: (columns, lack) =>
      t('importRow.foodInformationMissing', {
        columns: columns.join(', '),
        count: columns.length,
        lack,
      }),
    notNumber: (column, raw) => t('importRow.notNumber', { column, raw }),
    notPositive: (column, value) => t('importRow.notPositive', { column, value: counted(value) }),
    withoutPartner: (given, missing) => t('importRow.withoutPartner', { given, missing }),
    weighedPrice: (sell, expected) =>
      t('importRow.weighedPrice', { sell, expected: won(expected) }),
  };
}

export const ROW_WORDS: Readonly<Record<Language, RowWords>> = {
  en: rowWords('en'),
  ko: rowWords('ko'),
};

/** "row 14: ..." / "14행: ..." */
export const rowReason = (words: RowWords, row: number, reason: string) =>
  words.reason(row, reason);
