import { Controller } from '@nestjs/common';
import { CONTENT_MESSAGES as M, type RequestOf } from '@labmedicin/contracts';
import { Handles } from '@labmedicin/platform';
import { TagsService } from './tags.service';

@Controller()
export class TagsController {
  constructor(private readonly tags: TagsService) {}

  @Handles(M.tagsList)
  list({ meta, data }: RequestOf<typeof M.tagsList>) {
    return this.tags.list(meta, data.language);
  }

  @Handles(M.tagsArticles)
  articles({ data }: RequestOf<typeof M.tagsArticles>) {
    return this.tags.articlesOf(data);
  }

  @Handles(M.tagsMerge)
  merge({ meta, data }: RequestOf<typeof M.tagsMerge>) {
    return this.tags.merge(meta, data);
  }

  @Handles(M.tagsDelete)
  delete({ meta, data }: RequestOf<typeof M.tagsDelete>) {
    return this.tags.delete(meta, data.tag);
  }
}
