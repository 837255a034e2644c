import { Controller } from '@nestjs/common';
import { CONTENT_MESSAGES as M, type RequestOf } from '@labmedicin/contracts';
import { Handles } from '@labmedicin/platform';
import { RevisionsService } from './revisions.service';

@Controller()
export class RevisionsController {
  constructor(private readonly revisions: RevisionsService) {}

  @Handles(M.revisionsList)
  list({ meta, data }: RequestOf<typeof M.revisionsList>) {
    return this.revisions.list(meta, data);
  }

  @Handles(M.revisionsGet)
  get({ meta, data }: RequestOf<typeof M.revisionsGet>) {
    return this.revisions.get(meta, data);
  }

  @Handles(M.revisionsCompare)
  compare({ meta, data }: RequestOf<typeof M.revisionsCompare>) {
    return this.revisions.compare(meta, data);
  }

  @Handles(M.articlesImageUse)
  imageUse({ meta, data }: RequestOf<typeof M.articlesImageUse>) {
    return this.revisions.imageUse(meta, data);
  }

  @Handles(M.articlesImagesOfVersions)
  imagesOfVersions({ data }: RequestOf<typeof M.articlesImagesOfVersions>) {
    return this.revisions.imagesOfVersions(data);
  }

  @Handles(M.revisionsRestore)
  restore({ meta, data }: RequestOf<typeof M.revisionsRestore>) {
    return this.revisions.restore(meta, data);
  }
}
