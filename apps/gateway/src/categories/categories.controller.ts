import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
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
import { Access } from '../access/access.decorator';
import { Meta } from '../common/request-meta.decorator';
import { ZodPipe } from '../common/zod.pipe';
import { PublicCache } from '../http-cache/public-cache.decorator';
import { jsonSchemaOf } from '../openapi/json-schema';
import { CATEGORIES_CACHE_FAMILY, CATEGORIES_CACHE_ROUTE, CategoriesService } from './categories.service';

/** SPEC §7 Categories: a thin proxy to content; bodies and ids are validated here first. */
@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @Access('public')
  @PublicCache(CATEGORIES_CACHE_FAMILY, CATEGORIES_CACHE_ROUTE)
  @ApiOperation({
    summary: 'Every category with its article count: published articles, or every status for admins and contributors unless status=published',
  })
  async list(@Query(new ZodPipe(categoryListQuerySchema)) query: CategoryListQuery, @Meta() meta: RequestMeta): Promise<ApiSuccess<Category[]>> {
    return { success: true, data: await this.categories.list(query, meta) };
  }

  @Post()
  @Access('admin')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Create a category (admin)' })
  @ApiBody({ schema: jsonSchemaOf(categoryInputSchema) })
  async create(@Body(new ZodPipe(categoryInputSchema)) input: CategoryInput, @Meta() meta: RequestMeta): Promise<ApiSuccess<Category>> {
    return { success: true, data: await this.categories.create(input, meta), message: 'Category created successfully' };
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
    return { success: true, data: await this.categories.update(id, input, meta), message: 'Category updated successfully' };
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
    return {
      success: true,
      data: await this.categories.delete(id, body.moveToCategory, meta),
      message: 'Category deleted successfully',
    };
  }

  @Get(':id/articles')
  @Access('contributor')
  @ApiCookieAuth()
  @ApiOperation({ summary: "A category's articles and their count (admin, contributor)" })
  async articles(@Param(new ZodPipe(categoryIdSchema)) { id }: { id: string }, @Meta() meta: RequestMeta): Promise<ApiSuccess<CategoryArticles>> {
    return { success: true, data: await this.categories.articles(id, meta) };
  }
}
