// How long the shop keeps its records before it removes the personal data in them (ADR 0041).
// The periods are the E-Commerce Act's (전자상거래법 제6조, 시행령 제6조 제1항); the privacy
// policies state the same figures.
export const RECORD_RETENTION_YEARS = {
  /** Contracts and withdrawals, payments, and the supply of goods (시행령 제6조 제1항 제2호·제3호). */
  orders: 5,
  /** Consumer complaints and dispute handling (제4호): the messages sent to the shop. */
  complaints: 3,
} as const;

/** The moment before which a record kept for `years` has run out, on `now`'s calendar. */
export function retentionCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}
