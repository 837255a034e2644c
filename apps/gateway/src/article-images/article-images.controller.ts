import { Controller, Inject, UseInterceptors, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { MEDIA_MESSAGES, MEDIA_MESSAGES_TEXT, ROUTES, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Meta } from '../common/request-meta.decorator';
import { parseRouteInput } from '../common/route-input';
import { Route } from '../common/route.decorator';
import { ImageUpload, uploadedImageOf, type UploadedImage } from '../uploads/image-upload.interceptor';

/** The uploaded file (400 IMAGE_REQUIRED first) and the form's alt text (then 400 VALIDATION_FAILED). */
const UploadedArticleImage = createParamDecorator((_: unknown, ctx: ExecutionContext): { file: UploadedImage; alt: string } => {
  const file = uploadedImageOf(ctx);
  const { body } = parseRouteInput(ROUTES.articleImageUpload, { body: ctx.switchToHttp().getRequest<{ body?: unknown }>().body });
  return { file, alt: body.alt };
});

/**
 * Images for article bodies, uploaded from the editor into media's store, each with the alternative
 * text it is inserted with (the file's name is no description of it).
 */
@Controller()
export class ArticleImagesController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Route(ROUTES.articleImageUpload)
  @UseInterceptors(ImageUpload(ROUTES.articleImageUpload.file, 'article'))
  async upload(@UploadedArticleImage() { file, alt }: { file: UploadedImage; alt: string }, @Meta() meta: RequestMeta) {
    const image = await this.services.send(MEDIA_MESSAGES.imagesStore, { ...file, purpose: 'article' }, meta);
    return { message: MEDIA_MESSAGES_TEXT.imageUploaded, imageUrl: image.url, alt, filename: image.filename };
  }
}
