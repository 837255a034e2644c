import { Controller, Inject, Post, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AUTH_USERS_MESSAGES, USER_MESSAGES, type ApiSuccess, type RequestMeta, type User } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Access } from '../access/access.decorator';
import { Meta } from '../common/request-meta.decorator';
import { ImageUpload, UploadedImageFile, multipartFileBody, type UploadedImage } from '../uploads/image-upload.interceptor';

/** The logged-in user's avatar. */
@ApiTags('users')
@Controller('users/avatar')
export class AvatarsController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Post()
  @Access('user')
  @UseInterceptors(ImageUpload('avatar', 'avatar'))
  @ApiCookieAuth()
  @ApiConsumes('multipart/form-data')
  @ApiBody(multipartFileBody('avatar'))
  @ApiOperation({ summary: 'Set the own avatar (multipart field avatar; JPG, PNG or GIF by its bytes; under 2 MB); the old one is deleted' })
  async set(@UploadedImageFile() file: UploadedImage, @Meta() meta: RequestMeta): Promise<ApiSuccess<User>> {
    const user = await this.services.send(AUTH_USERS_MESSAGES.avatarSet, file, meta);
    return { success: true, data: user, message: USER_MESSAGES.avatarUpdated };
  }
}
