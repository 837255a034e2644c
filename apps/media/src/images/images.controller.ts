import { Controller } from '@nestjs/common';
import { MEDIA_MESSAGES as M, type RequestOf } from '@labmedicin/contracts';
import { Handles } from '@labmedicin/platform';
import { ImagesService } from './images.service';

@Controller()
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Handles(M.imagesStore)
  store({ meta, data }: RequestOf<typeof M.imagesStore>) {
    return this.images.store(meta, data);
  }

  @Handles(M.imagesDelete)
  delete({ meta, data }: RequestOf<typeof M.imagesDelete>) {
    return this.images.delete(meta, data.filename);
  }
}
