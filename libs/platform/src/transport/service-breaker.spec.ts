import { errorBody } from '@labmedicin/contracts';
import { ServiceBreaker } from './service-breaker';
import { ServiceUnavailableError } from './transport-errors';

const DOWN_AFTER_MS = 400;
const MISSES = 3;
/** One step of the silence watch: DOWN_AFTER_MS spread over the first question and MISSES misses. */
const STEP_MS = DOWN_AFTER_MS / (MISSES + 1);
const RETRY_MS = 100;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A stand-in for the far service's health: alive answers at once, busy answers once its busy
 * spell ends (as an event loop stuck in a long computation does), frozen never, refused is a
 * connection refused (nothing listens).
 */
class FarService {
  state: 'alive' | 'frozen' | 'refused' | 'refuses-health' = 'alive';
  busyUntil = 0;
  probes = 0;
  probe = (timeoutMs: number): Promise<unknown> => {
    this.probes += 1;
    if (this.state === 'refused') return Promise.reject(new ServiceUnavailableError('content', new Error('connect ECONNREFUSED')));
    if (this.state === 'refuses-health') return Promise.reject(errorBody('INTERNAL_ERROR'));
    if (this.state === 'frozen') return sleep(timeoutMs).then(() => Promise.reject(new Error('no answer')));
    const busyFor = this.busyUntil - Date.now();
    if (busyFor <= 0) return Promise.resolve({ status: 'ok' });
    // The transport stops waiting at timeoutMs: an answer later than that is lost.
    return busyFor <= timeoutMs ? sleep(busyFor).then(() => ({ status: 'ok' })) : sleep(timeoutMs).then(() => Promise.reject(new Error('no answer')));
  };
}

const never = () => new Promise<never>(() => undefined);
const after = <T>(ms: number, value: T) => () => sleep(ms).then(() => value);

async function until(holds: () => boolean, ms = 2_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!holds() && Date.now() < deadline) await sleep(5);
}

