import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONTENT_MESSAGES,
  revisionCompareSchema,
  revisionListQuerySchema,
  revisionRefSchema,
  type ApiSuccess,
  type Article,
  type RequestMeta,
  type RevisionCompareQuery,
  type RevisionComparison,
  type RevisionDetail,
  type RevisionListItem,
  type RevisionListQuery,
  type RevisionRef,
} from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Access } from '../access/access.decorator';
import { ParamsAndQuery } from '../common/request-input.decorator';
import { Meta } from '../common/request-meta.decorator';
import { ZodPipe } from '../common/zod.pipe';
import { ApiParametersFrom } from '../openapi/json-schema';

/** An article's revision history in content: admins and contributors read it, admins restore. */
@ApiTags('articles')
@ApiCookieAuth()
@Controller('articles')
export class ArticleRevisionsController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Get(':slug/revisions')
  @Access('contributor')
  @ApiOperation({ summary: "A page of an article's revisions, newest first (admin, contributor)" })
  @ApiParametersFrom(revisionListQuerySchema, ['slug'])
  async list(@ParamsAndQuery(new ZodPipe(revisionListQuerySchema)) query: RevisionListQuery, @Meta() meta: RequestMeta): Promise<ApiSuccess<RevisionListItem[]>> {
    const { data, pagination } = await this.services.send(CONTENT_MESSAGES.revisionsList, query, meta);
    return { success: true, data, pagination };
  }

  @Get(':slug/revisions/:versionNumber')
  @Access('contributor')
  @ApiOperation({ summary: 'One revision with every compared field (admin, contributor)' })
  @ApiParametersFrom(revisionRefSchema, ['slug', 'versionNumber'])
  async get(@Param(new ZodPipe(revisionRefSchema)) ref: RevisionRef, @Meta() meta: RequestMeta): Promise<ApiSuccess<RevisionDetail>> {
    return { success: true, data: await this.services.send(CONTENT_MESSAGES.revisionsGet, ref, meta) };
  }

  @Get(':slug/compare')
  @Access('contributor')
  @ApiOperation({ summary: 'Two revisions side by side and which fields differ (admin, contributor)' })
  @ApiParametersFrom(revisionCompareSchema, ['slug'])
  async compare(@ParamsAndQuery(new ZodPipe(revisionCompareSchema)) query: RevisionCompareQuery, @Meta() meta: RequestMeta): Promise<ApiSuccess<RevisionComparison>> {
    return { success: true, data: await this.services.send(CONTENT_MESSAGES.revisionsCompare, query, meta) };
  }

  /** Any body (the old SPA sent editedBy) is ignored: the editor is the session's user. */
  @Post(':slug/restore/:versionNumber')
  @Access('admin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Save an old revision as the newest version (admin); history is kept' })
  @ApiParametersFrom(revisionRefSchema, ['slug', 'versionNumber'])
  async restore(@Param(new ZodPipe(revisionRefSchema)) ref: RevisionRef, @Meta() meta: RequestMeta): Promise<ApiSuccess<Article>> {
    const article = await this.services.send(CONTENT_MESSAGES.revisionsRestore, ref, meta);
    return { success: true, data: article, message: 'Revision restored successfully' };
  }
}
