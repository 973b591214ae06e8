// The statements that write a generated order history (generate-orders.ts), in the order they
// run inside one transaction. `pick(n, k)` is the row's k-th die: a number in [0, 1) that only the
// seed, the row number n and k decide.
import { Prisma } from '../../generated/prisma/client.ts';

export interface HistoryParameters {
  orders: number;
  customers: number;
  seed: number;
  /** Every heavyEvery-th order belongs to customer 1. */
  heavyEvery: number;
  end: Date;
  passwordHash: string;
  shippingFee: number;
  freeShippingFrom: number;
  /**
   * For the weekday an order was placed on (0 = Sunday), how many days later it is delivered:
   * the next day the shop delivers on (its closed weekdays skipped).
   */
  daysToDelivery: readonly number[];
}

const THREE_YEARS_DAYS = 3 * 365;

const FAMILY_NAMES_KO = [
  '김',
  '이',
  '박',
  '최',
  '정',
  '강',
  '조',
  '윤',
  '장',
  '임',
  '한',
  '오',
  '서',
  '신',
  '권',
  '황',
  '안',
  '송',
  '류',
  '홍',
];
const GIVEN_NAMES_KO = [
  '민준',
  '서연',
  '지우',
  '하준',
  '도윤',
  '서윤',
  '지호',
  '하은',
  '예준',
  '지민',
  '시우',
  '수아',
  '주원',
  '지유',
  '건우',
  '채원',
  '우진',
  '다은',
  '현우',
  '예린',
];
const FAMILY_NAMES_EN = ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Smith', 'Nguyen', 'Tanaka'];
const GIVEN_NAMES_EN = ['Minji', 'Jisoo', 'Daniel', 'Sarah', 'James', 'Emma', 'Hana', 'Joon'];

/** Delivery addresses; the last is Jeju's, chosen for about 3 orders in 100 (도서산간). */
const PLACES = [
  {
    state: '서울특별시',
    city: '강남구',
    street: '서울특별시 강남구 테헤란로 152',
    postal_code: '06236',
  },
  {
    state: '서울특별시',
    city: '마포구',
    street: '서울특별시 마포구 양화로 45',
    postal_code: '04036',
  },
  {
    state: '부산광역시',
    city: '해운대구',
    street: '부산광역시 해운대구 해운대로 570',
    postal_code: '48094',
  },
  {
    state: '경기도',
    city: '성남시 분당구',
    street: '경기도 성남시 분당구 판교역로 235',
    postal_code: '13494',
  },
  {
    state: '인천광역시',
    city: '연수구',
    street: '인천광역시 연수구 컨벤시아대로 165',
    postal_code: '21998',
  },
  { state: '대구광역시', city: '중구', street: '대구광역시 중구 동성로 12', postal_code: '41911' },
  {
    state: '제주특별자치도',
    city: '제주시',
    street: '제주특별자치도 제주시 첨단로 242',
    postal_code: '63309',
  },
];
const JEJU_SURCHARGE = 3_000;

