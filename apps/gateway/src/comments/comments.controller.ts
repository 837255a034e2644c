import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  COMMENTS_MESSAGES,
  COMMENT_MESSAGES,
  articleCommentsQuerySchema,
  articleSlugSchema,
  commentIdSchema,
  commentInputSchema,
  type ApiSuccess,
  type ArticleCommentsQuery,
  type CommentInput,
  type ReaderComment,
  type RequestMeta,
} from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Access } from '../access/access.decorator';
import { Meta } from '../common/request-meta.decorator';
import { ZodPipe } from '../common/zod.pipe';
import { ApiParametersFrom, jsonSchemaOf } from '../openapi/json-schema';
import { CommentRateLimitGuard } from '../rate-limits/comment-rate-limit.guard';

/**
 * Readers' comments over the comments service. Answers are never cached: each says whether the
 * caller has reported a comment.
 */
@ApiTags('comments')
@Controller()
export class CommentsController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Get('articles/:slug/comments')
  @Access('public')
  @ApiOperation({ summary: "A page of a published article's approved comments, newest first (20 by default)" })
  @ApiParametersFrom(articleSlugSchema, ['slug'])
  @ApiParametersFrom(articleCommentsQuerySchema)
  async list(
    @Param(new ZodPipe(articleSlugSchema)) { slug }: { slug: string },
    @Query(new ZodPipe(articleCommentsQuerySchema)) query: ArticleCommentsQuery,
    @Meta() meta: RequestMeta,
  ): Promise<ApiSuccess<ReaderComment[]>> {
    const { data, pagination } = await this.services.send(COMMENTS_MESSAGES.articleComments, { ...query, slug }, meta);
    return { success: true, data, pagination };
  }

  @Post('articles/:slug/comments')
  @Access('user')
  @UseGuards(CommentRateLimitGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Post a plain-text comment (at most 2000 characters) on a published article; it waits as pending. Rate limited per user' })
  @ApiParametersFrom(articleSlugSchema, ['slug'])
  @ApiBody({ schema: jsonSchemaOf(commentInputSchema) })
  async post(
    @Param(new ZodPipe(articleSlugSchema)) { slug }: { slug: string },
    @Body(new ZodPipe(commentInputSchema)) { content }: CommentInput,
    @Meta() meta: RequestMeta,
  ): Promise<ApiSuccess<ReaderComment>> {
    const comment = await this.services.send(COMMENTS_MESSAGES.post, { slug, content }, meta);
    return { success: true, data: comment, message: COMMENT_MESSAGES.posted };
  }

  @Post('comments/:id/report')
  @HttpCode(200)
  @Access('user')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Report an approved comment; once per user (409 the second time)' })
  @ApiParametersFrom(commentIdSchema, ['id'])
  async report(@Param(new ZodPipe(commentIdSchema)) { id }: { id: string }, @Meta() meta: RequestMeta): Promise<ApiSuccess<ReaderComment>> {
    const comment = await this.services.send(COMMENTS_MESSAGES.report, { id }, meta);
    return { success: true, data: comment, message: COMMENT_MESSAGES.reported };
  }
}
