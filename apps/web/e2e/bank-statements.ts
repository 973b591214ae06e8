// The bank statements the shop team imports in the browser tests, as the banks export them.

/** Korea wall-clock time, "2026.11.22 10:31:05", as KB writes it. */
function kbTime(date: Date) {
  return new Date(date.getTime() + 9 * 3600_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ')
    .replaceAll('-', '.');
}

/**
 * A KB Kookmin transaction export (CSV with a BOM, as Excel saves it): a card payment a minute
 * before `at`, then the deposits a second apart.
 */
export function kbStatement(deposits: { name: string; amount: number }[], at: Date) {
  const rows = [
    ['거래내역조회'],
    ['계좌번호', '123456-01-234567'],
    [
      '거래일시',
      '적요',
      '보낸분/받는분',
      '송금메모',
      '출금액(원)',
      '입금액(원)',
      '잔액(원)',
      '거래점',
    ],
    [
      kbTime(new Date(at.getTime() - 60_000)),
      '체크카드',
      '편의점',
      '',
      '4,500',
      '0',
      '995,500',
      '',
    ],
    ...deposits.map((d, i) => [
      kbTime(new Date(at.getTime() + i * 1000)),
      '타행이체',
      d.name,
      '',
      '0',
      d.amount.toLocaleString('en-US'),
      '1,000,000',
      '강남역',
    ]),
  ];
  const csv = rows
    .map((row) => row.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(','))
    .join('\r\n');
  return Buffer.from(`\ufeff${csv}\r\n`, 'utf8');
}
