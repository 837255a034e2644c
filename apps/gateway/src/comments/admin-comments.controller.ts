import { Controller, Inject } from '@nestjs/common';
import { COMMENTS_MESSAGES, COMMENT_MESSAGES, ROUTES, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';

/** Moderation of comments, for admins. */
@Controller()
export class AdminCommentsController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Route(ROUTES.adminCommentList)
  async list(@Input() { query }: In<'adminCommentList'>, @Meta() meta: RequestMeta) {
    const { data, pagination } = await this.services.send(COMMENTS_MESSAGES.adminList, query, meta);
    return { data, pagination };
  }

  @Route(ROUTES.adminCommentApprove)
  async approve(@Input() { params }: In<'adminCommentApprove'>, @Meta() meta: RequestMeta) {
    return { data: await this.services.send(COMMENTS_MESSAGES.approve, params, meta), message: COMMENT_MESSAGES.approved };
  }

  @Route(ROUTES.adminCommentReject)
  async reject(@Input() { params }: In<'adminCommentReject'>, @Meta() meta: RequestMeta) {
    return { data: await this.services.send(COMMENTS_MESSAGES.reject, params, meta), message: COMMENT_MESSAGES.rejected };
  }

  @Route(ROUTES.adminCommentDelete)
  async delete(@Input() { params }: In<'adminCommentDelete'>, @Meta() meta: RequestMeta) {
    return { data: await this.services.send(COMMENTS_MESSAGES.delete, params, meta), message: COMMENT_MESSAGES.deleted };
  }
}
