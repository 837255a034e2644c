import { HttpCode, RequestMapping, RequestMethod, SetMetadata, UseInterceptors, applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ParsedRouteInput, RequestMessage, Route as TableRoute, RouteAnswer, RouteName, Routes } from '@labmedicin/contracts';
import type { Request } from 'express';
import { Access } from '../access/access.decorator';
import { auditedIfListed } from '../audit/audit.interceptor';
import { ApiException } from './api.exception';
import { parseRouteInput } from './route-input';
import { ReplyInterceptor, repliesSuccess } from './reply.interceptor';

const ROUTE_KEY = 'labmedicin:route';

/**
 * A handler answers a route of the contracts' table (ROUTES): its method and path, who may call it
 * (@Access), the status of a POST's success, and the schemas @Input() parses with. The handler
 * answers the route's answer type without its success flag, which ReplyInterceptor writes (see
 * Reply), and its @Input() is the route's own: `In<'name'>` of another route does not compile. A
 * route that only forwards to its catalogue message (forwardsTo) has no handler of its own: it is
 * Forwarding's (forwarding.ts), and @Route on a handler of it does not compile.
 */
export function Route<R extends TableRoute>(route: R & NotForwarded<R>) {
  const decorators = [
    RequestMapping({ path: route.path, method: RequestMethod[route.method] }),
    Access(route.access),
    SetMetadata(ROUTE_KEY, route),
    // Nest answers a POST with 201 unless told; GET, PUT and DELETE with 200 (or what the handler sets).
    ...(route.method === 'POST' ? [HttpCode(route.status ?? 200)] : []),
    // Last, so innermost: every other interceptor of the handler sees the whole answer.
    ...(repliesSuccess(route.answer) ? [UseInterceptors(ReplyInterceptor)] : []),
    auditedIfListed(route),
  ];
  return <H extends (...args: never[]) => Promise<Reply<R>>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H> & InputOfRoute<H, R>,
  ): void => {
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

declare const ROUTE_OF: unique symbol;

/** What @Input() gives the handler of the named route; it carries the route (in its type only), which @Route checks. */
export type In<Name extends RouteName> = ParsedRouteInput<Routes[Name]> & { readonly [ROUTE_OF]?: Routes[Name] };

/**
 * What a handler of the route returns: its answer, less the success flag ReplyInterceptor puts in
 * front; an answer that is no success (`success: false`, or a flag that may be either) as it is.
 */
export type Reply<R> = WithoutSuccess<RouteAnswer<R>>;
type WithoutSuccess<A> = A extends { success: true } ? Omit<A, 'success'> : A;

/** Nothing for a route with no forwardsTo; a property no route has otherwise, so the decorator does not compile. */
type NotForwarded<R> = R extends { readonly forwardsTo: RequestMessage } ? { 'Forwarding serves the routes with forwardsTo': never } : unknown;

/** Nothing when the handler takes no In<> or the In<> of its own route; a property the descriptor lacks otherwise, so the decorator does not compile. */
type InputOfRoute<H, R> = H extends (first: infer First, ...rest: never[]) => unknown
  ? First extends { readonly [ROUTE_OF]?: infer Of }
    ? unknown extends Of
      ? unknown
      : [Of] extends [R]
        ? unknown
        : { 'In<> names another route than @Route': never }
    : unknown
  : unknown;
