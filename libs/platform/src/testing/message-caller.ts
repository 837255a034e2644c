import type { INestApplicationContext, Type } from '@nestjs/common';
import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import type { AnswerOf, RequestMessage, RequestMeta } from '@labmedicin/contracts';

type HandlerMethod = (request: { meta: RequestMeta; data: unknown }) => unknown;

/**
 * Calls a service's handlers in process exactly as the transport would, payload parsing included,
 * without a transport: `call(CONTENT_MESSAGES.articlesGet, meta, { slug })`. The payload is
 * `unknown` on purpose: tests send what a careless caller could.
 */
export function messageCaller(app: INestApplicationContext, controllers: Type<unknown>[]) {
  const handlers = new Map<string, () => HandlerMethod>();
  for (const controller of controllers) {
    for (const key of Object.getOwnPropertyNames(controller.prototype)) {
      const method = (controller.prototype as Record<string, unknown>)[key];
      if (typeof method !== 'function') continue;
      const patterns = Reflect.getMetadata(PATTERN_METADATA, method) as unknown[] | undefined;
      for (const pattern of patterns ?? []) {
        const instance = app.get(controller) as Record<string, HandlerMethod>;
        handlers.set(String(pattern), () => instance[key].bind(instance));
      }
    }
  }
  return async <M extends RequestMessage>(message: M, meta: RequestMeta, payload: unknown = {}): Promise<AnswerOf<M>> => {
    const handler = handlers.get(message.pattern);
    if (!handler) throw new Error(`no handler for ${message.pattern} among the given controllers`);
    return (await handler()({ meta, data: payload })) as AnswerOf<M>;
  };
}
