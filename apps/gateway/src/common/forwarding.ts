import { Inject, applyDecorators } from '@nestjs/common';
import { ROUTES, type AnswerOf, type ParsedRouteInput, type PayloadOf, type RequestMessage, type RequestMeta, type Route as TableRoute, type RouteName, type Routes } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Meta } from './request-meta.decorator';
import { Input, Route, type Reply } from './route.decorator';

/** One part (params, query, body) of a route's parsed input; none is an empty object. */
type PartOf<R, Key extends string> = ParsedRouteInput<R> extends { readonly [K in Key]: infer Value } ? Value : object;

/** The one payload a forwarded route's input makes: its query, its body, then its path parameters, which win. */
type PayloadOfRoute<R> = Omit<PartOf<R, 'query'>, keyof PartOf<R, 'body'> | keyof PartOf<R, 'params'>> &
  Omit<PartOf<R, 'body'>, keyof PartOf<R, 'params'>> &
  PartOf<R, 'params'>;

/** What a forwarded route replies with, its success flag aside: the message's answer as the route says it holds it. */
type ForwardedReply<R, M extends RequestMessage> = R extends { readonly replyHolds: 'answer' } ? AnswerOf<M> : { data: AnswerOf<M>; message?: string };

/** Whether the route's input is a payload its message takes, and its message's answer a reply the route gives. */
export type ForwardFits<R> = R extends { readonly forwardsTo: infer M extends RequestMessage }
  ? [PayloadOfRoute<R>] extends [PayloadOf<M>]
    ? [ForwardedReply<R, M>] extends [Reply<R>]
      ? true
      : false
    : false
  : false;

/** The routes of the table that forward to a catalogue message (forwardsTo) which fits them. */
type ForwardedRouteName = { [Name in RouteName]: ForwardFits<Routes[Name]> extends true ? Name : never }[RouteName];

type Forwarded = { forwarder: ServiceClient } & Record<string, unknown>;

/** The reply a forwarded route gives for its message's answer (the success flag is ReplyInterceptor's). */
function replyOf(route: TableRoute, answer: unknown): unknown {
  if (route.replyHolds === 'answer') return answer;
  return route.successMessage === undefined ? { data: answer } : { data: answer, message: route.successMessage };
}

/**
 * The handlers of the routes the gateway only passes on (the route table's forwardsTo): each parses
 * its input like every handler (@Input), sends it to its catalogue message as one payload, with the
 * caller's meta, and answers the message's answer as the route's replyHolds and successMessage say.
 * A controller extends it with the names of its forwarded routes, in the order Express is to try
 * them (a literal path before a parameter in the same place), and each one's own decorators, if any
 * (its public cache, a rate limit). Its own handlers, which do more, come first.
 */
export function Forwarding<const Names extends readonly ForwardedRouteName[]>(
  names: Names,
  decorators: { readonly [Name in Names[number]]?: MethodDecorator } = {},
): new () => object {
  class ForwardingHandlers {}
  Inject(SERVICE_CLIENT)(ForwardingHandlers.prototype, 'forwarder');
  for (const name of names) {
    const route: TableRoute = ROUTES[name];
    const message = route.forwardsTo as RequestMessage;
    // A method named after its route, as Nest's logs and the tests' stack traces show it.
    const handler = {
      async [name](this: Forwarded, input: { params?: object; query?: object; body?: object }, meta: RequestMeta) {
        const answer = await this.forwarder.send(message, { ...input.query, ...input.body, ...input.params }, meta);
        return replyOf(route, answer);
      },
    }[name] as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(ForwardingHandlers.prototype, name, { value: handler, writable: true, configurable: true });
    Input()(ForwardingHandlers.prototype, name, 0);
    Meta()(ForwardingHandlers.prototype, name, 1);
    const own = decorators[name as Names[number]];
    // The route's decorators last, as written above a handler: its reply wrapper innermost.
    applyDecorators(...(own ? [own] : []), Route(route) as MethodDecorator)(
      ForwardingHandlers.prototype,
      name,
      Object.getOwnPropertyDescriptor(ForwardingHandlers.prototype, name) as TypedPropertyDescriptor<unknown>,
    );
  }
  return ForwardingHandlers;
}
