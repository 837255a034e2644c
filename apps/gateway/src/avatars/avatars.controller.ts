import { Controller, Inject, UseInterceptors } from '@nestjs/common';
import { AUTH_USERS_MESSAGES, ROUTES, USER_MESSAGES, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Meta } from '../common/request-meta.decorator';
import { Route } from '../common/route.decorator';
import { ImageUpload, UploadedImageFile, type UploadedImage } from '../uploads/image-upload.interceptor';

/** The logged-in user's avatar. */
@Controller()
export class AvatarsController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Route(ROUTES.avatarSet)
  @UseInterceptors(ImageUpload(ROUTES.avatarSet.file, 'avatar'))
  async set(@UploadedImageFile() file: UploadedImage, @Meta() meta: RequestMeta) {
    const user = await this.services.send(AUTH_USERS_MESSAGES.avatarSet, file, meta);
    return { data: user, message: USER_MESSAGES.avatarUpdated };
  }
}
