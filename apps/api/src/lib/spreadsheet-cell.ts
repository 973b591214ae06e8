// Text a shopper typed (a name, a depositor, an address) must reach the shop team's spreadsheet
// as text. Excel, LibreOffice and Google Sheets run a cell that starts with =, +, - or @ as a
// formula (`=HYPERLINK(...)`, `@SUM(1+1)*cmd|' /C calc'!A0`), and a leading tab or carriage
// return can hide such a start. OWASP's advice for CSV injection: put a single quote in front,
// which the spreadsheet shows as text. Every CSV and XLSX writer passes its cells through here.

/** A spreadsheet cell: text, or a number (money, a quantity) that must stay a number. */
export type SpreadsheetCell = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as a spreadsheet shows it without evaluating it. */
export function inertText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Numbers stay numbers (a negative amount too); only text is made inert. */
export function inertCell(cell: SpreadsheetCell): SpreadsheetCell {
  return typeof cell === 'number' ? cell : inertText(cell);
}

export function inertRow(row: readonly SpreadsheetCell[]): SpreadsheetCell[] {
  return row.map(inertCell);
}

const INERT_START = /^'(?=[=+\-@\t\r])/;

/** The text a cell held before inertText guarded it, so an exported sheet reads back unchanged. */
export function readInertText(text: string): string {
  return text.replace(INERT_START, '');
}
