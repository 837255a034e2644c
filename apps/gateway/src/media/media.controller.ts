import { Controller, Delete, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  MEDIA_MESSAGES,
  MEDIA_MESSAGES_TEXT,
  imageDeleteSchema,
  mediaDeleteSchema,
  mediaListQuerySchema,
  type MediaLibraryItem,
  type MediaListQuery,
  type MediaStats,
  type MediaUsage,
  type MediaUsageArticle,
  type Pagination,
  type RequestMeta,
} from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import type { z } from 'zod';
import { Access } from '../access/access.decorator';
import { ApiException } from '../common/api.exception';
import { Meta } from '../common/request-meta.decorator';
import { ZodPipe } from '../common/zod.pipe';
import { ApiParametersFrom } from '../openapi/json-schema';

const forceQuerySchema = mediaDeleteSchema.pick({ force: true });

/**
 * The media library of article images. Listing and usage serve the library page and the editor's
 * picker (admins and contributors, who insert images too); deleting is for admins.
 */
@ApiTags('media')
@ApiCookieAuth()
@Controller('media')
export class MediaController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Get()
  @Access('contributor')
  @ApiOperation({ summary: 'Article images, 20 to a page: sort date, size or name; order; filter all, used or unused; search the original name; with the library totals' })
  @ApiParametersFrom(mediaListQuerySchema)
  async list(
    @Query(new ZodPipe(mediaListQuerySchema)) query: MediaListQuery,
    @Meta() meta: RequestMeta,
  ): Promise<{ success: true; data: MediaLibraryItem[]; stats: MediaStats; pagination: Pagination }> {
    const { data, stats, pagination } = await this.services.send(MEDIA_MESSAGES.libraryList, query, meta);
    return { success: true, data, stats, pagination };
  }

  @Get(':filename/usage')
  @Access('contributor')
  @ApiOperation({ summary: 'How many articles use an image, and which (slug, title), with whether their current version shows it and how many earlier versions do' })
  @ApiParametersFrom(imageDeleteSchema, ['filename'])
  async usage(@Param(new ZodPipe(imageDeleteSchema)) { filename }: { filename: string }, @Meta() meta: RequestMeta): Promise<{ success: true } & MediaUsage> {
    return { success: true, ...(await this.services.send(MEDIA_MESSAGES.libraryUsage, { filename }, meta)) };
  }

  @Delete(':filename')
  @Access('admin')
  @ApiOperation({
    summary:
      'Delete an article image. One that any version of an article shows is refused with 409 and those articles (data.articles, with their current and earlier versions) unless force=true; with force it is first removed from every article that shows it now (a new version each), so their pages render without it, and earlier versions that showed it show no image',
  })
  @ApiParametersFrom(imageDeleteSchema.merge(forceQuerySchema), ['filename'])
  async delete(
    @Param(new ZodPipe(imageDeleteSchema)) { filename }: { filename: string },
    @Query(new ZodPipe(forceQuerySchema)) { force }: z.output<typeof forceQuerySchema>,
    @Meta() meta: RequestMeta,
  ): Promise<{ success: true; message: string; data: { filename: string; removedFrom: MediaUsageArticle[] } }> {
    const result = await this.services.send(MEDIA_MESSAGES.libraryDelete, { filename, force }, meta);
    if (!result.deleted) throw new ApiException('IMAGE_IN_USE', {}, {}, result.usage);
    return { success: true, message: MEDIA_MESSAGES_TEXT.imageDeleted, data: { filename, removedFrom: result.removedFrom } };
  }
}
