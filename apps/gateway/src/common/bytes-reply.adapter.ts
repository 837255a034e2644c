import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';

/**
 * Nest's Express adapter, which also sends a handler's (or interceptor's) Buffer as the bytes it
 * is: Nest's own would write it as JSON (`{"type":"Buffer",...}`). A public answer is encoded
 * once, for its ETag and for the socket (PublicCacheInterceptor); Express's send then sets its
 * length, answers 304 to a matching If-None-Match and writes it, the Content-Type the route set
 * left as it is.
 */
export class BytesReplyAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!Buffer.isBuffer(body)) return super.reply(response, body, statusCode);
    if (statusCode) response.status(statusCode);
    return response.send(body);
  }
}
