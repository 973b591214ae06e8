// A fake of Toss Payments' REST API (docs.tosspayments.com), for the API tests and the browser
// tests: the documented requests and answers of confirm, look-up by paymentKey and by orderId,
// cancel (full and partial, with the refund account a virtual account needs), transactions and
// cash receipts, behind Basic auth with the secret key and honouring Idempotency-Key; and the
// webhooks Toss sends (PAYMENT_STATUS_CHANGED, DEPOSIT_CALLBACK), retried until answered 200.
// A plain module with no test-runner imports, so that Playwright's global setup can start it too.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export const FAKE_TOSS_SECRET_KEY = 'test_sk_fake_jangbogi_0000000000';
export const FAKE_TOSS_CLIENT_KEY = 'test_ck_fake_jangbogi_0000000000';

/** How the shopper pays in the widget. */
export type FakeTossMethod = 'card' | 'easy_pay' | 'virtual_account';

const METHOD_NAME: Record<FakeTossMethod, string> = {
  card: '카드',
  easy_pay: '간편결제',
  virtual_account: '가상계좌',
};

/**
 * A paymentKey the fake widget makes up tells the fake how the shopper paid: `fake_va_…` a virtual
 * account, `fake_easy_…` easy pay, `fake_reject_…` a card the issuer refuses, anything else a card.
 */
export function fakePaymentKey(method: FakeTossMethod | 'reject' = 'card'): string {
  const prefix =
    method === 'virtual_account'
      ? 'fake_va_'
      : method === 'easy_pay'
        ? 'fake_easy_'
        : method === 'reject'
          ? 'fake_reject_'
          : 'fake_card_';
  return prefix + randomBytes(12).toString('hex');
}

function methodOfKey(paymentKey: string): FakeTossMethod | 'reject' {
  if (paymentKey.startsWith('fake_va_')) return 'virtual_account';
  if (paymentKey.startsWith('fake_easy_')) return 'easy_pay';
  if (paymentKey.startsWith('fake_reject_')) return 'reject';
  return 'card';
}

interface Cancel {
  transactionKey: string;
  cancelReason: string;
  taxExemptionAmount: number;
  canceledAt: string;
  cancelAmount: number;
  taxFreeAmount: number;
  refundableAmount: number;
  easyPayDiscountAmount: number;
  receiptKey: string | null;
  cancelStatus: 'DONE';
  cancelRequestId: null;
}

/** Toss's Payment object, the fields Jangbogi reads and a few more. */
export interface FakePayment {
  mId: string;
  version: string;
  paymentKey: string;
  orderId: string;
  orderName: string;
  lastTransactionKey: string;
  status:
    | 'READY'
    | 'IN_PROGRESS'
    | 'WAITING_FOR_DEPOSIT'
    | 'DONE'
    | 'CANCELED'
    | 'PARTIAL_CANCELED'
    | 'ABORTED'
    | 'EXPIRED';
  method: string;
  type: 'NORMAL';
  currency: 'KRW';
  country: 'KR';
  totalAmount: number;
  balanceAmount: number;
  suppliedAmount: number;
  vat: number;
  taxFreeAmount: number;
  taxExemptionAmount: number;
  requestedAt: string;
  approvedAt: string | null;
  useEscrow: boolean;
  cultureExpense: boolean;
  card: Record<string, unknown> | null;
  /** Ways to pay Jangbogi does not offer: always null here, as Toss answers them. */
  transfer: null;
  mobilePhone: null;
  giftCertificate: null;
  foreignEasyPay: null;
  easyPay: { provider: string; amount: number; discountAmount: number } | null;
  virtualAccount: {
    accountType: string;
    accountNumber: string;
    bankCode: string;
    customerName: string;
    dueDate: string;
    refundStatus: 'NONE' | 'PENDING' | 'FAILED' | 'PARTIAL_FAILED' | 'COMPLETED';
    expired: boolean;
    settlementStatus: 'INCOMPLETED' | 'COMPLETED';
    refundReceiveAccount: { bankCode: string; accountNumber: string; holderName: string } | null;
  } | null;
  secret: string | null;
  receipt: { url: string } | null;
  checkout: { url: string } | null;
  cashReceipt: Record<string, unknown> | null;
  cashReceipts: Record<string, unknown>[] | null;
  discount: { amount: number } | null;
  cancels: Cancel[] | null;
  isPartialCancelable: boolean;
  metadata: Record<string, string> | null;
  failure: { code: string; message: string } | null;
}

