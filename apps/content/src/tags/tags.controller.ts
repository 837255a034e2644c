import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CONTENT_PATTERNS,
  type ArticlePage,
  type ServiceRequest,
  type Tag,
  type TagDeleteResult,
  type TagMergeResult,
} from '@labmedicin/contracts';
import { TagsService } from './tags.service';

@Controller()
export class TagsController {
  constructor(private readonly tags: TagsService) {}

  @MessagePattern(CONTENT_PATTERNS.tagsList)
  list(@Payload() { meta }: ServiceRequest<unknown>): Promise<Tag[]> {
    return this.tags.list(meta);
  }

  @MessagePattern(CONTENT_PATTERNS.tagsArticles)
  articles(@Payload() { data }: ServiceRequest<unknown>): Promise<ArticlePage> {
    return this.tags.articlesOf(data);
  }

  @MessagePattern(CONTENT_PATTERNS.tagsMerge)
  merge(@Payload() { meta, data }: ServiceRequest<unknown>): Promise<TagMergeResult> {
    return this.tags.merge(meta, data);
  }

  @MessagePattern(CONTENT_PATTERNS.tagsDelete)
  delete(@Payload() { meta, data }: ServiceRequest<unknown>): Promise<TagDeleteResult> {
    return this.tags.delete(meta, data);
  }
}
