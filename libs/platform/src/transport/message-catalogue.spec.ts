import 'reflect-metadata';
import { Controller } from '@nestjs/common';
import { AUTH_USERS_MESSAGES, CONTENT_MESSAGES, EVENTS, type RequestMeta, type RequestOf } from '@labmedicin/contracts';
import { ServiceError } from '../errors';
import { currentRequestId } from '../logging';
import { Handles, OnEvent, parsePayload } from './message-handlers';
import type { EventPublisher, ServiceClient } from './service-clients';

const meta: RequestMeta = { requestId: 'typed', actor: null };

/**
 * Checked by `npm run typecheck`, never run: each @ts-expect-error line must fail to compile, so a
 * wrong payload, a wrong reading of an answer or a handler that drifts from its message is caught
 * by the compiler, not by a caller in production.
 */
export async function typedHops(services: ServiceClient, events: EventPublisher): Promise<void> {
  const article = await services.send(CONTENT_MESSAGES.articlesGet, { slug: 'kreatinin' }, meta);
  const title: string = article.title;
  // @ts-expect-error an article has no `name`
  void article.name;
  // @ts-expect-error articlesGet takes a slug, not an id
  await services.send(CONTENT_MESSAGES.articlesGet, { id: 'x' }, meta);
  // @ts-expect-error a category's name is a string
  await services.send(CONTENT_MESSAGES.categoriesCreate, { name: 42, color: '#000000' }, meta);
  const actor = await services.send(AUTH_USERS_MESSAGES.getActor, { id: 'a00000000000000000000001' }, meta);
  // @ts-expect-error the actor may be null
  void actor.role;
  // @ts-expect-error article.viewed counts views of one article id
  await events.emit(EVENTS.articleViewed, { slug: 'kreatinin' }, meta);
  void title;
}

@Controller()
class DriftingController {
  // @ts-expect-error the handler answers a number where the message's answer is an article
  @Handles(CONTENT_MESSAGES.articlesGet)
  get(): number {
    return 1;
  }

  // @ts-expect-error the handler expects a payload of another message
  @Handles(CONTENT_MESSAGES.articlesGet)
  other(request: RequestOf<typeof CONTENT_MESSAGES.categoriesCreate>) {
    return request.data.name;
  }

  @OnEvent(EVENTS.userUpdated)
  updated({ data }: RequestOf<typeof EVENTS.userUpdated>): void {
    void data.id;
  }
}

@Controller()
class TracingController {
  /** The request id the handler's log lines carry, read after an await as a logger would. */
  @Handles(CONTENT_MESSAGES.articlesGet)
  async get() {
    await new Promise((resolve) => setImmediate(resolve));
    return { requestId: currentRequestId() } as never;
  }
}

describe('the message catalogue', () => {
  it('parses a payload once against its message, with defaults applied', () => {
    expect(parsePayload(CONTENT_MESSAGES.articlesList, { tag: ' CRP ' })).toMatchObject({ page: 1, limit: 20, tag: 'crp', sort: 'updatedAt', order: 'desc' });
  });

  it('refuses an invalid payload with VALIDATION_FAILED and each field', () => {
    let failure: unknown;
    try {
      parsePayload(CONTENT_MESSAGES.categoriesCreate, { name: '', color: 'red' });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as ServiceError).body).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fieldCodes: { name: 'categoryNameRequired', color: 'colorInvalid' },
    });
  });

  it('makes a decorated handler parse its payload before it runs', async () => {
    const handler = new DriftingController();
    expect(() => (handler.updated as unknown as (request: unknown) => void)({ meta, data: { id: 7 } })).toThrow(ServiceError);
  });

  it('runs a handler inside the request id its caller sent, or a new one when it sent none', async () => {
    const get = new TracingController().get as unknown as (request: unknown) => Promise<{ requestId: string }>;
    expect(await get({ meta: { requestId: 'from-the-gateway', actor: null }, data: { slug: 'hb' } })).toEqual({ requestId: 'from-the-gateway' });
    const [first, second] = await Promise.all([get({ data: { slug: 'hb' } }), get({ data: { slug: 'hb' } })]);
    expect(first.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.requestId).not.toBe(first.requestId);
    expect(currentRequestId()).toBeUndefined();
  });
});
