import { Controller, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CONTENT_MESSAGES, ROUTES, type Category, type RequestMeta, type RouteName } from '@labmedicin/contracts';
import { SERVICE_CLIENT, createLogger, type ServiceClient } from '@labmedicin/platform';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { Forwarding, type ForwardFits } from './forwarding';
import { HttpErrorFilter } from './http-error.filter';
import { Input, Route, routeOfHandler, type In } from './route.decorator';

/** What the handlers sent: each message's pattern with its payload and meta. */
const sent: { pattern: string; payload: unknown; meta: RequestMeta }[] = [];
/** What the service of each pattern answers. */
const answers = new Map<string, unknown>();

const services: Pick<ServiceClient, 'send'> = {
  send: (message, payload, meta) => {
    sent.push({ pattern: message.pattern, payload, meta });
    return Promise.resolve(answers.get(message.pattern) as never);
  },
};

@Controller()
class ForwardedRoutes extends Forwarding(['tagArticles', 'categoryUpdate']) {}

@Module({ controllers: [ForwardedRoutes], providers: [{ provide: SERVICE_CLIENT, useValue: services }] })
class ForwardedRoutesModule {}

const categoryId = '65a1b2c3d4e5f60718293a4b';
const category: Category = {
  _id: categoryId,
  name: 'Koagulation',
  names: { sv: 'Koagulation', en: 'Coagulation' },
  slug: 'koagulation',
  description: '',
  descriptions: { sv: '', en: '' },
  color: '#3366cc',
  articleCount: 0,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

describe('Forwarding: the routes that only pass a request on to their catalogue message', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await NestFactory.create(ForwardedRoutesModule, { logger: false });
    app.useGlobalFilters(new HttpErrorFilter(createLogger('gateway', 'silent')));
    await app.init();
  });
  afterAll(() => app?.close());
  beforeEach(() => {
    sent.length = 0;
    answers.clear();
  });

  it('sends the parsed body and path parameters to the message, and answers its answer as data, with the success flag once', async () => {
    answers.set(CONTENT_MESSAGES.categoriesUpdate.pattern, category);
    const res = await request(app.getHttpServer()).put(`/categories/${categoryId}`).send({ name: '  Koagulation ', nameEn: 'Coagulation', unknown: 'left out' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: category, message: 'Category updated successfully' });
    expect(Object.keys(res.body)).toEqual(['success', 'data', 'message']);
    // Parsed as the route's schemas read it: trimmed, defaults given, unknown fields gone.
    expect(sent).toEqual([
      { pattern: CONTENT_MESSAGES.categoriesUpdate.pattern, payload: { name: 'Koagulation', nameEn: 'Coagulation', description: '', color: '#6c757d', id: categoryId }, meta: expect.anything() },
    ]);
  });

  it("answers a message's page as the reply itself, and gives the path parameter over a query field of the same name", async () => {
    const page = { data: [], pagination: { page: 2, limit: 5, total: 5, pages: 1 } };
    answers.set(CONTENT_MESSAGES.tagsArticles.pattern, page);
    const res = await request(app.getHttpServer()).get('/tags/hemostas/articles?page=2&limit=5&tag=other');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, ...page });
    expect(sent.map(({ payload }) => payload)).toEqual([{ page: 2, limit: 5, tag: 'hemostas' }]);
  });

  it('refuses input its route does not take, and sends nothing', async () => {
    const res = await request(app.getHttpServer()).put('/categories/not-an-id').send({ name: '' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(sent).toEqual([]);
  });
});

describe('the route table and the handlers that forward', () => {
  /** Every route the gateway's controllers serve, by the handlers' route metadata. */
  async function servedRoutes(): Promise<Map<string, object>> {
    const served = new Map<string, object>();
    const root = join(__dirname, '..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.controller.ts'));
    for (const file of files) {
      for (const exported of Object.values((await import(join(root, file))) as Record<string, unknown>)) {
        if (typeof exported !== 'function') continue;
        for (let proto = exported.prototype as object | null; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
          for (const key of Object.getOwnPropertyNames(proto)) {
            const handler = Object.getOwnPropertyDescriptor(proto, key)?.value as object | undefined;
            const route = typeof handler === 'function' ? routeOfHandler(handler) : undefined;
            if (route) served.set(`${route.method} ${route.path}`, handler as object);
          }
        }
      }
    }
    return served;
  }

  it('serves every route that names its message', async () => {
    const served = await servedRoutes();
    const forwarded = (Object.keys(ROUTES) as RouteName[]).filter((name) => 'forwardsTo' in ROUTES[name]);
    expect(forwarded.length).toBeGreaterThan(30);
    expect(forwarded.filter((name) => !served.has(`${ROUTES[name].method} ${ROUTES[name].path}`))).toEqual([]);
  });
});

/** Checked by typecheck, never run: a route forwards only to a message that fits it, and a handler is tied to its route. */
export function typedForwarding(): void {
  const fits: ForwardFits<typeof ROUTES.articleGet> = true;
  // @ts-expect-error the path's slug is no article to create
  const wrongPayload: ForwardFits<Omit<typeof ROUTES.articleGet, 'forwardsTo'> & { readonly forwardsTo: typeof CONTENT_MESSAGES.articlesCreate }> = true;
  // @ts-expect-error the tags are no categories
  const wrongAnswer: ForwardFits<Omit<typeof ROUTES.categoryList, 'forwardsTo'> & { readonly forwardsTo: typeof CONTENT_MESSAGES.tagsList }> = true;
  // @ts-expect-error an article is not a reply with its data
  const wrongHolds: ForwardFits<typeof ROUTES.articleGet & { readonly replyHolds: 'answer' }> = true;
  // @ts-expect-error who is logged in is no catalogue message's answer
  Forwarding(['authMe']);
  void [fits, wrongPayload, wrongAnswer, wrongHolds];

  class Handlers {
    // @ts-expect-error a route that forwards is Forwarding's, not a handler's
    @Route(ROUTES.articleGet)
    async get() {
      return { data: undefined as never };
    }

    // @ts-expect-error In<> of another route than @Route
    @Route(ROUTES.articleDelete)
    async delete(@Input() _input: In<'articleTranslationLink'>) {
      return { data: undefined as never };
    }

    @Route(ROUTES.articleTranslationLink)
    async link(@Input() _input: In<'articleTranslationLink'>) {
      return { data: undefined as never, message: 'Translation linked' };
    }
  }
  void Handlers;
}
