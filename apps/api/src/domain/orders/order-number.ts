import type { DbOrTx } from '../../db/client.ts';

/**
 * A human-readable order number, `YYYYMMDD-NNNN`: the date in Korea and a shop-wide sequence
 * (prisma/migrations/*_order_numbers), so numbers are unique across API instances.
 */
export async function nextOrderNumber(tx: DbOrTx): Promise<string> {
  const [row] = await tx.$queryRaw<{ day: string; n: bigint }[]>`
    SELECT to_char(now() AT TIME ZONE 'Asia/Seoul', 'YYYYMMDD') AS day, nextval('order_number_seq') AS n`;
  if (!row) throw new Error('order_number_seq returned nothing');
  return `${row.day}-${row.n.toString().padStart(4, '0')}`;
}
