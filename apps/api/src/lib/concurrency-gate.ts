// A bound on how many operations of one kind run at once, with a short bounded queue behind it.
// A request that finds the queue full is refused at once (503 + Retry-After) instead of waiting
// for minutes: under a flash sale the shop stays responsive and clients back off and retry.
import { DomainError, type ErrorText, type PlainErrorId } from './errors.ts';

export interface GateOptions {
  /** Operations running at once. */
  concurrency: number;
  /** Operations allowed to wait for a turn; one more is refused. */
  maxWaiting: number;
  message: PlainErrorId;
  retryAfterSeconds: number;
}

export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: GateOptions) {}

  async run<T>(operation: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.maxWaiting) {
        throw new DomainError(
          503,
          'BUSY',
          { id: this.options.message } as ErrorText,
          undefined,
          this.options.retryAfterSeconds,
        );
      }
      // The finishing operation hands its slot over directly (running stays counted).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await operation();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