export function historyStatements(p: HistoryParameters): { step: string; statement: Prisma.Sql }[] {
  const places = JSON.stringify(PLACES);
  const ownEmails = `%.s${p.seed}@seed.jangbogi.kr`;
  // Numbers go on from the shop's own sequence, which then moves past them.
  const baseNumber = Prisma.sql`(SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END
                                   FROM order_number_seq)`;
  return [
    {
      step: 'dice',
      statement: Prisma.sql`
        CREATE OR REPLACE FUNCTION pg_temp.pick(seed bigint, n bigint, k int) RETURNS float8
          IMMUTABLE LANGUAGE sql
          AS 'SELECT (hashint8extended(n * 128 + k, seed) & 2147483647)::float8 / 2147483648'`,
    },
    {
      // A key's id, the same each time, written as a version-4 UUID: the API takes only RFC
      // 9562 ids (a bare md5 fails its version and variant digits), and My Orders pages by id.
      // One expression with no FROM, so that PostgreSQL inlines it into the millions of rows
      // that call it instead of calling a function for each.
      step: 'dice',
      statement: Prisma.sql`
        CREATE OR REPLACE FUNCTION pg_temp.seed_id(key text) RETURNS uuid
          IMMUTABLE LANGUAGE sql
          AS $$SELECT overlay(overlay(md5(key) PLACING '4' FROM 13) PLACING '8' FROM 17)::uuid$$`,
    },
    {
      step: 'products',
      statement: Prisma.sql`
        CREATE TEMP TABLE seed_products ON COMMIT DROP AS
        SELECT row_number() OVER (ORDER BY id) AS n, id, name, name_kr, sell_price, tax_type
          FROM products WHERE archived_at IS NULL AND sell_price > 0`,
    },
    // Every order line looks its product up by n: without a key and statistics the planner
    // scanned the whole temporary table for each line, hours for a million orders.
    { step: 'products', statement: Prisma.sql`ALTER TABLE seed_products ADD PRIMARY KEY (n)` },
    { step: 'products', statement: Prisma.sql`ANALYZE seed_products` },
    {
      step: 'customers',
      statement: Prisma.sql`
        INSERT INTO users (id, email, password_hash, first_name, last_name, phone_number,
                           preferred_language, email_verified_at, created_at, updated_at)
        SELECT pg_temp.seed_id(${p.seed} || '-customer-' || c),
               'customer' || c || '.s' || ${p.seed} || '@seed.jangbogi.kr',
               ${p.passwordHash},
               CASE WHEN korean THEN (${GIVEN_NAMES_KO}::text[])[1 + floor(pg_temp.pick(${p.seed}, c, 2) * 20)::int]
                    ELSE (${GIVEN_NAMES_EN}::text[])[1 + floor(pg_temp.pick(${p.seed}, c, 2) * 8)::int] END,
               CASE WHEN korean THEN (${FAMILY_NAMES_KO}::text[])[1 + floor(pg_temp.pick(${p.seed}, c, 3) * 20)::int]
                    ELSE (${FAMILY_NAMES_EN}::text[])[1 + floor(pg_temp.pick(${p.seed}, c, 3) * 8)::int] END,
               '010-' || lpad((floor(pg_temp.pick(${p.seed}, c, 4) * 10000))::int::text, 4, '0')
                      || '-' || lpad((c % 10000)::text, 4, '0'),
               (CASE WHEN korean THEN 'ko' ELSE 'en' END)::"Language",
               joined, joined, joined
          FROM generate_series(1, ${p.customers}::bigint) AS c,
               LATERAL (SELECT pg_temp.pick(${p.seed}, c, 1) < 0.8 AS korean,
                               ${p.end}::timestamptz - make_interval(
                                 days => floor(pg_temp.pick(${p.seed}, c, 5) * ${THREE_YEARS_DAYS})::int
                               ) AS joined) AS facts`,
    },
    {
      step: 'addresses',
      statement: Prisma.sql`
        INSERT INTO addresses (user_id, full_name, street, address_detail, city, state, postal_code,
                               country, phone, is_default_shipping)
        SELECT u.id, u.last_name || u.first_name, place ->> 'street',
               (1 + c % 30) || '동 ' || (100 + c % 1500) || '호', place ->> 'city', place ->> 'state',
               place ->> 'postal_code', 'KR', u.phone_number, true
          FROM generate_series(1, ${p.customers}::bigint) AS c
          JOIN users u ON u.id = pg_temp.seed_id(${p.seed} || '-customer-' || c),
               LATERAL (SELECT (${places}::jsonb) -> (CASE WHEN pg_temp.pick(${p.seed}, c, 6) < 0.03 THEN 6
                                ELSE floor(pg_temp.pick(${p.seed}, c, 7) * 6)::int END) AS place) AS chosen`,
    },
    {
      step: 'orders',
      statement: ordersStatement(p, places, baseNumber),
    },
    {
      step: 'order lines',
      statement: Prisma.sql`
        INSERT INTO order_items (order_id, product_id, product_name, product_name_kr, unit_price,
                                 quantity, line_total, tax_type, substitution)
        SELECT pg_temp.seed_id(${p.seed} || '-order-' || i), sp.id, sp.name, sp.name_kr, sp.sell_price,
               line.quantity, sp.sell_price * line.quantity, sp.tax_type,
               (CASE WHEN pg_temp.pick(${p.seed}, i, 9) < 0.3 THEN 'allow' ELSE 'refund' END)::"Substitution"
          FROM generate_series(1, ${p.orders}::bigint) AS i,
               LATERAL (${linesOf(p)}) AS line
          JOIN seed_products sp ON sp.n = line.product_n`,
    },
    {
      step: 'order numbers',
      statement: Prisma.sql`SELECT setval('order_number_seq', ${baseNumber} + ${p.orders})`,
    },
    {
      step: 'refunds',
      statement: Prisma.sql`
        INSERT INTO refunds (order_id, amount, method, status, bank_name, account_number,
                             account_holder, lines, cancels_order, refunded_at, created_at)
        SELECT o.id, o.total, 'transfer', 'refunded', '국민은행', '123-456-' || right(o.order_number, 6),
               o.customer_name, '[]'::jsonb, true, o.cancelled_at + interval '1 day', o.cancelled_at
          FROM orders o
         WHERE o.customer_email LIKE ${ownEmails} AND o.status = 'cancelled' AND o.payment_status = 'paid'`,
    },
    {
      step: 'cash receipts',
      statement: Prisma.sql`
        INSERT INTO cash_receipts (order_id, kind, purpose, identifier, requested, amount, taxable,
                                   vat, exempt, due_date, status, approval_number, issued_at, created_at)
        SELECT o.id, 'issue', 'income_deduction', o.cash_receipt ->> 'identifier', true, o.total,
               o.tax_taxable, o.tax_vat, o.tax_exempt,
               (o.paid_at AT TIME ZONE 'Asia/Seoul')::date + 5, 'issued',
               lpad(right(replace(o.order_number, '-', ''), 9), 9, '0'), o.paid_at + interval '1 day', o.paid_at
          FROM orders o
         WHERE o.customer_email LIKE ${ownEmails} AND o.cash_receipt IS NOT NULL
           AND o.payment_status = 'paid' AND o.status = 'delivered'`,
    },
    {
      step: 'returns',
      statement: Prisma.sql`
        INSERT INTO return_requests (order_id, status, reason, note, language, refusal_reason,
                                     created_at, decided_at)
        SELECT o.id, 'refused', 'defective_item', '포장이 터져서 왔어요', 'ko',
               '사진으로는 불량을 확인할 수 없었습니다', o.placed_at + interval '2 days',
               o.placed_at + interval '3 days'
          FROM orders o
         WHERE o.customer_email LIKE ${ownEmails} AND o.status = 'delivered'
           AND right(o.order_number, 3) = '007'`,
    },
    { step: 'statistics', statement: Prisma.sql`ANALYZE orders, order_items, users, addresses` },
  ];
}

