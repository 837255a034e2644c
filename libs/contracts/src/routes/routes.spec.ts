import { z } from 'zod';
import { ROUTE, pathParamNames, pathWith } from './routes.constants';
import { ROUTES, routeAt, type RouteAnswer, type RouteInput, type RouteName, type RouteOf } from './routes';

const names = Object.keys(ROUTES) as RouteName[];

describe('the route table', () => {
  it('names each method and path once', () => {
    const keys = names.map((name) => `${ROUTES[name].method} ${ROUTES[name].path}`);
    expect(new Set(keys).size).toBe(keys.length);
    // The readers' entries without zod are the table's own.
    for (const [name, at] of Object.entries(ROUTE)) expect(ROUTES[name as RouteName]).toMatchObject(at);
  });

  it("validates exactly a route's path parameters, with an object schema", () => {
    const mismatched = names.filter((name) => {
      const route = ROUTES[name];
      const params = 'params' in route ? route.params : undefined;
      const keys = params instanceof z.ZodObject ? Object.keys(params.shape) : [];
      return keys.sort().join() !== pathParamNames(route.path).sort().join();
    });
    expect(mismatched).toEqual([]);
  });

  it('finds a route by its method and path', () => {
    expect(routeAt('GET', '/articles/:slug')).toBe(ROUTES.articleGet);
    expect(routeAt('POST', '/articles/:slug')).toBeUndefined();
  });

  it('fills a path with its parameters, each one URL segment', () => {
    expect(pathWith(ROUTES.revisionGet.path, { slug: 'järn/ferritin', versionNumber: 3 })).toBe('/articles/j%C3%A4rn%2Fferritin/revisions/3');
  });
});

/** Checked by typecheck, never run: a client's input and answer are the schemas' types. */
export function typedRoutes(input: RouteInput<RouteOf<typeof ROUTE.articleGet>>, answer: RouteAnswer<RouteOf<typeof ROUTE.articleGet>>): void {
  const slug: string = input.params.slug;
  const title: string = answer.data.title;
  // @ts-expect-error an article's route takes a slug, not an id
  const wrong: RouteInput<typeof ROUTES.articleGet> = { params: { id: 'x' } };
  // @ts-expect-error the update's body is the editor's values, not any value
  const body: RouteInput<typeof ROUTES.articleUpdate> = { params: { slug }, body: 42 };
  // @ts-expect-error a page is a number
  const query: RouteInput<typeof ROUTES.articleList> = { query: { page: 'one' } };
  void [title, wrong, body, query];
}
