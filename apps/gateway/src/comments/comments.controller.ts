import { Controller, Inject, UseGuards } from '@nestjs/common';
import { COMMENTS_MESSAGES, COMMENT_MESSAGES, ROUTES, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';
import { CommentRateLimitGuard } from '../rate-limits/comment-rate-limit.guard';

/**
 * Readers' comments over the comments service. Answers are never cached: each says whether the
 * caller has reported a comment.
 */
@Controller()
export class CommentsController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Route(ROUTES.commentList)
  async list(@Input() { params, query }: In<'commentList'>, @Meta() meta: RequestMeta) {
    const { data, pagination } = await this.services.send(COMMENTS_MESSAGES.articleComments, { ...query, ...params }, meta);
    return { data, pagination };
  }

  @Route(ROUTES.commentPost)
  @UseGuards(CommentRateLimitGuard)
  async post(@Input() { params, body }: In<'commentPost'>, @Meta() meta: RequestMeta) {
    const comment = await this.services.send(COMMENTS_MESSAGES.post, { ...params, content: body.content }, meta);
    return { data: comment, message: COMMENT_MESSAGES.posted };
  }

  @Route(ROUTES.commentReport)
  async report(@Input() { params }: In<'commentReport'>, @Meta() meta: RequestMeta) {
    const comment = await this.services.send(COMMENTS_MESSAGES.report, params, meta);
    return { data: comment, message: COMMENT_MESSAGES.reported };
  }
}
