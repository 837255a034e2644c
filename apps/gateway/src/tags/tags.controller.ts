import { Body, Controller, Delete, Get, Inject, Param, Put } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONTENT_MESSAGES,
  tagArticlesQuerySchema,
  tagDeleteSchema,
  tagMergeSchema,
  type ApiSuccess,
  type ArticleListItem,
  type RequestMeta,
  type Tag,
  type TagArticlesQuery,
  type TagDeleteResult,
  type TagMergeInput,
  type TagMergeResult,
} from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Access } from '../access/access.decorator';
import { ARTICLE_CACHE, ARTICLE_CACHE_ROUTES } from '../http-cache/article-cache';
import { ParamsAndQuery } from '../common/request-input.decorator';
import { Meta } from '../common/request-meta.decorator';
import { ZodPipe } from '../common/zod.pipe';
import { PublicCache } from '../http-cache/public-cache.decorator';
import { PUBLIC_READS } from '../http-cache/public-reads';
import { ApiParametersFrom, jsonSchemaOf } from '../openapi/json-schema';

/** Tags: counts and tag pages for everyone; merge (and rename) and delete for admins. */
@ApiTags('tags')
@Controller('tags')
export class TagsController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Get()
  @Access('public')
  @PublicCache(ARTICLE_CACHE.tags, ARTICLE_CACHE_ROUTES.tags)
  @ApiOperation({ summary: 'Every tag with its article count, most used first' })
  async list(@Meta() meta: RequestMeta): Promise<ApiSuccess<Tag[]>> {
    return PUBLIC_READS.tags.read(this.services, {}, meta);
  }

  @Get(':tag/articles')
  @Access('public')
  @PublicCache(ARTICLE_CACHE.tagArticles, ARTICLE_CACHE_ROUTES.tagArticles)
  @ApiOperation({ summary: 'A page of the published articles with the tag, last updated first' })
  @ApiParametersFrom(tagArticlesQuerySchema, ['tag'])
  async articles(@ParamsAndQuery(new ZodPipe(tagArticlesQuerySchema)) query: TagArticlesQuery, @Meta() meta: RequestMeta): Promise<ApiSuccess<ArticleListItem[]>> {
    return PUBLIC_READS.tagArticles.read(this.services, query, meta);
  }

  @Put('merge')
  @Access('admin')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Every source tag becomes the target tag on every article; a rename is a merge of one (admin)' })
  @ApiBody({ schema: jsonSchemaOf(tagMergeSchema) })
  async merge(@Body(new ZodPipe(tagMergeSchema)) input: TagMergeInput, @Meta() meta: RequestMeta): Promise<ApiSuccess<TagMergeResult>> {
    const result = await this.services.send(CONTENT_MESSAGES.tagsMerge, input, meta);
    return { success: true, data: result, message: 'Tags merged successfully' };
  }

  @Delete(':tag')
  @Access('admin')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Remove the tag from every article (admin)' })
  @ApiParametersFrom(tagDeleteSchema, ['tag'])
  async delete(@Param(new ZodPipe(tagDeleteSchema)) { tag }: { tag: string }, @Meta() meta: RequestMeta): Promise<ApiSuccess<TagDeleteResult>> {
    const result = await this.services.send(CONTENT_MESSAGES.tagsDelete, { tag }, meta);
    return { success: true, data: result, message: 'Tag deleted successfully' };
  }
}
