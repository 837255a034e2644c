import { errorBody } from '@labmedicin/contracts';
import { ServiceBreaker } from './service-breaker';
import { ServiceUnavailableError } from './transport-errors';

const SILENCE_MS = 200;
const RETRY_MS = 100;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A stand-in for the far service: whether it answers its health, and calls that answer after a delay or never. */
class FarService {
  alive = true;
  /** Answers its health with an error of its own (a node without that handler). */
  refuses = false;
  probes = 0;
  probe = (timeoutMs: number): Promise<unknown> => {
    this.probes += 1;
    if (this.refuses) return Promise.reject(errorBody('INTERNAL_ERROR'));
    if (this.alive) return Promise.resolve({ status: 'ok' });
    return sleep(timeoutMs).then(() => Promise.reject(new Error('no answer')));
  };
}

const never = () => new Promise<never>(() => undefined);
const after = <T>(ms: number, value: T) => () => sleep(ms).then(() => value);

describe('ServiceBreaker', () => {
  let far: FarService;
  let breaker: ServiceBreaker;
  let changes: string[];

  beforeEach(() => {
    far = new FarService();
    changes = [];
    breaker = new ServiceBreaker({
      service: 'content',
      silenceMs: SILENCE_MS,
      retryMs: RETRY_MS,
      probe: (timeoutMs) => far.probe(timeoutMs),
      onChange: (open) => changes.push(open ? 'open' : 'closed'),
    });
  });
  afterEach(() => breaker.dispose());

  it('lets a slow call of a live service run to its answer', async () => {
    await expect(breaker.call(after(SILENCE_MS * 4, 'slow answer'))).resolves.toBe('slow answer');
    // It asked once whether the service lives, and it did.
    expect(far.probes).toBe(1);
    expect(breaker.isOpen).toBe(false);
    expect(changes).toEqual([]);
  });

  it('asks nothing while the service answers other calls', async () => {
    const slow = breaker.call(after(SILENCE_MS * 3, 'slow'));
    for (let i = 0; i < 8; i += 1) await breaker.call(after(SILENCE_MS / 2, i));
    await expect(slow).resolves.toBe('slow');
    expect(far.probes).toBe(0);
  });

  it('fails the waiting calls with ServiceUnavailableError once a silent service does not answer its health either, and new calls at once', async () => {
    far.alive = false;
    const started = Date.now();
    const waiting = [breaker.call(never), breaker.call(never)];
    for (const call of waiting) await expect(call).rejects.toBeInstanceOf(ServiceUnavailableError);
    const waitedMs = Date.now() - started;
    expect(waitedMs).toBeGreaterThanOrEqual(SILENCE_MS * 2 - 5);
    expect(waitedMs).toBeLessThan(SILENCE_MS * 2 + 500);
    expect(breaker.isOpen).toBe(true);

    const run = jest.fn(never);
    const refusedAt = Date.now();
    await expect(breaker.call(run)).rejects.toThrow('content is unavailable: it does not answer');
    expect(run).not.toHaveBeenCalled();
    expect(Date.now() - refusedAt).toBeLessThan(SILENCE_MS);
    expect(changes).toEqual(['open']);
  });

  it('closes by itself once the service answers its health again', async () => {
    far.alive = false;
    await expect(breaker.call(never)).rejects.toBeInstanceOf(ServiceUnavailableError);
    await sleep(RETRY_MS * 3);
    expect(breaker.isOpen).toBe(true);

    far.alive = true;
    const until = Date.now() + 2_000;
    while (breaker.isOpen && Date.now() < until) await sleep(5);
    expect(breaker.isOpen).toBe(false);
    await expect(breaker.call(after(1, 'back'))).resolves.toBe('back');
    expect(changes).toEqual(['open', 'closed']);
  });

  it('takes a service error as an answer: the service lives', async () => {
    far.alive = false;
    const refusal = errorBody('ARTICLE_NOT_FOUND');
    await expect(breaker.call(() => Promise.reject(refusal))).rejects.toBe(refusal);
    // A call sent before that answer and silent since is the service's to answer late.
    const slow = breaker.call(after(SILENCE_MS * 3, 'late'));
    await sleep(5);
    await expect(breaker.call(() => Promise.reject(refusal))).rejects.toBe(refusal);
    await expect(slow).resolves.toBe('late');
    expect(far.probes).toBe(0);
  });

  it('takes a refusal of its health as an answer', async () => {
    far.refuses = true;
    await expect(breaker.call(after(SILENCE_MS * 3, 'slow'))).resolves.toBe('slow');
    expect(far.probes).toBe(1);
    expect(breaker.isOpen).toBe(false);
  });

  it('opens on an unreachable service only when its health does not answer either', async () => {
    const unreachable = () => Promise.reject(new ServiceUnavailableError('content', new Error('connect ECONNRESET')));
    await expect(breaker.call(unreachable)).rejects.toBeInstanceOf(ServiceUnavailableError);
    await sleep(5);
    expect(far.probes).toBe(1);
    expect(breaker.isOpen).toBe(false);

    far.alive = false;
    await expect(breaker.call(unreachable)).rejects.toBeInstanceOf(ServiceUnavailableError);
    const until = Date.now() + 2_000;
    while (!breaker.isOpen && Date.now() < until) await sleep(5);
    expect(breaker.isOpen).toBe(true);
  });

  it('passes a call’s own answer and failure through untouched', async () => {
    await expect(breaker.call(after(1, { n: 1 }))).resolves.toEqual({ n: 1 });
    const failure = new Error('bad answer');
    await expect(breaker.call(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(breaker.isOpen).toBe(false);
  });
});
