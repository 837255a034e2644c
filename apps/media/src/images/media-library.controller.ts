import { Controller } from '@nestjs/common';
import { EVENTS, MEDIA_MESSAGES as M, type RequestOf } from '@labmedicin/contracts';
import { Handles, OnEvent } from '@labmedicin/platform';
import { MediaLibraryService } from './media-library.service';

/** The library's requests, and content's article events that keep its usage current. */
@Controller()
export class MediaLibraryController {
  constructor(private readonly library: MediaLibraryService) {}

  @Handles(M.libraryList)
  list({ meta, data }: RequestOf<typeof M.libraryList>) {
    return this.library.list(meta, data);
  }

  @Handles(M.libraryUsage)
  usage({ meta, data }: RequestOf<typeof M.libraryUsage>) {
    return this.library.usage(meta, data.filename);
  }

  @Handles(M.libraryDelete)
  delete({ meta, data }: RequestOf<typeof M.libraryDelete>) {
    return this.library.delete(meta, data.filename, data.force);
  }

  @OnEvent(EVENTS.articleCreated)
  articleCreated({ data }: RequestOf<typeof EVENTS.articleCreated>): Promise<void> {
    return this.library.articleChanged(data);
  }

  @OnEvent(EVENTS.articleUpdated)
  articleUpdated({ data }: RequestOf<typeof EVENTS.articleUpdated>): Promise<void> {
    return this.library.articleChanged(data);
  }

  @OnEvent(EVENTS.articleDeleted)
  articleDeleted({ data }: RequestOf<typeof EVENTS.articleDeleted>): Promise<void> {
    return this.library.articleDeleted(data);
  }
}
