import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/**
 * The route params and the query string as one object, for the contracts schemas that validate
 * both at once (an article's slug with the page of its history, a tag with the page of its articles).
 * A param wins over a query parameter of the same name.
 */
export const ParamsAndQuery = createParamDecorator((_: unknown, ctx: ExecutionContext): Record<string, unknown> => {
  const req = ctx.switchToHttp().getRequest<Request>();
  return { ...(req.query as Record<string, unknown>), ...req.params };
});
