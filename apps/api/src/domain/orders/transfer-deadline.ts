// The payment deadline of an account transfer, as SQL over `orders`: the same instant as
// `paymentDeadline` in contracts (`days` after placing, at the latest 23:59 Korea time on the eve
// of the delivery day), so the job cancels exactly when the shopper was told.
import { Prisma } from '../../generated/prisma/client.ts';

export function transferDueAt(days: number): Prisma.Sql {
  return Prisma.sql`LEAST(
    placed_at + make_interval(secs => ${days * 86_400}),
    (delivery_date - interval '1 minute') AT TIME ZONE 'Asia/Seoul'
  )`;
}
