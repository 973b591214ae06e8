// A bounded autocannon run on loopback; latencies are collected per response so that any
// percentile (p95 included, which autocannon does not report) can be read off.
import autocannon from 'autocannon';

export interface LoadCase {
  baseUrl: string;
  /** Each request asks for the next path/body. */
  next: () => {
    path: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
  };
  connections: number;
  durationSeconds?: number;
  /** Stop after this many requests instead of after a duration. */
  amount?: number;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** The slowest answer: a stall shows here first. */
  max: number;
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
  /** The first answer that was not 2xx, so that a refusal never hides behind a count. */
  firstRefusal?: { status: number; body: string } | undefined;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function runLoad(spec: LoadCase): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let firstRefusal: LoadResult['firstRefusal'];
  const started = process.hrtime.bigint();
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const options: autocannon.Options = {
    url: spec.baseUrl,
    connections: spec.connections,
    ...(spec.amount ? { amount: spec.amount } : { duration: spec.durationSeconds ?? 10 }),
    timeout: 30,
    requests: [
      {
        setupRequest: (request) => {
          const next = spec.next();
          return {
            ...request,
            method: next.method ?? 'GET',
            path: next.path,
            headers: { ...request.headers, ...next.headers },
            ...(next.body === undefined ? {} : { body: next.body }),
          };
        },
        onResponse: (status, body) => {
          if ((status < 200 || status > 299) && firstRefusal === undefined)
            firstRefusal = { status, body: body.slice(0, 500) };
        },
      },
    ],
  };
  const instance = autocannon(options, (error: Error | null, result) =>
    error ? fail(error) : finish(result),
  );
  // autocannon reports a run of `amount` requests done on its one-second tick, so the time to
  // its callback is a whole number of seconds (1,500 orders in 9 or 10 s: 167 or 150 a second);
  // the rate is read to the last answer instead.
  let lastAnswer = started;
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    lastAnswer = process.hrtime.bigint();
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await done;
  const seconds = Number(lastAnswer - started) / 1e9;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: spec.amount ? latencies.length / seconds : result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
    firstRefusal,
  };
}
