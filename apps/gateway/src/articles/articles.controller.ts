import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONTENT_MESSAGES,
  articleInputSchema,
  articleListQuerySchema,
  articleSearchQuerySchema,
  articleSlugSchema,
  articleUpdateInputSchema,
  articleVersionSchema,
  reviewNoteSchema,
  type ApiSuccess,
  type Article,
  type ArticleDeleteResult,
  type ArticleInput,
  type ArticleListItem,
  type ArticleListQuery,
  type ArticleSearchQuery,
  type ArticleUpdateInput,
  type RequestMeta,
  type Tag,
} from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Access } from '../access/access.decorator';
import { Meta } from '../common/request-meta.decorator';
import { ZodPipe } from '../common/zod.pipe';
import { PublicCache } from '../http-cache/public-cache.decorator';
import { ApiParametersFrom, jsonSchemaOf } from '../openapi/json-schema';
import { ARTICLE_CACHE, ARTICLE_CACHE_ROUTES } from '../http-cache/article-cache';
import { PUBLIC_READS, type SearchAnswer } from '../http-cache/public-reads';
import { CachedArticle } from './article-views.interceptor';

/**
 * The articles API over content. Content decides what the actor sees (drafts only for admins and
 * contributors) and may do; the gateway checks the role first, validates input and caches public
 * reads. /search and /tags are declared before /:slug so they are not taken for slugs.
 */
@ApiTags('articles')
@Controller('articles')
export class ArticlesController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Get()
  @Access('public')
  @PublicCache(ARTICLE_CACHE.lists, ARTICLE_CACHE_ROUTES.lists)
  @ApiOperation({ summary: 'A page of articles: published ones, or any status for admins and contributors' })
  @ApiParametersFrom(articleListQuerySchema)
  async list(@Query(new ZodPipe(articleListQuerySchema)) query: ArticleListQuery, @Meta() meta: RequestMeta): Promise<ApiSuccess<ArticleListItem[]>> {
    return PUBLIC_READS.articles.read(this.services, query, meta);
  }

  @Get('search')
  @Access('public')
  @PublicCache(ARTICLE_CACHE.search, ARTICLE_CACHE_ROUTES.search)
  @ApiOperation({ summary: 'Published articles matching q, best first, with hit counts per category' })
  @ApiParametersFrom(articleSearchQuerySchema)
  async search(@Query(new ZodPipe(articleSearchQuerySchema)) query: ArticleSearchQuery, @Meta() meta: RequestMeta): Promise<SearchAnswer> {
    return PUBLIC_READS.search.read(this.services, query, meta);
  }

  @Get('tags')
  @Access('public')
  @PublicCache(ARTICLE_CACHE.tags, ARTICLE_CACHE_ROUTES.tags)
  @ApiOperation({ summary: 'Every tag with its article count (same as GET /tags)' })
  async tagCounts(@Meta() meta: RequestMeta): Promise<ApiSuccess<Tag[]>> {
    return PUBLIC_READS.tags.read(this.services, {}, meta);
  }

  @Get(':slug')
  @Access('public')
  @CachedArticle()
  @ApiOperation({ summary: 'One article; drafts only for admins and contributors. Each read is a view' })
  @ApiParametersFrom(articleSlugSchema, ['slug'])
  async get(@Param(new ZodPipe(articleSlugSchema)) { slug }: { slug: string }, @Meta() meta: RequestMeta): Promise<ApiSuccess<Article>> {
    return PUBLIC_READS.article.read(this.services, { slug }, meta);
  }

  @Post()
  @Access('contributor')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Create an article; contributors create drafts, only admins publish' })
  @ApiBody({ schema: jsonSchemaOf(articleInputSchema) })
  async create(@Body(new ZodPipe(articleInputSchema)) input: ArticleInput, @Meta() meta: RequestMeta): Promise<ApiSuccess<Article>> {
    const article = await this.services.send(CONTENT_MESSAGES.articlesCreate, input, meta);
    return { success: true, data: article, message: 'Article created successfully' };
  }

  @Post(':slug/review')
  @Access('contributor')
  @HttpCode(200)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'The author sends their draft, at the version they saw, to the admins for review' })
  @ApiParametersFrom(articleSlugSchema, ['slug'])
  @ApiBody({ schema: jsonSchemaOf(articleVersionSchema) })
  async submitForReview(
    @Param(new ZodPipe(articleSlugSchema)) { slug }: { slug: string },
    @Body(new ZodPipe(articleVersionSchema)) { version }: { version: number },
    @Meta() meta: RequestMeta,
  ): Promise<ApiSuccess<Article>> {
    return { success: true, data: await this.services.send(CONTENT_MESSAGES.articlesSubmitForReview, { slug, version }, meta) };
  }

  @Post(':slug/return')
  @Access('admin')
  @HttpCode(200)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Send a draft waiting for review back to its author with a note (admin)' })
  @ApiParametersFrom(articleSlugSchema, ['slug'])
  @ApiBody({ schema: jsonSchemaOf(reviewNoteSchema) })
  async returnToAuthor(
    @Param(new ZodPipe(articleSlugSchema)) { slug }: { slug: string },
    @Body(new ZodPipe(reviewNoteSchema)) { note }: { note: string },
    @Meta() meta: RequestMeta,
  ): Promise<ApiSuccess<Article>> {
    return { success: true, data: await this.services.send(CONTENT_MESSAGES.articlesReturnToAuthor, { slug, note }, meta) };
  }

  @Post(':slug/publish')
  @Access('admin')
  @HttpCode(200)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Publish the article as it stands at version (admin); 409 when it changed since' })
  @ApiParametersFrom(articleSlugSchema, ['slug'])
  @ApiBody({ schema: jsonSchemaOf(articleVersionSchema) })
  async publish(
    @Param(new ZodPipe(articleSlugSchema)) { slug }: { slug: string },
    @Body(new ZodPipe(articleVersionSchema)) { version }: { version: number },
    @Meta() meta: RequestMeta,
  ): Promise<ApiSuccess<Article>> {
    return { success: true, data: await this.services.send(CONTENT_MESSAGES.articlesPublish, { slug, version }, meta) };
  }

  @Put(':slug')
  @Access('contributor')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Save an article based on its version (or baseVersion); 409 when it changed since (contributors: their own drafts only)' })
  @ApiParametersFrom(articleSlugSchema, ['slug'])
  @ApiBody({ schema: jsonSchemaOf(articleUpdateInputSchema) })
  async update(
    @Param(new ZodPipe(articleSlugSchema)) { slug }: { slug: string },
    @Body(new ZodPipe(articleUpdateInputSchema)) input: ArticleUpdateInput,
    @Meta() meta: RequestMeta,
  ): Promise<ApiSuccess<Article>> {
    const article = await this.services.send(CONTENT_MESSAGES.articlesUpdate, { ...input, slug }, meta);
    return { success: true, data: article, message: 'Article updated successfully' };
  }

  @Delete(':slug')
  @Access('admin')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Delete an article (admin); its revisions are kept' })
  @ApiParametersFrom(articleSlugSchema, ['slug'])
  async delete(@Param(new ZodPipe(articleSlugSchema)) { slug }: { slug: string }, @Meta() meta: RequestMeta): Promise<ApiSuccess<ArticleDeleteResult>> {
    const result = await this.services.send(CONTENT_MESSAGES.articlesDelete, { slug }, meta);
    return { success: true, data: result, message: `Article "${result.deleted.title}" deleted successfully` };
  }
}
