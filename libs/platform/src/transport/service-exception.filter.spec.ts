import type { ArgumentsHost } from '@nestjs/common';
import type { Logger } from 'pino';
import { firstValueFrom } from 'rxjs';
import { currentRequestId } from '../logging';
import { ServiceExceptionFilter } from './service-exception.filter';

/** A host as the transport gives one to a filter: the request's payload with the caller's meta. */
function rpcHost(payload: unknown): ArgumentsHost {
  return { switchToRpc: () => ({ getData: () => payload }) } as unknown as ArgumentsHost;
}

describe('ServiceExceptionFilter', () => {
  it("logs an unexpected failure under the caller's request id and answers 500 without its message", async () => {
    const logged: { requestId: string | undefined; message: string }[] = [];
    const logger = { error: (_details: unknown, message: string) => logged.push({ requestId: currentRequestId(), message }) } as unknown as Logger;
    const filter = new ServiceExceptionFilter(logger);

    const answer = firstValueFrom(filter.catch(new Error('disk on fire'), rpcHost({ meta: { requestId: 'from-the-gateway', actor: null }, data: {} })));
    await expect(answer).rejects.toMatchObject({ status: 500 });
    await expect(answer).rejects.not.toMatchObject({ message: 'disk on fire' });
    expect(logged).toEqual([{ requestId: 'from-the-gateway', message: 'Unhandled error in handler' }]);

    await expect(firstValueFrom(filter.catch(new Error('again'), rpcHost(undefined)))).rejects.toMatchObject({ status: 500 });
    expect(logged[1]).toEqual({ requestId: undefined, message: 'Unhandled error in handler' });
  });
});
