import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CONTENT_PATTERNS,
  type Article,
  type RevisionComparison,
  type RevisionDetail,
  type RevisionPage,
  type ServiceRequest,
} from '@labmedicin/contracts';
import { RevisionsService } from './revisions.service';

@Controller()
export class RevisionsController {
  constructor(private readonly revisions: RevisionsService) {}

  @MessagePattern(CONTENT_PATTERNS.revisionsList)
  list(@Payload() { meta, data }: ServiceRequest<unknown>): Promise<RevisionPage> {
    return this.revisions.list(meta, data);
  }

  @MessagePattern(CONTENT_PATTERNS.revisionsGet)
  get(@Payload() { meta, data }: ServiceRequest<unknown>): Promise<RevisionDetail> {
    return this.revisions.get(meta, data);
  }

  @MessagePattern(CONTENT_PATTERNS.revisionsCompare)
  compare(@Payload() { meta, data }: ServiceRequest<unknown>): Promise<RevisionComparison> {
    return this.revisions.compare(meta, data);
  }

  @MessagePattern(CONTENT_PATTERNS.revisionsRestore)
  restore(@Payload() { meta, data }: ServiceRequest<unknown>): Promise<Article> {
    return this.revisions.restore(meta, data);
  }
}
