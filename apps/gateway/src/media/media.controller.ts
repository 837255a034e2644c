import { Controller, Inject } from '@nestjs/common';
import { MEDIA_MESSAGES, MEDIA_MESSAGES_TEXT, ROUTES, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { ApiException } from '../common/api.exception';
import { Forwarding } from '../common/forwarding';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';

/**
 * The media library of article images. Listing and usage serve the library page and the editor's
 * picker (admins and contributors, who insert images too); deleting is for admins.
 */
@Controller()
export class MediaController extends Forwarding(['mediaList', 'mediaUsage']) {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {
    super();
  }

  @Route(ROUTES.mediaDelete)
  async delete(@Input() { params, query }: In<'mediaDelete'>, @Meta() meta: RequestMeta) {
    const { filename } = params;
    const result = await this.services.send(MEDIA_MESSAGES.libraryDelete, { filename, force: query.force }, meta);
    if (!result.deleted) throw new ApiException('IMAGE_IN_USE', {}, {}, result.usage);
    return { message: MEDIA_MESSAGES_TEXT.imageDeleted, data: { filename, removedFrom: result.removedFrom } };
  }
}
