import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
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
import { Access } from '../access/access.decorator';
import { ParamsAndQuery } from '../common/request-input.decorator';
import { Meta } from '../common/request-meta.decorator';
import { ZodPipe } from '../common/zod.pipe';
import { ApiParametersFrom } from '../openapi/json-schema';
import { ArticleRevisionsService } from './article-revisions.service';

/** SPEC §7 revision history of an article: admins and contributors read it, admins restore. */
@ApiTags('articles')
@ApiCookieAuth()
@Controller('articles')
export class ArticleRevisionsController {
  constructor(private readonly revisions: ArticleRevisionsService) {}

  @Get(':slug/revisions')
  @Access('contributor')
  @ApiOperation({ summary: "A page of an article's revisions, newest first (admin, contributor)" })
  @ApiParametersFrom(revisionListQuerySchema, ['slug'])
  async list(@ParamsAndQuery(new ZodPipe(revisionListQuerySchema)) query: RevisionListQuery, @Meta() meta: RequestMeta): Promise<ApiSuccess<RevisionListItem[]>> {
    const { data, pagination } = await this.revisions.list(query, meta);
    return { success: true, data, pagination };
  }

  @Get(':slug/revisions/:versionNumber')
  @Access('contributor')
  @ApiOperation({ summary: 'One revision with every compared field (admin, contributor)' })
  @ApiParametersFrom(revisionRefSchema, ['slug', 'versionNumber'])
  async get(@Param(new ZodPipe(revisionRefSchema)) ref: RevisionRef, @Meta() meta: RequestMeta): Promise<ApiSuccess<RevisionDetail>> {
    return { success: true, data: await this.revisions.get(ref, meta) };
  }

  @Get(':slug/compare')
  @Access('contributor')
  @ApiOperation({ summary: 'Two revisions side by side and which fields differ (admin, contributor)' })
  @ApiParametersFrom(revisionCompareSchema, ['slug'])
  async compare(@ParamsAndQuery(new ZodPipe(revisionCompareSchema)) query: RevisionCompareQuery, @Meta() meta: RequestMeta): Promise<ApiSuccess<RevisionComparison>> {
    return { success: true, data: await this.revisions.compare(query, meta) };
  }

  /** Any body (the old SPA sent editedBy) is ignored: the editor is the session's user. */
  @Post(':slug/restore/:versionNumber')
  @Access('admin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Save an old revision as the newest version (admin); history is kept' })
  @ApiParametersFrom(revisionRefSchema, ['slug', 'versionNumber'])
  async restore(@Param(new ZodPipe(revisionRefSchema)) ref: RevisionRef, @Meta() meta: RequestMeta): Promise<ApiSuccess<Article>> {
    return { success: true, data: await this.revisions.restore(ref, meta), message: 'Revision restored successfully' };
  }
}
