import { Controller } from '@nestjs/common';
import { CONTENT_MESSAGES as M, type RequestOf } from '@labmedicin/contracts';
import { Handles } from '@labmedicin/platform';
import { TranslationsService } from './translations.service';

@Controller()
export class TranslationsController {
  constructor(private readonly translations: TranslationsService) {}

  @Handles(M.articlesLinkTranslation)
  link({ meta, data }: RequestOf<typeof M.articlesLinkTranslation>) {
    return this.translations.link(meta, data);
  }

  @Handles(M.articlesUnlinkTranslation)
  unlink({ meta, data }: RequestOf<typeof M.articlesUnlinkTranslation>) {
    return this.translations.unlink(meta, data);
  }
}
