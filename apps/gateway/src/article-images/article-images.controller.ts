import { Controller, Inject, Post, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MEDIA_MESSAGES, MEDIA_MESSAGES_TEXT, type ArticleImageUploadResponse, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Access } from '../access/access.decorator';
import { Meta } from '../common/request-meta.decorator';
import { ImageUpload, UploadedImageFile, multipartFileBody, type UploadedImage } from '../uploads/image-upload.interceptor';

/** Images for article bodies, uploaded from the editor into media's store. */
@ApiTags('articles')
@Controller('articles')
export class ArticleImagesController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Post('upload')
  @Access('contributor')
  @UseInterceptors(ImageUpload('image', 'article'))
  @ApiCookieAuth()
  @ApiConsumes('multipart/form-data')
  @ApiBody(multipartFileBody('image'))
  @ApiOperation({ summary: 'Upload an article image (multipart field image; JPG, PNG, GIF or WEBP by its bytes; at most 5 MB) (admin, contributor)' })
  async upload(@UploadedImageFile() file: UploadedImage, @Meta() meta: RequestMeta): Promise<ArticleImageUploadResponse> {
    const image = await this.services.send(MEDIA_MESSAGES.imagesStore, { ...file, purpose: 'article' }, meta);
    return { success: true, message: MEDIA_MESSAGES_TEXT.imageUploaded, imageUrl: image.url, alt: image.originalName, filename: image.filename };
  }
}
