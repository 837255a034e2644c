import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONTENT_MESSAGES,
  categoryDeleteSchema,
  categoryIdSchema,
  categoryInputSchema,
  categoryListQuerySchema,
  type ApiSuccess,
  type Category,
  type CategoryArticles,
  type CategoryDeleteInput,
  type CategoryDeleteResult,
  type CategoryInput,
  type CategoryListQuery,
  type RequestMeta,
} from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Access } from '../access/access.decorator';
import { Meta } from '../common/request-meta.decorator';
import { ZodPipe } from '../common/zod.pipe';
import { ARTICLE_CACHE, ARTICLE_CACHE_ROUTES } from '../http-cache/article-cache';
import { PublicCache } from '../http-cache/public-cache.decorator';
import { PUBLIC_READS } from '../http-cache/public-reads';
import { jsonSchemaOf } from '../openapi/json-schema';
/** Categories live in content; bodies and ids are validated here first. */
@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Get()
  @Access('public')
  @PublicCache(ARTICLE_CACHE.categories, ARTICLE_CACHE_ROUTES.categories)
  @ApiOperation({
    summary: 'Every category with its article count: published articles, or every status for admins and contributors unless status=published',
  })
  async list(@Query(new ZodPipe(categoryListQuerySchema)) query: CategoryListQuery, @Meta() meta: RequestMeta): Promise<ApiSuccess<Category[]>> {
    return PUBLIC_READS.categories.read(this.services, query, meta);
  }

  @Post()
  @Access('admin')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Create a category (admin)' })
  @ApiBody({ schema: jsonSchemaOf(categoryInputSchema) })
  async create(@Body(new ZodPipe(categoryInputSchema)) input: CategoryInput, @Meta() meta: RequestMeta): Promise<ApiSuccess<Category>> {
    const category = await this.services.send(CONTENT_MESSAGES.categoriesCreate, input, meta);
    return { success: true, data: category, message: 'Category created successfully' };
  }

  @Put(':id')
  @Access('admin')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Edit a category (admin)' })
  @ApiBody({ schema: jsonSchemaOf(categoryInputSchema) })
  async update(
    @Param(new ZodPipe(categoryIdSchema)) { id }: { id: string },
    @Body(new ZodPipe(categoryInputSchema)) input: CategoryInput,
    @Meta() meta: RequestMeta,
  ): Promise<ApiSuccess<Category>> {
    const category = await this.services.send(CONTENT_MESSAGES.categoriesUpdate, { ...input, id }, meta);
    return { success: true, data: category, message: 'Category updated successfully' };
  }

  @Delete(':id')
  @Access('admin')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Delete a category after moving its articles to moveToCategory (admin)' })
  @ApiBody({ schema: jsonSchemaOf(categoryDeleteSchema), required: false })
  async delete(
    @Param(new ZodPipe(categoryIdSchema)) { id }: { id: string },
    @Body(new ZodPipe(categoryDeleteSchema)) body: CategoryDeleteInput,
    @Meta() meta: RequestMeta,
  ): Promise<ApiSuccess<CategoryDeleteResult>> {
    const result = await this.services.send(CONTENT_MESSAGES.categoriesDelete, { id, moveToCategory: body.moveToCategory }, meta);
    return { success: true, data: result, message: 'Category deleted successfully' };
  }

  @Get(':id/articles')
  @Access('contributor')
  @ApiCookieAuth()
  @ApiOperation({ summary: "A category's articles and their count (admin, contributor)" })
  async articles(@Param(new ZodPipe(categoryIdSchema)) { id }: { id: string }, @Meta() meta: RequestMeta): Promise<ApiSuccess<CategoryArticles>> {
    return { success: true, data: await this.services.send(CONTENT_MESSAGES.categoriesArticles, { id }, meta) };
  }
}