describe('ServiceBreaker', () => {
  let far: FarService;
  let breaker: ServiceBreaker;
  let changes: string[];

  beforeEach(() => {
    far = new FarService();
    changes = [];
    breaker = new ServiceBreaker({
      service: 'content',
      downAfterMs: DOWN_AFTER_MS,
      misses: MISSES,
      retryMs: RETRY_MS,
      probe: (timeoutMs) => far.probe(timeoutMs),
      onChange: (open) => changes.push(open ? 'open' : 'closed'),
    });
  });
  afterEach(() => breaker.dispose());

  it('lets a slow call of a live service run to its answer, however long', async () => {
    await expect(breaker.call(after(DOWN_AFTER_MS * 3, 'slow answer'))).resolves.toBe('slow answer');
    expect(far.probes).toBeGreaterThanOrEqual(1);
    expect(breaker.isOpen).toBe(false);
    expect(changes).toEqual([]);
  });

  it('stays closed for a busy service whose health answers late, within the interval', async () => {
    // Busy for most of the interval: every health question waits for the spell to end, then is answered.
    far.busyUntil = Date.now() + DOWN_AFTER_MS - STEP_MS / 2;
    await expect(breaker.call(after(DOWN_AFTER_MS * 2, 'saved'))).resolves.toBe('saved');
    expect(breaker.isOpen).toBe(false);
    expect(changes).toEqual([]);
  });

  it('asks nothing while the service answers other calls', async () => {
    const slow = breaker.call(after(DOWN_AFTER_MS * 2, 'slow'));
    for (let i = 0; i < 16; i += 1) await breaker.call(after(STEP_MS / 2, i));
    await expect(slow).resolves.toBe('slow');
    expect(far.probes).toBe(0);
  });

  it('opens after MISSES health questions in a row go unanswered, failing the waiting calls as sent, and refuses new calls at once as not sent', async () => {
    far.state = 'frozen';
    const started = Date.now();
    const waiting = [breaker.call(never), breaker.call(never)];
    for (const call of waiting) {
      const error = await call.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServiceUnavailableError);
      expect((error as ServiceUnavailableError).requestSent).toBe(true);
    }
    const waitedMs = Date.now() - started;
    expect(waitedMs).toBeGreaterThanOrEqual(DOWN_AFTER_MS - 5);
    expect(waitedMs).toBeLessThan(DOWN_AFTER_MS + 500);
    expect(far.probes).toBe(MISSES);
    expect(breaker.isOpen).toBe(true);

    const run = jest.fn(never);
    const refusedAt = Date.now();
    const refused = await breaker.call(run).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ServiceUnavailableError);
    expect((refused as ServiceUnavailableError).message).toBe('content is unavailable: it does not answer');
    expect((refused as ServiceUnavailableError).requestSent).toBe(false);
    expect(run).not.toHaveBeenCalled();
    expect(Date.now() - refusedAt).toBeLessThan(STEP_MS);
    expect(changes).toEqual(['open']);
  });

  it('does not open on fewer misses than MISSES: one answer in between starts the count again', async () => {
    far.state = 'frozen';
    const slow = breaker.call(after(DOWN_AFTER_MS * 2, 'late but alive'));
    // Two steps without an answer, then the service answers its health again before the third miss.
    await sleep(STEP_MS * 2 + STEP_MS / 2);
    far.state = 'alive';
    await expect(slow).resolves.toBe('late but alive');
    expect(breaker.isOpen).toBe(false);
    expect(changes).toEqual([]);
  });

  it('opens at once when a call finds the service unreachable and its health is refused too', async () => {
    far.state = 'refused';
    const unreachable = () => Promise.reject(new ServiceUnavailableError('content', new Error('connect ECONNREFUSED')));
    const started = Date.now();
    await expect(breaker.call(unreachable)).rejects.toBeInstanceOf(ServiceUnavailableError);
    await until(() => breaker.isOpen);
    expect(breaker.isOpen).toBe(true);
    // One probe, not MISSES of them a step apart: it did not wait out the silence watch (under
    // load the one probe's round trip alone once took longer than a step).
    expect(far.probes).toBe(1);
    expect(Date.now() - started).toBeLessThan(DOWN_AFTER_MS);
  });

  it('stays closed when a lost connection was a one-off: the health answers', async () => {
    const lost = () => Promise.reject(new ServiceUnavailableError('content', new Error('Connection closed'), true));
    await expect(breaker.call(lost)).rejects.toBeInstanceOf(ServiceUnavailableError);
    await until(() => far.probes === 1);
    await sleep(STEP_MS);
    expect(breaker.isOpen).toBe(false);
    await expect(breaker.call(after(1, 'next'))).resolves.toBe('next');
  });

  it('closes by itself once the service answers its health again', async () => {
    far.state = 'frozen';
    await expect(breaker.call(never)).rejects.toBeInstanceOf(ServiceUnavailableError);
    await sleep(RETRY_MS * 3);
    expect(breaker.isOpen).toBe(true);

    far.state = 'alive';
    await until(() => !breaker.isOpen);
    expect(breaker.isOpen).toBe(false);
    await expect(breaker.call(after(1, 'back'))).resolves.toBe('back');
    expect(changes).toEqual(['open', 'closed']);
  });

  it('takes a service error as an answer: the service lives', async () => {
    far.state = 'frozen';
    const refusal = errorBody('ARTICLE_NOT_FOUND');
    const slow = breaker.call(after(DOWN_AFTER_MS * 2, 'late'));
    for (let i = 0; i < 10; i += 1) {
      await sleep(STEP_MS / 2);
      await expect(breaker.call(() => Promise.reject(refusal))).rejects.toBe(refusal);
    }
    await expect(slow).resolves.toBe('late');
    expect(breaker.isOpen).toBe(false);
  });

  it('takes a refusal of its health as an answer', async () => {
    far.state = 'refuses-health';
    await expect(breaker.call(after(DOWN_AFTER_MS * 2, 'slow'))).resolves.toBe('slow');
    expect(far.probes).toBeGreaterThanOrEqual(1);
    expect(breaker.isOpen).toBe(false);
  });

  it('passes a call’s own answer and failure through untouched', async () => {
    await expect(breaker.call(after(1, { n: 1 }))).resolves.toEqual({ n: 1 });
    const failure = new Error('bad answer');
    await expect(breaker.call(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(breaker.isOpen).toBe(false);
  });
});
