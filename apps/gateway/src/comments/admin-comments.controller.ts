import { Controller, Delete, Get, Inject, Param, Put, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  COMMENTS_MESSAGES,
  COMMENT_MESSAGES,
  adminCommentsQuerySchema,
  commentIdSchema,
  type AdminCommentsQuery,
  type ApiSuccess,
  type Comment,
  type CommentDeleteResult,
  type RequestMeta,
} from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Access } from '../access/access.decorator';
import { Meta } from '../common/request-meta.decorator';
import { ZodPipe } from '../common/zod.pipe';
import { ApiParametersFrom } from '../openapi/json-schema';

/** Moderation of comments, for admins. */
@ApiTags('comments')
@ApiCookieAuth()
@Controller('admin/comments')
export class AdminCommentsController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Get()
  @Access('admin')
  @ApiOperation({ summary: 'Every comment, or those of one status, newest first, 20 to a page by default' })
  @ApiParametersFrom(adminCommentsQuerySchema)
  async list(@Query(new ZodPipe(adminCommentsQuerySchema)) query: AdminCommentsQuery, @Meta() meta: RequestMeta): Promise<ApiSuccess<Comment[]>> {
    const { data, pagination } = await this.services.send(COMMENTS_MESSAGES.adminList, query, meta);
    return { success: true, data, pagination };
  }

  @Put(':id/approve')
  @Access('admin')
  @ApiOperation({ summary: 'Approve a comment: readers see it under its article' })
  @ApiParametersFrom(commentIdSchema, ['id'])
  async approve(@Param(new ZodPipe(commentIdSchema)) { id }: { id: string }, @Meta() meta: RequestMeta): Promise<ApiSuccess<Comment>> {
    return { success: true, data: await this.services.send(COMMENTS_MESSAGES.approve, { id }, meta), message: COMMENT_MESSAGES.approved };
  }

  @Put(':id/reject')
  @Access('admin')
  @ApiOperation({ summary: 'Reject a comment as spam: readers no longer see it' })
  @ApiParametersFrom(commentIdSchema, ['id'])
  async reject(@Param(new ZodPipe(commentIdSchema)) { id }: { id: string }, @Meta() meta: RequestMeta): Promise<ApiSuccess<Comment>> {
    return { success: true, data: await this.services.send(COMMENTS_MESSAGES.reject, { id }, meta), message: COMMENT_MESSAGES.rejected };
  }

  @Delete(':id')
  @Access('admin')
  @ApiOperation({ summary: 'Delete a comment for good' })
  @ApiParametersFrom(commentIdSchema, ['id'])
  async delete(@Param(new ZodPipe(commentIdSchema)) { id }: { id: string }, @Meta() meta: RequestMeta): Promise<ApiSuccess<CommentDeleteResult>> {
    return { success: true, data: await this.services.send(COMMENTS_MESSAGES.delete, { id }, meta), message: COMMENT_MESSAGES.deleted };
  }
}
