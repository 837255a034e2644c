import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
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
import { Access } from '../access/access.decorator';
import { ARTICLE_CACHE, ARTICLE_CACHE_ROUTES } from '../articles/article-cache';
import { ParamsAndQuery } from '../common/request-input.decorator';
import { Meta } from '../common/request-meta.decorator';
import { ZodPipe } from '../common/zod.pipe';
import { PublicCache } from '../http-cache/public-cache.decorator';
import { ApiParametersFrom, jsonSchemaOf } from '../openapi/json-schema';
import { TagsService } from './tags.service';

/** SPEC §7 Tags: counts and tag pages for everyone; merge (and rename) and delete for admins. */
@ApiTags('tags')
@Controller('tags')
export class TagsController {
  constructor(private readonly tags: TagsService) {}

  @Get()
  @Access('public')
  @PublicCache(ARTICLE_CACHE.tags, ARTICLE_CACHE_ROUTES.tags)
  @ApiOperation({ summary: 'Every tag with its article count, most used first' })
  async list(@Meta() meta: RequestMeta): Promise<ApiSuccess<Tag[]>> {
    return { success: true, data: await this.tags.list(meta) };
  }

  @Get(':tag/articles')
  @Access('public')
  @PublicCache(ARTICLE_CACHE.tagArticles, ARTICLE_CACHE_ROUTES.tagArticles)
  @ApiOperation({ summary: 'A page of the published articles with the tag, last updated first' })
  @ApiParametersFrom(tagArticlesQuerySchema, ['tag'])
  async articles(@ParamsAndQuery(new ZodPipe(tagArticlesQuerySchema)) query: TagArticlesQuery, @Meta() meta: RequestMeta): Promise<ApiSuccess<ArticleListItem[]>> {
    const { data, pagination } = await this.tags.articles(query, meta);
    return { success: true, data, pagination };
  }

  @Put('merge')
  @Access('admin')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Every source tag becomes the target tag on every article; a rename is a merge of one (admin)' })
  @ApiBody({ schema: jsonSchemaOf(tagMergeSchema) })
  async merge(@Body(new ZodPipe(tagMergeSchema)) input: TagMergeInput, @Meta() meta: RequestMeta): Promise<ApiSuccess<TagMergeResult>> {
    return { success: true, data: await this.tags.merge(input, meta), message: 'Tags merged successfully' };
  }

  @Delete(':tag')
  @Access('admin')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Remove the tag from every article (admin)' })
  @ApiParametersFrom(tagDeleteSchema, ['tag'])
  async delete(@Param(new ZodPipe(tagDeleteSchema)) { tag }: { tag: string }, @Meta() meta: RequestMeta): Promise<ApiSuccess<TagDeleteResult>> {
    return { success: true, data: await this.tags.delete(tag, meta), message: 'Tag deleted successfully' };
  }
}
