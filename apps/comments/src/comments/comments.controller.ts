import { Controller } from '@nestjs/common';
import { COMMENTS_MESSAGES as M, type RequestOf } from '@labmedicin/contracts';
import { Handles } from '@labmedicin/platform';
import { CommentsService } from './comments.service';

@Controller()
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Handles(M.articleComments)
  ofArticle({ meta, data }: RequestOf<typeof M.articleComments>) {
    return this.comments.ofArticle(meta, data.slug, data.page, data.limit);
  }

  @Handles(M.post)
  post({ meta, data }: RequestOf<typeof M.post>) {
    return this.comments.post(meta, data.slug, data.content);
  }

  @Handles(M.report)
  report({ meta, data }: RequestOf<typeof M.report>) {
    return this.comments.report(meta, data.id);
  }

  @Handles(M.adminList)
  list({ meta, data }: RequestOf<typeof M.adminList>) {
    return this.comments.list(meta, data);
  }

  @Handles(M.approve)
  approve({ meta, data }: RequestOf<typeof M.approve>) {
    return this.comments.approve(meta, data.id);
  }

  @Handles(M.reject)
  reject({ meta, data }: RequestOf<typeof M.reject>) {
    return this.comments.reject(meta, data.id);
  }

  @Handles(M.delete)
  delete({ meta, data }: RequestOf<typeof M.delete>) {
    return this.comments.delete(meta, data.id);
  }
}
