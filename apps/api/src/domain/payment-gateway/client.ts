// Toss Payments' REST API over plain fetch (Toss ships no server SDK). Every call carries
// `Authorization: Basic base64(secretKey + ':')`; the key stays inside this closure, so no error,
// log line or answer built from a call can carry it. POSTs take an Idempotency-Key: a retry of
// the same key is answered what the first call was, and does nothing again at Toss.

/** Toss's Payment object: the fields the shop reads. */
export interface TossPayment {
  paymentKey: string;
  orderId: string;
  status: string;
  method: string | null;
  totalAmount: number;
  balanceAmount: number;
  /** The VAT-exempt part of the balance, as the widget sent it less what cancels gave back. */
  taxFreeAmount?: number;
  approvedAt: string | null;
  lastTransactionKey?: string | null;
  receipt?: { url: string } | null;
  virtualAccount?: {
    accountNumber: string;
    bankCode: string;
    dueDate: string;
    refundStatus?: string;
  } | null;
  cancels?:
    | { transactionKey: string; cancelAmount: number; taxFreeAmount: number; canceledAt: string }[]
    | null;
  /** A virtual account's secret: DEPOSIT_CALLBACK carries the same. */
  secret?: string | null;
  /** The cash receipt the shopper asked for in the widget, when Toss issued one. */
  cashReceipt?: { receiptKey: string; issueNumber: string; receiptUrl?: string } | null;
}

/** One approval or cancellation, as GET /v1/transactions lists them. */
export interface TossTransaction {
  transactionKey: string;
  paymentKey: string;
  orderId: string;
  method: string | null;
  status: string;
  transactionAt: string;
  amount: number;
}

export interface TossCashReceipt {
  receiptKey: string;
  issueNumber: string;
  receiptUrl: string;
  amount: number;
  issueStatus: string;
}

export interface TossCancelRequest {
  cancelReason: string;
  /** Omitted: the whole balance. */
  cancelAmount?: number;
  /** Required for a virtual account that was paid. Bank is Toss's bank code. */
  refundReceiveAccount?: { bank: string; accountNumber: string; holderName: string };
  /** The VAT-exempt part of cancelAmount (면세); Toss counts an omitted one as 0. */
  taxFreeAmount?: number;
}

/** Toss answered with an error body `{code, message}`. */
export class TossApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'TossApiError';
  }
}

/** Toss could not be reached, or answered something that was not its JSON. */
export class TossUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`Toss Payments could not be reached: ${reason}`);
    this.name = 'TossUnavailableError';
  }
}

export interface TossClient {
  /**
   * Toss's confirm takes the three values of the success URL only: the payment's taxFreeAmount
   * went to Toss with the widget's requestPayment.
   */
  confirm(
    input: { paymentKey: string; orderId: string; amount: number },
    idempotencyKey: string,
  ): Promise<TossPayment>;
  getPayment(paymentKey: string): Promise<TossPayment>;
  getPaymentByOrderId(orderId: string): Promise<TossPayment>;
  cancel(
    paymentKey: string,
    input: TossCancelRequest,
    idempotencyKey: string,
  ): Promise<TossPayment>;
  /** Both bounds are Korea time without offset, e.g. 2026-11-27T00:00:00.000. */
  transactions(startDate: string, endDate: string): Promise<TossTransaction[]>;
  issueCashReceipt(
    input: {
      amount: number;
      orderId: string;
      orderName: string;
      customerIdentityNumber: string;
      type: '소득공제' | '지출증빙';
      taxFreeAmount?: number;
    },
    idempotencyKey: string,
  ): Promise<TossCashReceipt>;
}

export interface TossClientOptions {
  apiUrl: string;
  secretKey: string;
  /** How long one call may take before it counts as unreachable. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** Toss pages transactions; the shop reads pages of this many until one comes back short. */
const TRANSACTIONS_PAGE = 5_000;

function errorOf(status: number, body: unknown): TossApiError {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const code = typeof fields.code === 'string' ? fields.code : `HTTP_${status}`;
  const message = typeof fields.message === 'string' ? fields.message : `HTTP ${status}`;
  return new TossApiError(status, code, message);
}

export function createTossClient(options: TossClientOptions): TossClient {
  const base = options.apiUrl.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // Only the error's name: a fetch error's cause may quote the request it failed on.
      throw new TossUnavailableError(error instanceof Error ? error.name : 'network error');
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      throw new TossUnavailableError(`HTTP ${response.status} without a JSON body`);
    }
    if (!response.ok) {
      if (response.status >= 500) {
        const error = errorOf(response.status, parsed);
        throw new TossUnavailableError(`${error.code}: ${error.message}`);
      }
      throw errorOf(response.status, parsed);
    }
    return parsed as T;
  }

  const key = (value: string) => encodeURIComponent(value);

  return {
    confirm: (input, idempotencyKey) =>
      call<TossPayment>('POST', '/v1/payments/confirm', input, idempotencyKey),
    getPayment: (paymentKey) => call<TossPayment>('GET', `/v1/payments/${key(paymentKey)}`),
    getPaymentByOrderId: (orderId) =>
      call<TossPayment>('GET', `/v1/payments/orders/${key(orderId)}`),
    cancel: (paymentKey, input, idempotencyKey) =>
      call<TossPayment>('POST', `/v1/payments/${key(paymentKey)}/cancel`, input, idempotencyKey),
    async transactions(startDate, endDate) {
      const all: TossTransaction[] = [];
      for (;;) {
        const query = new URLSearchParams({ startDate, endDate, limit: String(TRANSACTIONS_PAGE) });
        const last = all.at(-1);
        if (last) query.set('startingAfter', last.transactionKey);
        const page = await call<TossTransaction[]>('GET', `/v1/transactions?${query.toString()}`);
        all.push(...page);
        if (page.length < TRANSACTIONS_PAGE) return all;
      }
    },
    issueCashReceipt: (input, idempotencyKey) =>
      call<TossCashReceipt>('POST', '/v1/cash-receipts', input, idempotencyKey),
  };
}
