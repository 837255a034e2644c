import { isServiceErrorBody, type ServiceName } from '@labmedicin/contracts';
import { ServiceUnavailableError } from './transport-errors';

export interface ServiceBreakerOptions {
  service: ServiceName;
  /**
   * How long a service may answer nothing at all (no call, no health question) while calls wait
   * for it before it counts as down: the most a frozen one costs a call.
   */
  downAfterMs: number;
  /** How many health questions in a row, one per step of downAfterMs, must go unanswered first. */
  misses: number;
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
 * A circuit breaker for one service, the same over TCP and Redis Streams. Busy is not down: it
 * never opens because a call is slow, each call keeps its own deadline, and any answer from the
 * service (another call, a service error, its health, however late) shows it alive. It opens
 * - at once when the service is unreachable: a call's connection failed and a health question
 *   sent right after is refused too;
 * - when the service is silent for a real interval: calls wait, and `misses` health questions in
 *   a row, one a step over downAfterMs, get no answer while nothing else answers either.
 * Open, every waiting call and each new one fails at once with ServiceUnavailableError (503, or
 * "outcome unknown" for a write that was sent), and the service's health is asked every retryMs;
 * the first answer closes it.
 */
export class ServiceBreaker {
  private open = false;
  private lastAnswerAt = Number.NEGATIVE_INFINITY;
  private readonly waiting = new Set<Waiting>();
  /** The silence watch: its timer, the last step's start, whether a question went out then, and the misses so far. */
  private watchTimer?: NodeJS.Timeout;
  private stepStartedAt = 0;
  private askedThisStep = false;
  private missed = 0;
  private retryTimer?: NodeJS.Timeout;
  private closed = false;
  private readonly stepMs: number;

  constructor(private readonly options: ServiceBreakerOptions) {
    this.stepMs = Math.max(1, Math.round(options.downAfterMs / (options.misses + 1)));
  }

  get isOpen(): boolean {
    return this.open;
  }

  /** Runs the call, unless the service is known to be down; fails it as soon as the service is found down. */
  call<T>(run: () => Promise<T>): Promise<T> {
    if (this.open) return Promise.reject(this.unavailable(false));
    return new Promise<T>((resolve, reject) => {
      const waiting: Waiting = { sentAt: Date.now(), fail: reject };
      this.waiting.add(waiting);
      // A call the service has not answered for one step, with nothing else answered since it was sent, starts the watch.
      const silence = setTimeout(() => {
        if (this.lastAnswerAt < waiting.sentAt) this.watch();
      }, this.stepMs);
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
          else if (error instanceof ServiceUnavailableError) this.ask(error.message);
          reject(error);
        },
      );
    });
  }

  /** Stops asking the service; a closed client's breaker does nothing more. */
  dispose(): void {
    this.closed = true;
    clearTimeout(this.watchTimer);
    clearTimeout(this.retryTimer);
  }

  private answered(): void {
    this.lastAnswerAt = Date.now();
  }

  /** Starts counting the service's silence, one health question a step, unless it is counted already. */
  private watch(): void {
    if (this.watchTimer || this.open || this.closed) return;
    this.missed = 0;
    this.beginStep(true);
  }

  private beginStep(ask: boolean): void {
    this.stepStartedAt = Date.now();
    this.askedThisStep = ask;
    if (ask) this.ask('its health is refused');
    this.watchTimer = setTimeout(() => this.endStep(), this.stepMs);
    this.watchTimer.unref();
  }

  /**
   * A step with an answer resets the count; a step whose health question got none is a miss. The
   * watch ends when no call waits any more; while the service answers, it asks nothing.
   */
  private endStep(): void {
    this.watchTimer = undefined;
    if (this.open || this.closed) return;
    const silent = this.lastAnswerAt < this.stepStartedAt;
    if (!silent) this.missed = 0;
    else if (this.askedThisStep) this.missed += 1;
    if (this.missed >= this.options.misses) {
      return this.trip(`no answer to ${this.missed} health questions over ${this.options.downAfterMs} ms`);
    }
    if (this.waiting.size === 0) return;
    this.beginStep(silent);
  }

  /**
   * One health question, answered whenever the answer comes (within downAfterMs): a refusal to
   * connect at all means unreachable, and opens the breaker at once.
   */
  private ask(unreachableReason: string): void {
    if (this.open || this.closed) return;
    this.options.probe(this.options.downAfterMs).then(
      () => this.answered(),
      (error: unknown) => {
        if (isAnswer(error)) this.answered();
        else if (error instanceof ServiceUnavailableError && !error.requestSent) this.trip(unreachableReason);
      },
    );
  }

  private trip(reason: string): void {
    if (this.open || this.closed) return;
    this.open = true;
    clearTimeout(this.watchTimer);
    this.watchTimer = undefined;
    this.options.onChange?.(true, reason);
    // These calls were sent: the service may have carried them out before it went silent.
    const error = this.unavailable(true);
    for (const waiting of [...this.waiting]) waiting.fail(error);
    this.waiting.clear();
    this.scheduleRetry();
  }

  /** The half-open probe: one health question every retryMs while open; the first answer closes the breaker. */
  private scheduleRetry(): void {
    if (this.closed) return;
    this.retryTimer = setTimeout(() => {
      // As long to answer as the silence it took to open: a busy service's late answer closes it too.
      void this.options.probe(this.options.downAfterMs).then(
        () => this.close(),
        (error: unknown) => (isAnswer(error) ? this.close() : this.scheduleRetry()),
      );
    }, this.options.retryMs);
    this.retryTimer.unref();
  }

  private close(): void {
    if (this.closed) return;
    this.open = false;
    this.answered();
    this.options.onChange?.(false, 'it answers again');
  }

  private unavailable(requestSent: boolean): ServiceUnavailableError {
    return new ServiceUnavailableError(this.options.service, new Error('it does not answer'), requestSent);
  }
}

/** A service's own error is an answer: the service is alive. */
function isAnswer(error: unknown): boolean {
  return isServiceErrorBody(error) && !(error instanceof Error);
}
