import type { Route } from '@labmedicin/contracts';

/** Metadata key of @Route: the route of the contracts' table a handler answers. */
export const ROUTE_KEY = 'labmedicin:route';

/** The route of the table a handler answers, if any. */
export function routeOfHandler(handler: object): Route | undefined {
  return Reflect.getMetadata(ROUTE_KEY, handler) as Route | undefined;
}
