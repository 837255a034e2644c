import { isServiceErrorBody, type ServiceName } from '@labmedicin/contracts';
import { ServiceUnavailableError } from './transport-errors';

export interface ServiceBreakerOptions {
  service: ServiceName;
  /**
   * How long a call may wait while the service answers nothing else before the service is asked
   * whether it answers at all, and how long that question may take: a service silent for both is
   * down, so a dead or frozen one costs its callers at most twice this.
   */
  silenceMs: number;
  /** While the breaker is open, how often the service is asked again. */
  retryMs: number;
  /** Asks the service for any answer within timeoutMs (its health message); rejects without one. */
  probe(timeoutMs: number): Promise<unknown>;
  /** Told when the breaker opens (with why) and when it closes again. */
  onChange?(open: boolean, reason: string): void;
}

interface Waiting {
  sentAt: number;
  fail(error: ServiceUnavailableError): void;
}

/**
 * A circuit breaker for one service, the same over TCP and Redis Streams. It never cuts a call
 * short because it is slow: a service that answers anything (another call, a service error, its
 * health) is alive, and each call keeps its own deadline. It opens when the service stops
 * answering altogether: a call has waited silenceMs with no answer from the service since it was
 * sent, or a call found it unreachable, and its health then gives no answer within silenceMs
 * either. Open, every waiting call and each new one fails at once with ServiceUnavailableError
 * (503), and the service's health is asked every retryMs; the first answer closes it.
 */
export class ServiceBreaker {
  private open = false;
  private lastAnswerAt = Number.NEGATIVE_INFINITY;
  private readonly waiting = new Set<Waiting>();
  private probing = false;
  private retryTimer?: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly options: ServiceBreakerOptions) {}

  get isOpen(): boolean {
    return this.open;
  }

  /** Runs the call, unless the service is known to be down; fails it as soon as the service is found down. */
  call<T>(run: () => Promise<T>): Promise<T> {
    if (this.open) return Promise.reject(this.unavailable());
    return new Promise<T>((resolve, reject) => {
      const waiting: Waiting = { sentAt: Date.now(), fail: reject };
      this.waiting.add(waiting);
      const silence = setTimeout(() => {
        if (this.lastAnswerAt < waiting.sentAt) this.suspect(`no answer within ${this.options.silenceMs} ms`);
      }, this.options.silenceMs);
      const settle = () => {
        clearTimeout(silence);
        this.waiting.delete(waiting);
      };
      run().then(
        (answer) => {
          settle();
          this.answered();
          resolve(answer);
        },
        (error: unknown) => {
          settle();
          if (isAnswer(error)) this.answered();
          else if (error instanceof ServiceUnavailableError) this.suspect(error.message);
          reject(error);
        },
      );
    });
  }

  /** Stops asking the service; a closed client's breaker does nothing more. */
  dispose(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
  }

  private answered(): void {
    this.lastAnswerAt = Date.now();
  }

  /** Asks the service's health once (one question at a time); no answer and nothing else answered meanwhile opens the breaker. */
  private suspect(reason: string): void {
    if (this.open || this.probing || this.closed) return;
    this.probing = true;
    const askedAt = Date.now();
    this.ask().then((answered) => {
      this.probing = false;
      if (answered) this.answered();
      else if (this.lastAnswerAt < askedAt) this.trip(reason);
    });
  }

  private trip(reason: string): void {
    if (this.open || this.closed) return;
    this.open = true;
    this.options.onChange?.(true, reason);
    const error = this.unavailable();
    for (const waiting of [...this.waiting]) waiting.fail(error);
    this.waiting.clear();
    this.scheduleRetry();
  }

  /** The half-open probe: one health question every retryMs while open; the first answer closes the breaker. */
  private scheduleRetry(): void {
    if (this.closed) return;
    this.retryTimer = setTimeout(() => {
      void this.ask().then((answered) => {
        if (!answered) return this.scheduleRetry();
        if (this.closed) return;
        this.open = false;
        this.answered();
        this.options.onChange?.(false, 'it answers again');
      });
    }, this.options.retryMs);
    this.retryTimer.unref();
  }

  /** Whether the service gives its health question any answer in time, a refusal included. */
  private ask(): Promise<boolean> {
    return this.options.probe(this.options.silenceMs).then(
      () => true,
      (error: unknown) => isAnswer(error),
    );
  }

  private unavailable(): ServiceUnavailableError {
    return new ServiceUnavailableError(this.options.service, new Error('it does not answer'));
  }
}

/** A service's own error is an answer: the service is alive. */
function isAnswer(error: unknown): boolean {
  return isServiceErrorBody(error) && !(error instanceof Error);
}