export interface FakeTransaction {
  mId: string;
  transactionKey: string;
  paymentKey: string;
  orderId: string;
  method: string;
  customerKey: string | null;
  useEscrow: boolean;
  receiptUrl: string | null;
  status: FakePayment['status'];
  transactionAt: string;
  currency: 'KRW';
  amount: number;
}

export interface FakeCashReceipt {
  receiptKey: string;
  issueNumber: string;
  receiptUrl: string;
  amount: number;
  taxFreeAmount: number;
  orderId: string;
  orderName: string;
  type: '소득공제' | '지출증빙';
  transactionType: 'CONFIRM' | 'CANCEL';
  issueStatus: 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
  customerIdentityNumber: string;
  requestedAt: string;
}

/** One request the fake received, for the tests to read. */
export interface FakeTossRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

export interface FakeTossOptions {
  secretKey?: string;
  /** Where webhooks go (the API's POST /api/payments/toss/webhook); settable later. */
  webhookUrl?: string;
  /** Waits between a webhook's retries; Toss waits 1, 4, 16, 64, 256, 1024 and 4096 minutes. */
  webhookRetryDelaysMs?: number[];
  /** Answers confirm only after this long (for tests of a slow gateway). */
  confirmDelayMs?: number;
}

export interface FakeToss {
  /** The base URL to give the API as TOSS_API_URL. */
  url: string;
  secretKey: string;
  clientKey: string;
  requests: FakeTossRequest[];
  payments: Map<string, FakePayment>;
  transactions: FakeTransaction[];
  cashReceipts: FakeCashReceipt[];
  /** Every webhook delivery tried: its body and the status the receiver answered (0: no answer). */
  webhookDeliveries: { body: unknown; status: number }[];
  setWebhookUrl(url: string): void;
  /**
   * What the widget does before the success URL: the shopper chose a method and authenticated.
   * Answers the paymentKey the success URL carries. Confirm then accepts only this amount.
   */
  authorize(input: {
    orderId: string;
    amount: number;
    /** requestPayment's taxFreeAmount: the exempt part of the amount (0 when not sent). */
    taxFreeAmount?: number;
    method?: FakeTossMethod;
  }): string;
  /** The shopper transfers to a virtual account: DONE, then both webhooks. */
  deposit(paymentKey: string): Promise<void>;
  /** Toss changes a payment behind the shop's back (for reconciliation tests). */
  alter(paymentKey: string, change: Partial<FakePayment>): void;
  /** The next call of this path (e.g. `/v1/payments/confirm`) answers this error. */
  failNext(path: string, error: { status: number; code: string; message: string }): void;
  /** How many requests reached `path` (confirm, cancel, …), replays included. */
  calls(path: string | RegExp): FakeTossRequest[];
  /** Sends a webhook body now (and retries it); resolves once answered 200 or out of retries. */
  sendWebhook(body: unknown): Promise<void>;
  /** Resolves once every webhook sent so far was answered 200 or ran out of retries. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const MID = 'tjangbogi';
const VERSION = '2022-11-16';

/** Toss's VAT: (amount - taxFreeAmount) / 11, rounded half up to the won. */
const vatOf = (amount: number, taxFree: number) => Math.floor((2 * (amount - taxFree) + 11) / 22);

/** Toss's timestamps: Korea time with its offset, e.g. 2026-11-27T10:15:30+09:00. */
export function koreaTimestamp(at: Date = new Date()): string {
  const korea = new Date(at.getTime() + 9 * 3600_000);
  return `${korea.toISOString().slice(0, 19)}+09:00`;
}

const tossError = (status: number, code: string, message: string) => ({
  status,
  body: { code, message },
});

interface Answer {
  status: number;
  body: unknown;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const DEFAULT_RETRY_DELAYS_MS = [1, 4, 16, 64, 256, 1024, 4096].map((m) => m * 60_000);

export async function startFakeToss(options: FakeTossOptions = {}): Promise<FakeToss> {
  const secretKey = options.secretKey ?? FAKE_TOSS_SECRET_KEY;
  const expectedAuth = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const requests: FakeTossRequest[] = [];
  const payments = new Map<string, FakePayment>();
  /** Amounts the widget authorized, by paymentKey. */
  const authorized = new Map<
    string,
    { orderId: string; amount: number; taxFreeAmount: number; method: FakeTossMethod }
  >();
  const transactions: FakeTransaction[] = [];
  const cashReceipts: FakeCashReceipt[] = [];
  const webhookDeliveries: { body: unknown; status: number }[] = [];
  const idempotent = new Map<string, Answer>();
  const failures = new Map<string, Answer>();
  const retryDelays = options.webhookRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const timers = new Set<NodeJS.Timeout>();
  let webhookUrl = options.webhookUrl;
  let closed = false;
  let sequence = 0;

  const key = (prefix: string) => `${prefix}${randomBytes(10).toString('hex')}`;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  function record(payment: FakePayment, status: FakePayment['status'], amount: number) {
    const transactionKey = key('txrd_');
    payment.lastTransactionKey = transactionKey;
    transactions.push({
      mId: MID,
      transactionKey,
      paymentKey: payment.paymentKey,
      orderId: payment.orderId,
      method: payment.method,
      customerKey: null,
      useEscrow: false,
      receiptUrl: payment.receipt?.url ?? null,
      status,
      transactionAt: koreaTimestamp(),
      currency: 'KRW',
      amount,
    });
    return transactionKey;
  }

  const inFlight = new Set<Promise<void>>();
  function deliver(body: unknown): Promise<void> {
    const delivery = deliverWithRetries(body).finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
    return delivery;
  }

  async function deliverWithRetries(body: unknown): Promise<void> {
    for (let attempt = 0; attempt <= retryDelays.length && !closed; attempt++) {
      if (attempt > 0) await pause(retryDelays[attempt - 1] ?? 0);
      if (!webhookUrl || closed) return;
      let status = 0;
      try {
        const answer = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        status = answer.status;
        await answer.arrayBuffer();
      } catch {
        status = 0;
      }
      webhookDeliveries.push({ body, status });
      if (status === 200) return;
    }
  }

  function statusChanged(payment: FakePayment) {
    return deliver({
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: koreaTimestamp().replace('+09:00', '.000000'),
      data: structuredClone(payment),
    });
  }

  function newPayment(
    paymentKey: string,
    orderId: string,
    amount: number,
    taxFreeAmount: number,
    method: FakeTossMethod,
  ): FakePayment {
    const now = koreaTimestamp();
    const vat = vatOf(amount, taxFreeAmount);
    const due = koreaTimestamp(new Date(Date.now() + 7 * 24 * 3600_000));
    sequence += 1;
    return {
      mId: MID,
      version: VERSION,
      paymentKey,
      orderId,
      orderName: `Jangbogi ${orderId}`,
      lastTransactionKey: '',
      status: 'IN_PROGRESS',
      method: METHOD_NAME[method],
      type: 'NORMAL',
      currency: 'KRW',
      country: 'KR',
      totalAmount: amount,
      balanceAmount: amount,
      suppliedAmount: amount - taxFreeAmount - vat,
      vat,
      taxFreeAmount,
      taxExemptionAmount: 0,
      requestedAt: now,
      approvedAt: null,
      useEscrow: false,
      cultureExpense: false,
      card:
        method === 'card'
          ? {
              issuerCode: '61',
              acquirerCode: '31',
              number: '43301234****123*',
              installmentPlanMonths: 0,
              isInterestFree: false,
              approveNo: String(10_000_000 + sequence),
              cardType: '신용',
              ownerType: '개인',
              acquireStatus: 'READY',
              amount,
            }
          : null,
      transfer: null,
      mobilePhone: null,
      giftCertificate: null,
      foreignEasyPay: null,
      easyPay: method === 'easy_pay' ? { provider: '토스페이', amount, discountAmount: 0 } : null,
      virtualAccount:
        method === 'virtual_account'
          ? {
              accountType: '일반',
              accountNumber: `X${String(27_000_000_000 + sequence)}`,
              bankCode: '20',
              customerName: '김토스',
              dueDate: due,
              refundStatus: 'NONE',
              expired: false,
              settlementStatus: 'INCOMPLETED',
              refundReceiveAccount: null,
            }
          : null,
      secret: method === 'virtual_account' ? key('ps_') : null,
      receipt: {
        url: `https://dashboard.tosspayments.com/receipt/redirection?paymentKey=${paymentKey}`,
      },
      checkout: { url: `https://api.tosspayments.com/v1/payments/${paymentKey}/checkout` },
      cashReceipt: null,
      cashReceipts: null,
      discount: null,
      cancels: null,
      isPartialCancelable: true,
      metadata: null,
      failure: null,
    };
  }

  function confirm(body: unknown): Answer {
    if (!isRecord(body)) return tossError(400, 'INVALID_REQUEST', '잘못된 요청입니다.');
    const { paymentKey, orderId, amount } = body;
    if (typeof paymentKey !== 'string' || typeof orderId !== 'string' || typeof amount !== 'number')
      return tossError(400, 'INVALID_REQUEST', '잘못된 요청입니다.');
    const existing = payments.get(paymentKey);
    if (existing && existing.status !== 'IN_PROGRESS')
      return tossError(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
    const method = methodOfKey(paymentKey);
    if (method === 'reject')
      return tossError(
        403,
        'REJECT_CARD_PAYMENT',
        '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
      );
    const widget = authorized.get(paymentKey);
    if (widget && (widget.orderId !== orderId || widget.amount !== amount))
      return tossError(
        400,
        'NOT_FOUND_PAYMENT_SESSION',
        '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
      );
    for (const other of payments.values()) {
      if (
        other.orderId === orderId &&
        other.paymentKey !== paymentKey &&
        other.status !== 'ABORTED'
      )
        return tossError(
          400,
          'DUPLICATED_ORDER_ID',
          '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.',
        );
    }
    // The widget's taxFreeAmount; confirm itself takes none (a paymentKey the fake widget of the
    // browser tests made up brings none either).
    const payment = newPayment(
      paymentKey,
      orderId,
      amount,
      widget?.taxFreeAmount ?? 0,
      widget?.method ?? method,
    );
    if (payment.virtualAccount) {
      payment.status = 'WAITING_FOR_DEPOSIT';
      record(payment, 'WAITING_FOR_DEPOSIT', amount);
    } else {
      payment.status = 'DONE';
      payment.approvedAt = koreaTimestamp();
      record(payment, 'DONE', amount);
    }
    payments.set(paymentKey, payment);
    void statusChanged(payment);
    return { status: 200, body: payment };
  }

  function cancel(paymentKey: string, body: unknown): Answer {
    const payment = payments.get(paymentKey);
    if (!payment) return tossError(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    // cancelReason is required, at most 200 characters.
    if (!isRecord(body) || typeof body.cancelReason !== 'string' || body.cancelReason === '')
      return tossError(400, 'INVALID_REQUEST', '취소 사유를 입력해주세요.');
    if (body.cancelReason.length > 200)
      return tossError(400, 'INVALID_REQUEST', '취소 사유는 200자 이하로 입력해주세요.');
    if (payment.status === 'CANCELED')
      return tossError(400, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.');
    if (!['DONE', 'PARTIAL_CANCELED', 'WAITING_FOR_DEPOSIT'].includes(payment.status))
      return tossError(403, 'NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.');
    const amount = body.cancelAmount === undefined ? payment.balanceAmount : body.cancelAmount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
      return tossError(400, 'INVALID_REQUEST', '잘못된 요청입니다.');
    if (amount > payment.balanceAmount)
      return tossError(403, 'NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.');
    // The exempt part of the cancelled amount: 0 when omitted, never more than the amount nor
    // than the exempt part the payment has left.
    const taxFreeAmount = body.taxFreeAmount === undefined ? 0 : body.taxFreeAmount;
    if (typeof taxFreeAmount !== 'number' || !Number.isInteger(taxFreeAmount) || taxFreeAmount < 0)
      return tossError(400, 'INVALID_REQUEST', '잘못된 요청입니다.');
    if (taxFreeAmount > amount || taxFreeAmount > payment.taxFreeAmount)
      return tossError(403, 'NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.');
    const deposited = payment.virtualAccount && payment.status !== 'WAITING_FOR_DEPOSIT';
    if (deposited) {
      const account = body.refundReceiveAccount;
      if (
        !isRecord(account) ||
        typeof account.bank !== 'string' ||
        typeof account.accountNumber !== 'string' ||
        typeof account.holderName !== 'string'
      )
        return tossError(
          400,
          'INVALID_REFUND_ACCOUNT_INFO',
          '환불 계좌번호와 예금주명이 일치하지 않습니다.',
        );
      if (payment.virtualAccount)
        payment.virtualAccount.refundReceiveAccount = {
          bankCode: account.bank,
          accountNumber: account.accountNumber,
          holderName: account.holderName,
        };
    }
    payment.balanceAmount -= amount;
    payment.taxFreeAmount -= taxFreeAmount;
    payment.vat = vatOf(payment.balanceAmount, payment.taxFreeAmount);
    payment.suppliedAmount = payment.balanceAmount - payment.taxFreeAmount - payment.vat;
    payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
    const transactionKey = record(payment, payment.status, amount);
    payment.cancels = [
      ...(payment.cancels ?? []),
      {
        transactionKey,
        cancelReason: body.cancelReason,
        taxExemptionAmount: 0,
        canceledAt: koreaTimestamp(),
        cancelAmount: amount,
        taxFreeAmount,
        refundableAmount: payment.balanceAmount,
        easyPayDiscountAmount: 0,
        receiptKey: null,
        cancelStatus: 'DONE',
        cancelRequestId: null,
      },
    ];
    if (payment.virtualAccount && deposited) payment.virtualAccount.refundStatus = 'COMPLETED';
    void statusChanged(payment);
    return { status: 200, body: payment };
  }

  function listTransactions(query: URLSearchParams): Answer {
    const start = query.get('startDate');
    const end = query.get('endDate');
    if (!start || !end) return tossError(400, 'INVALID_REQUEST', '잘못된 요청입니다.');
    // Toss reads both as Korea time.
    const from = Date.parse(`${start}+09:00`);
    const to = Date.parse(`${end}+09:00`);
    if (Number.isNaN(from) || Number.isNaN(to))
      return tossError(400, 'INVALID_DATE', '날짜 데이터가 잘못 되었습니다.');
    let list = transactions.filter((t) => {
      const at = Date.parse(t.transactionAt);
      return at >= from && at <= to;
    });
    const after = query.get('startingAfter');
    if (after) {
      const index = list.findIndex((t) => t.transactionKey === after);
      if (index < 0) return tossError(400, 'INVALID_TRANSACTION_KEY', '잘못된 페이징 키 입니다.');
      list = list.slice(index + 1);
    }
    const limit = Math.min(Number(query.get('limit') ?? 100) || 100, 10_000);
    return { status: 200, body: list.slice(0, limit) };
  }

  function issueCashReceipt(body: unknown): Answer {
    if (
      !isRecord(body) ||
      typeof body.amount !== 'number' ||
      typeof body.orderId !== 'string' ||
      typeof body.orderName !== 'string' ||
      typeof body.customerIdentityNumber !== 'string' ||
      (body.type !== '소득공제' && body.type !== '지출증빙')
    )
      return tossError(400, 'INVALID_REQUEST', '잘못된 요청입니다.');
    const receipt: FakeCashReceipt = {
      receiptKey: key('cr_'),
      issueNumber: String(100_000_000 + cashReceipts.length + 1),
      receiptUrl: `https://dashboard.tosspayments.com/receipt/cash?ref=${cashReceipts.length + 1}`,
      amount: body.amount,
      taxFreeAmount: typeof body.taxFreeAmount === 'number' ? body.taxFreeAmount : 0,
      orderId: body.orderId,
      orderName: body.orderName,
      type: body.type,
      transactionType: 'CONFIRM',
      issueStatus: 'COMPLETED',
      customerIdentityNumber: body.customerIdentityNumber,
      requestedAt: koreaTimestamp(),
    };
    cashReceipts.push(receipt);
    return { status: 200, body: receipt };
  }

  async function route(method: string, url: URL, body: unknown): Promise<Answer> {
    const path = url.pathname;
    if (method === 'POST' && path === '/v1/payments/confirm') {
      if (options.confirmDelayMs) await pause(options.confirmDelayMs);
      return confirm(body);
    }
    if (method === 'POST' && path === '/v1/cash-receipts') return issueCashReceipt(body);
    if (method === 'GET' && path === '/v1/transactions') return listTransactions(url.searchParams);
    const byOrder = /^\/v1\/payments\/orders\/([^/]+)$/.exec(path);
    if (method === 'GET' && byOrder) {
      const orderId = decodeURIComponent(byOrder[1] ?? '');
      const found = [...payments.values()].find((p) => p.orderId === orderId);
      return found
        ? { status: 200, body: found }
        : tossError(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    }
    const cancelPath = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancelPath)
      return cancel(decodeURIComponent(cancelPath[1] ?? ''), body);
    const byKey = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && byKey) {
      const found = payments.get(decodeURIComponent(byKey[1] ?? ''));
      return found
        ? { status: 200, body: found }
        : tossError(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    }
    return tossError(404, 'NOT_FOUND', '존재하지 않는 API 입니다.');
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    const text = await readBody(request);
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        body = text;
      }
    }
    const idempotencyKey = request.headers['idempotency-key'];
    const seen: FakeTossRequest = {
      method,
      path: url.pathname,
      authorization: request.headers.authorization,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      body,
    };
    requests.push(seen);
    const send = (answer: Answer) => {
      response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(answer.body));
    };
    if (request.headers.authorization !== expectedAuth) {
      send(
        tossError(401, 'UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.'),
      );
      return;
    }
    const failure = failures.get(url.pathname);
    if (failure) {
      failures.delete(url.pathname);
      send(failure);
      return;
    }
    // Toss keeps a key's answer for 15 days: the same key replays it without doing anything.
    const replayKey = seen.idempotencyKey
      ? `${method} ${url.pathname} ${seen.idempotencyKey}`
      : null;
    const replay = replayKey ? idempotent.get(replayKey) : undefined;
    if (replay) {
      send(replay);
      return;
    }
    const answer = await route(method, url, body);
    if (replayKey) idempotent.set(replayKey, structuredClone(answer));
    send(answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          code: 'FAILED_INTERNAL_SYSTEM_PROCESSING',
          message: '내부 시스템 처리 작업이 실패했습니다.',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    clientKey: FAKE_TOSS_CLIENT_KEY,
    requests,
    payments,
    transactions,
    cashReceipts,
    webhookDeliveries,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    authorize({ orderId, amount, taxFreeAmount = 0, method = 'card' }) {
      if (!Number.isInteger(taxFreeAmount) || taxFreeAmount < 0 || taxFreeAmount > amount)
        throw new Error(`The widget refuses taxFreeAmount ${taxFreeAmount} of ${amount}`);
      const paymentKey = fakePaymentKey(method);
      authorized.set(paymentKey, { orderId, amount, taxFreeAmount, method });
      return paymentKey;
    },
    async deposit(paymentKey) {
      const payment = payments.get(paymentKey);
      if (!payment?.virtualAccount || payment.status !== 'WAITING_FOR_DEPOSIT')
        throw new Error(`No virtual account waiting for a deposit: ${paymentKey}`);
      payment.status = 'DONE';
      payment.approvedAt = koreaTimestamp();
      const transactionKey = record(payment, 'DONE', payment.totalAmount);
      await deliver({
        createdAt: koreaTimestamp().replace('+09:00', '.000000'),
        secret: payment.secret,
        orderId: payment.orderId,
        status: 'DONE',
        transactionKey,
      });
      await statusChanged(payment);
    },
    alter(paymentKey, change) {
      const payment = payments.get(paymentKey);
      if (!payment) throw new Error(`No payment ${paymentKey}`);
      Object.assign(payment, change);
    },
    failNext(path, error) {
      failures.set(path, {
        status: error.status,
        body: { code: error.code, message: error.message },
      });
    },
    calls(path) {
      return requests.filter((r) =>
        typeof path === 'string' ? r.path === path : path.test(r.path),
      );
    },
    sendWebhook: deliver,
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