/** Line k of order i: how many lines an order has (1-9), which product and how many of it. */
function linesOf(p: HistoryParameters): Prisma.Sql {
  return Prisma.sql`
    SELECT k,
           1 + floor(pg_temp.pick(${p.seed}, i, 40 + k) * (SELECT count(*) FROM seed_products))::bigint AS product_n,
           1 + floor(power(pg_temp.pick(${p.seed}, i, 60 + k), 3) * 4)::int AS quantity
      FROM generate_series(1, 1 + floor(pg_temp.pick(${p.seed}, i, 8) * 9)::int) AS k`;
}

function ordersStatement(p: HistoryParameters, places: string, baseNumber: Prisma.Sql): Prisma.Sql {
  const pick = (n: Prisma.Sql, k: number) => Prisma.sql`pg_temp.pick(${p.seed}, ${n}, ${k})`;
  const i = Prisma.sql`i`;
  return Prisma.sql`
    WITH numbered AS (
      -- Evenly over three years up to the day before 'end', one customer in four a guest, and
      -- every heavyEvery-th order the heavy customer's.
      SELECT i,
             ${p.end}::timestamptz - interval '1 day'
               - make_interval(secs => (${p.orders} - i + ${pick(i, 1)})
                                        * ${THREE_YEARS_DAYS * 86_400}::float8 / ${p.orders}) AS placed_at,
             CASE WHEN i % ${p.heavyEvery} = 0 THEN 1
                  WHEN ${pick(i, 2)} < 0.75
                    THEN 1 + floor(power(${pick(i, 3)}, 1.5) * ${p.customers})::bigint
             END AS customer,
             CASE WHEN ${pick(i, 4)} < 0.45 THEN 'cash' ELSE 'account_transfer' END AS method,
             ${pick(i, 5)} AS fate
        FROM generate_series(1, ${p.orders}::bigint) AS i
    ), priced AS (
      SELECT n.*, goods.taxed, goods.exempt, goods.taxed + goods.exempt AS subtotal,
             -- A customer's orders go to their address book's place; a guest's to one of its own.
             (${places}::jsonb) -> (CASE WHEN ${pick(Prisma.sql`coalesce(n.customer, -i)`, 6)} < 0.03 THEN 6
                                        ELSE floor(${pick(Prisma.sql`coalesce(n.customer, -i)`, 7)} * 6)::int END) AS place
        FROM numbered n,
             LATERAL (SELECT coalesce(sum(sp.sell_price * l.quantity) FILTER (WHERE sp.tax_type = 'taxed'), 0) AS taxed,
                             coalesce(sum(sp.sell_price * l.quantity) FILTER (WHERE sp.tax_type = 'exempt'), 0) AS exempt
                        FROM (${linesOf(p)}) l JOIN seed_products sp ON sp.n = l.product_n) AS goods
    ), decided AS (
      -- Older than three days: delivered, or cancelled; newer: somewhere on the way.
      SELECT pr.*,
             CASE WHEN pr.placed_at < ${p.end}::timestamptz - interval '4 days'
                    THEN CASE WHEN pr.fate < 0.06 THEN 'cancelled' ELSE 'delivered' END
                  WHEN pr.fate < 0.25 THEN 'pending' WHEN pr.fate < 0.5 THEN 'confirmed'
                  WHEN pr.fate < 0.75 THEN 'packed' ELSE 'shipped' END AS status,
             CASE WHEN pr.subtotal >= ${p.freeShippingFrom} THEN 0 ELSE ${p.shippingFee} END AS shipping,
             CASE WHEN pr.place ->> 'postal_code' LIKE '63%' THEN ${JEJU_SURCHARGE} ELSE 0 END AS surcharge
        FROM priced pr
    ), settled AS (
      SELECT d.*,
             CASE WHEN d.status = 'delivered' THEN 'paid'
                  WHEN d.status = 'cancelled'
                    THEN CASE WHEN d.method = 'account_transfer' AND d.fate < 0.03 THEN 'paid' ELSE 'unpaid' END
                  WHEN d.method = 'cash' THEN 'unpaid'
                  WHEN d.status = 'pending'
                    THEN CASE WHEN ${pick(i, 10)} < 0.5 THEN 'proof_submitted' ELSE 'unpaid' END
                  ELSE 'paid' END AS paid,
             -- The delivery charges split by the goods' value, as packages/contracts/src/tax-split.ts
             -- does when there is no discount.
             CASE WHEN d.subtotal > 0
                    THEN (2 * (d.shipping + d.surcharge) * d.taxed + d.subtotal) / (2 * d.subtotal)
                  ELSE d.shipping + d.surcharge END AS taxed_delivery
        FROM decided d
    ), named AS (
      SELECT s.*, u.id AS user_id,
             coalesce(u.last_name || u.first_name, '비회원' || s.i) AS name,
             coalesce(u.email, 'guest' || s.i || '.s' || ${p.seed} || '@seed.jangbogi.kr') AS email,
             coalesce(u.phone_number, '010-5' || lpad((s.i % 1000)::text, 3, '0') || '-' || lpad((s.i % 10000)::text, 4, '0')) AS phone,
             (2 * (s.taxed + s.taxed_delivery) + 11) / 22 AS vat
        FROM settled s
        LEFT JOIN users u ON u.id = pg_temp.seed_id(${p.seed} || '-customer-' || s.customer)
    )
    INSERT INTO orders (id, order_number, user_id, customer_name, customer_email, customer_phone,
                        shipping_address, status, payment_method, payment_status, depositor_name,
                        subtotal, discount, shipping_price, remote_area_surcharge, total,
                        tax_taxable, tax_vat, tax_exempt, placed_at, paid_at, cancelled_at,
                        delivery_date, cash_receipt, privacy_consent_at, updated_at)
    SELECT pg_temp.seed_id(${p.seed} || '-order-' || i),
           to_char(placed_at AT TIME ZONE 'Asia/Seoul', 'YYYYMMDD') || '-'
             || lpad((${baseNumber} + i)::text, greatest(4, length((${baseNumber} + i)::text)), '0'),
           user_id, name, email, phone,
           jsonb_build_object('full_name', name, 'street', place ->> 'street',
                              'address_detail', (1 + i % 30) || '동 ' || (100 + i % 1500) || '호',
                              'city', place ->> 'city', 'state', place ->> 'state',
                              'postal_code', place ->> 'postal_code', 'country', 'KR', 'phone', phone),
           status::"OrderStatus", method::"PaymentMethod", paid::"PaymentStatus",
           CASE WHEN method = 'account_transfer' THEN name END,
           subtotal, 0, shipping, surcharge, subtotal + shipping + surcharge,
           taxed + taxed_delivery - vat, vat, exempt + shipping + surcharge - taxed_delivery,
           placed_at,
           CASE WHEN paid = 'paid' THEN placed_at + make_interval(hours => 1 + floor(${pick(i, 11)} * 30)::int) END,
           CASE WHEN status = 'cancelled' THEN placed_at + interval '5 hours' END,
           (placed_at AT TIME ZONE 'Asia/Seoul')::date
             + (${p.daysToDelivery}::int[])[extract(dow FROM placed_at AT TIME ZONE 'Asia/Seoul')::int + 1],
           CASE WHEN method = 'account_transfer' AND ${pick(i, 12)} < 0.15
                  THEN jsonb_build_object('purpose', 'income_deduction', 'identifier', replace(phone, '-', '')) END,
           CASE WHEN user_id IS NULL THEN placed_at END,
           placed_at
      -- No ORDER BY: the rows already come in the order of i (generate_series, then nested loops
      -- and a one-batch hash join that keep their outer side's order); sorting a million wide
      -- rows spilled to disk for nothing.
      FROM named`;
}
