import { Controller } from '@nestjs/common';
import { CONTENT_MESSAGES as M, type RequestOf } from '@labmedicin/contracts';
import { Handles } from '@labmedicin/platform';
import { CategoriesService } from './categories.service';

@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Handles(M.categoriesList)
  list({ meta, data }: RequestOf<typeof M.categoriesList>) {
    return this.categories.list(meta, data);
  }

  @Handles(M.categoriesCreate)
  create({ meta, data }: RequestOf<typeof M.categoriesCreate>) {
    return this.categories.create(meta, data);
  }

  @Handles(M.categoriesUpdate)
  update({ meta, data: { id, ...input } }: RequestOf<typeof M.categoriesUpdate>) {
    return this.categories.update(meta, id, input);
  }

  @Handles(M.categoriesDelete)
  delete({ meta, data }: RequestOf<typeof M.categoriesDelete>) {
    return this.categories.delete(meta, data.id, data.moveToCategory);
  }

  @Handles(M.categoriesArticles)
  articles({ meta, data }: RequestOf<typeof M.categoriesArticles>) {
    return this.categories.articlesOf(meta, data.id);
  }
}
