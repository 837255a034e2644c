import { Controller } from '@nestjs/common';
import { CONTENT_MESSAGES as M, type RequestOf } from '@labmedicin/contracts';
import { Handles } from '@labmedicin/platform';
import { ArticleSuggestions } from '../search/article-suggestions';
import { ArticlesService } from './articles.service';

@Controller()
export class ArticlesController {
  constructor(
    private readonly articles: ArticlesService,
    private readonly suggestions: ArticleSuggestions,
  ) {}

  @Handles(M.articlesList)
  list({ meta, data }: RequestOf<typeof M.articlesList>) {
    return this.articles.list(meta, data);
  }

  @Handles(M.articlesGet)
  get({ meta, data }: RequestOf<typeof M.articlesGet>) {
    return this.articles.get(meta, data.slug);
  }

  @Handles(M.articlesPublishedIndex)
  publishedIndex() {
    return this.articles.publishedIndex();
  }

  @Handles(M.articlesCreate)
  create({ meta, data }: RequestOf<typeof M.articlesCreate>) {
    return this.articles.create(meta, data);
  }

  @Handles(M.articlesUpdate)
  update({ meta, data }: RequestOf<typeof M.articlesUpdate>) {
    return this.articles.update(meta, data);
  }

  @Handles(M.articlesSubmitForReview)
  submitForReview({ meta, data }: RequestOf<typeof M.articlesSubmitForReview>) {
    return this.articles.submitForReview(meta, data);
  }

  @Handles(M.articlesReturnToAuthor)
  returnToAuthor({ meta, data }: RequestOf<typeof M.articlesReturnToAuthor>) {
    return this.articles.returnToAuthor(meta, data);
  }

  @Handles(M.articlesPublish)
  publish({ meta, data }: RequestOf<typeof M.articlesPublish>) {
    return this.articles.publish(meta, data);
  }

  @Handles(M.articlesDelete)
  delete({ meta, data }: RequestOf<typeof M.articlesDelete>) {
    return this.articles.delete(meta, data.slug);
  }

  @Handles(M.articlesRemoveImage)
  removeImage({ meta, data }: RequestOf<typeof M.articlesRemoveImage>) {
    return this.articles.removeImage(meta, data.filename);
  }

  @Handles(M.articlesSuggest)
  suggest({ data }: RequestOf<typeof M.articlesSuggest>) {
    return this.suggestions.suggest(data.q, data.language);
  }

  @Handles(M.articlesSearch)
  search({ data }: RequestOf<typeof M.articlesSearch>) {
    return this.articles.searchPublished(data);
  }
}
