import { Controller, Inject, UseInterceptors } from '@nestjs/common';
import { MEDIA_MESSAGES, MEDIA_MESSAGES_TEXT, ROUTES, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Meta } from '../common/request-meta.decorator';
import { Route } from '../common/route.decorator';
import { ImageUpload, UploadedImageFile, type UploadedImage } from '../uploads/image-upload.interceptor';

/** Images for article bodies, uploaded from the editor into media's store. */
@Controller()
export class ArticleImagesController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Route(ROUTES.articleImageUpload)
  @UseInterceptors(ImageUpload(ROUTES.articleImageUpload.file, 'article'))
  async upload(@UploadedImageFile() file: UploadedImage, @Meta() meta: RequestMeta) {
    const image = await this.services.send(MEDIA_MESSAGES.imagesStore, { ...file, purpose: 'article' }, meta);
    return { success: true as const, message: MEDIA_MESSAGES_TEXT.imageUploaded, imageUrl: image.url, alt: image.originalName, filename: image.filename };
  }
}
