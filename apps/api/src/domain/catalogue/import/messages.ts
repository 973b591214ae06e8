// Why a row of a catalogue sheet is refused, in the words of the row ("row 14: sale price 12,000
// is above the sell price 9,800") and in the language the page asked in. These are preview
// results, not errors, so they are worded here rather than through the error handler's catalogue.
import type { Language } from '../../../lib/i18n/language.ts';
import { withParticle } from '@jangbogi/contracts/korean-particle';

/** What a food product lacks: its origin, notice fields, or both. */
export type FoodLack = 'origin' | 'notice' | 'both';

const grouped = (n: number) => n.toLocaleString('en-US');
const signed = (n: number) => (n > 0 ? `+${grouped(n)}` : grouped(n));

export interface RowWords {
  row(row: number): string;
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
}

const ENGLISH_LACK: Record<FoodLack, string> = {
  origin: 'origin',
  notice: 'product information notice',
  both: 'origin and product information notice',
};
const KOREAN_LACK: Record<FoodLack, string> = {
  origin: '원산지를',
  notice: '상품정보제공고시를',
  both: '원산지와 상품정보제공고시를',
};

const english: RowWords = {
  row: (row) => `row ${row}`,
  empty: (column) => `${column} is empty`,
  neededForNew: (column) => `${column} is needed for a new product`,
  notWon: (column, raw) => `${column} "${raw}" is not a whole number of won`,
  notWhole: (column, raw) => `${column} "${raw}" is not a whole number`,
  negative: (column, value) => `${column} ${grouped(value)} is below zero`,
  tooLarge: (column, value) => `${column} ${grouped(value)} is too large`,
  tooLong: (column, max) => `${column} is longer than ${grouped(max)} characters`,
  notFlag: (column, raw) => `${column} "${raw}" is not Y or N`,
  notChoice: (column, raw, choices) => `${column} "${raw}" is not one of ${choices.join(', ')}`,
  badSku: (raw) =>
    `sku "${raw}" may use only letters, digits, dots, dashes and underscores (up to 40)`,
  duplicateSku: (sku, otherRow) => `sku ${sku} is also on row ${otherRow}`,
  unknownCategory: (name) => `category "${name}" does not exist`,
  unknownSubcategory: (name, category) => `subcategory "${name}" is not in ${category}`,
  archivedCategory: (name) => `"${name}" is archived`,
  priceAbove: (sale, sold, price, limit) =>
    `${sale} ${grouped(sold)} is above the ${price} ${grouped(limit)}`,
  priceEqual: (sale, sold, price) => `${sale} ${grouped(sold)} is the same as the ${price}`,
  onSaleWithoutSalePrice: (flag, sale) => `${flag} is Y but there is no ${sale}`,
  changeWithoutReason: (column, change, reason) => `${column} ${signed(change)} has no ${reason}`,
  belowZero: (column, change, stock) =>
    `${column} ${signed(change)} would take the stock of ${grouped(stock)} below zero`,
  imageWithoutZip: (name) => `image ${name} is a file name, but no ZIP of images was uploaded`,
  imageNotInZip: (name) => `image ${name} is not in the ZIP file`,
  imageNotPicture: (name) => `image ${name} is not a JPEG, PNG, WebP or GIF picture`,
  imageNotOurs: (name) =>
    `image ${name} is neither in the ZIP file nor one of the shop's pictures (pictures from other addresses are not taken)`,
  tooManyImages: (count, max) => `${count} images is more than the ${max} a product can have`,
  foodInformationMissing: (columns, lack) =>
    `${columns.join(', ')} ${columns.length === 1 ? 'is' : 'are'} missing (food products must show their ${ENGLISH_LACK[lack]})`,
  notNumber: (column, raw) => `${column} "${raw}" is not a number`,
  notPositive: (column, value) => `${column} ${grouped(value)} must be above zero`,
  withoutPartner: (given, missing) => `${given} is given but ${missing} is not`,
  weighedPrice: (sell, expected) =>
    `${sell} of a product sold by weight must be its price per kg at the estimated weight: ${grouped(expected)}`,
};

