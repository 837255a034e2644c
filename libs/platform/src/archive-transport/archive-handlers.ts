import { Controller, Inject, type Type } from '@nestjs/common';
import { ARCHIVE_MESSAGES, type RequestOf, type ServiceName } from '@labmedicin/contracts';
import { Handles } from '../transport/message-handlers';
import type { ArchiveEndpoint } from './archive-endpoint';

/** The service's ArchiveEndpoint, provided by its own archive module (which section, which stores). */
export const ARCHIVE_ENDPOINT = Symbol('ARCHIVE_ENDPOINT');

/** The handlers of a service's archive messages (ARCHIVE_MESSAGES), all answered by its ArchiveEndpoint. */
export function archiveHandlersOf<S extends ServiceName>(service: S): Type {
  const M = ARCHIVE_MESSAGES[service];

  @Controller()
  class ArchiveHandlers {
    constructor(@Inject(ARCHIVE_ENDPOINT) private readonly endpoint: ArchiveEndpoint) {}

    @Handles(M.state)
    state({ meta, data }: RequestOf<typeof M.state>) {
      return this.endpoint.state(meta, data);
    }

    @Handles(M.read)
    read({ meta, data }: RequestOf<typeof M.read>) {
      return this.endpoint.read(meta, data);
    }

    @Handles(M.clear)
    clear({ meta, data }: RequestOf<typeof M.clear>) {
      return this.endpoint.clear(meta, data);
    }

    @Handles(M.insert)
    insert({ meta, data }: RequestOf<typeof M.insert>) {
      return this.endpoint.insert(meta, data);
    }

    @Handles(M.writeFile)
    writeFile({ meta, data }: RequestOf<typeof M.writeFile>) {
      return this.endpoint.writeFile(meta, data);
    }

    @Handles(M.finish)
    finish({ meta }: RequestOf<typeof M.finish>) {
      return this.endpoint.finish(meta);
    }
  }
  return ArchiveHandlers;
}
