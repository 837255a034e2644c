import { HttpCode, RequestMapping, RequestMethod, SetMetadata, applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ParsedRouteInput, Route as TableRoute, RouteAnswer, RouteName, Routes } from '@labmedicin/contracts';
import type { Request } from 'express';
import { Access } from '../access/access.decorator';
import { ApiException } from './api.exception';
import { parseRouteInput } from './route-input';

const ROUTE_KEY = 'labmedicin:route';

/**
 * A handler answers a route of the contracts' table (ROUTES): its method and path, who may call it
 * (@Access), the status of a POST's success, and the schemas @Input() parses with. The handler must
 * answer the route's answer type.
 */
export function Route<R extends TableRoute>(route: R) {
  const decorators = [
    RequestMapping({ path: route.path, method: RequestMethod[route.method] }),
    Access(route.access),
    SetMetadata(ROUTE_KEY, route),
    // Nest answers a POST with 201 unless told; GET, PUT and DELETE with 200 (or what the handler sets).
    ...(route.method === 'POST' ? [HttpCode(route.status ?? 200)] : []),
  ];
  return <H extends (...args: never[]) => Promise<RouteAnswer<R>>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    applyDecorators(...decorators)(target, key, descriptor);
  };
}

/** The route of the table a handler answers, if any. */
export function routeOfHandler(handler: object): TableRoute | undefined {
  return Reflect.getMetadata(ROUTE_KEY, handler) as TableRoute | undefined;
}

/**
 * The request's path parameters, query and body, each parsed with its route's schema (the same
 * zod schemas the SPA's forms use): 400 VALIDATION_FAILED with one message per field otherwise.
 * A multipart body is read only by the routes that take a file; elsewhere it would count as no
 * body at all, so it is refused (415) like any other type the API does not read.
 */
export const Input = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  const route = Reflect.getMetadata(ROUTE_KEY, ctx.getHandler()) as TableRoute;
  const req = ctx.switchToHttp().getRequest<Request>();
  if (!route.file && req.is('multipart/form-data')) throw new ApiException('JSON_BODY_REQUIRED');
  const { params, query, body } = req;
  return parseRouteInput(route, { params, query, body });
});

/** What @Input() gives the handler of the named route. */
export type In<Name extends RouteName> = ParsedRouteInput<Routes[Name]>;