const korean: RowWords = {
  row: (row) => `${row}행`,
  empty: (column) => `${withParticle(column, '이/가')} 비어 있습니다`,
  neededForNew: (column) => `새 상품에는 ${withParticle(column, '이/가')} 필요합니다`,
  notWon: (column, raw) =>
    `${column} ${withParticle(`"${raw}"`, '은/는')} 원 단위의 정수가 아닙니다`,
  notWhole: (column, raw) => `${column} ${withParticle(`"${raw}"`, '은/는')} 정수가 아닙니다`,
  negative: (column, value) => `${column} ${withParticle(grouped(value), '은/는')} 0보다 작습니다`,
  tooLarge: (column, value) => `${column} ${withParticle(grouped(value), '은/는')} 너무 큽니다`,
  tooLong: (column, max) => `${withParticle(column, '이/가')} ${grouped(max)}자를 넘습니다`,
  notFlag: (column, raw) => `${column} ${withParticle(`"${raw}"`, '은/는')} Y 또는 N이 아닙니다`,
  notChoice: (column, raw, choices) =>
    `${column} ${withParticle(`"${raw}"`, '은/는')} ${choices.join(', ')} 중 하나가 아닙니다`,
  badSku: (raw) => `상품코드 "${raw}"에는 영문, 숫자, 점, 대시, 밑줄만 쓸 수 있습니다 (최대 40자)`,
  duplicateSku: (sku, otherRow) =>
    `상품코드 ${withParticle(sku, '이/가')} ${otherRow}행에도 있습니다`,
  unknownCategory: (name) => `카테고리 ${withParticle(`"${name}"`, '이/가')} 없습니다`,
  unknownSubcategory: (name, category) =>
    `하위 카테고리 ${withParticle(`"${name}"`, '이/가')} ${category}에 없습니다`,
  archivedCategory: (name) => `${withParticle(`"${name}"`, '은/는')} 보관된 카테고리입니다`,
  priceAbove: (sale, sold, price, limit) =>
    `${sale} ${grouped(sold)}원이 ${price} ${grouped(limit)}원보다 높습니다`,
  priceEqual: (sale, sold, price) =>
    `${sale} ${grouped(sold)}원이 ${withParticle(price, '와/과')} 같습니다`,
  onSaleWithoutSalePrice: (flag, sale) =>
    `${withParticle(flag, '이/가')} Y인데 ${withParticle(sale, '이/가')} 없습니다`,
  changeWithoutReason: (column, change, reason) =>
    `${column} ${signed(change)}에 ${withParticle(reason, '이/가')} 없습니다`,
  belowZero: (column, change, stock) =>
    `${column} ${withParticle(signed(change), '을/를')} 적용하면 재고 ${grouped(stock)}개가 0보다 작아집니다`,
  imageWithoutZip: (name) =>
    `이미지 ${withParticle(name, '은/는')} 파일 이름인데 이미지 ZIP 파일이 없습니다`,
  imageNotInZip: (name) => `이미지 ${withParticle(name, '이/가')} ZIP 파일에 없습니다`,
  imageNotPicture: (name) =>
    `이미지 ${withParticle(name, '은/는')} JPEG, PNG, WebP, GIF 그림이 아닙니다`,
  imageNotOurs: (name) =>
    `이미지 ${withParticle(name, '은/는')} ZIP 파일에도, 쇼핑몰의 그림에도 없습니다 (다른 주소의 그림은 가져올 수 없습니다)`,
  tooManyImages: (count, max) => `이미지 ${count}개는 상품 하나에 둘 수 있는 ${max}개보다 많습니다`,
  foodInformationMissing: (columns, lack) =>
    `${withParticle(columns.join(', '), '이/가')} 없습니다 (식품은 ${KOREAN_LACK[lack]} 표시해야 합니다)`,
  notNumber: (column, raw) => `${column} ${withParticle(`"${raw}"`, '은/는')} 숫자가 아닙니다`,
  notPositive: (column, value) =>
    `${column} ${withParticle(grouped(value), '은/는')} 0보다 커야 합니다`,
  withoutPartner: (given, missing) =>
    `${withParticle(given, '은/는')} 있는데 ${withParticle(missing, '이/가')} 없습니다`,
  weighedPrice: (sell, expected) =>
    `무게로 파는 상품의 ${withParticle(sell, '은/는')} kg당 가격에 예상 중량을 곱한 ${grouped(expected)}원이어야 합니다`,
};

export const ROW_WORDS: Readonly<Record<Language, RowWords>> = { en: english, ko: korean };

/** "row 14: ..." / "14행: ..." */
export const rowReason = (words: RowWords, row: number, reason: string) =>
  `${words.row(row)}: ${reason}`;
