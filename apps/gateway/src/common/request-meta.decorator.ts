import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { RequestMeta } from '@labmedicin/contracts';
import { metaOf, type GatewayRequest } from './gateway-request';

/** The RequestMeta (request id and actor) to send with calls to the services. */
export const Meta = createParamDecorator((_: unknown, ctx: ExecutionContext): RequestMeta =>
  metaOf(ctx.switchToHttp().getRequest<GatewayRequest>()),
);
