import { Controller } from '@nestjs/common';
import { MEDIA_MESSAGES as M, type RequestOf } from '@labmedicin/contracts';
import { Handles } from '@labmedicin/platform';
import { ImagesService } from './images.service';

@Controller()
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Handles(M.imagesStore)
  store({ data }: RequestOf<typeof M.imagesStore>) {
    return this.images.store(data);
  }

  @Handles(M.imagesDelete)
  delete({ data }: RequestOf<typeof M.imagesDelete>) {
    return this.images.delete(data.filename);
  }
}
