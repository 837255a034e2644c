import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CONTENT_PATTERNS,
  type Article,
  type ArticleDeleteResult,
  type ArticlePage,
  type ArticleSearchResult,
  type ServiceRequest,
} from '@labmedicin/contracts';
import { ArticlesService } from './articles.service';

@Controller()
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @MessagePattern(CONTENT_PATTERNS.articlesList)
  list(@Payload() { meta, data }: ServiceRequest<unknown>): Promise<ArticlePage> {
    return this.articles.list(meta, data);
  }

  @MessagePattern(CONTENT_PATTERNS.articlesGet)
  get(@Payload() { meta, data }: ServiceRequest<unknown>): Promise<Article> {
    return this.articles.get(meta, data);
  }

  @MessagePattern(CONTENT_PATTERNS.articlesCreate)
  create(@Payload() { meta, data }: ServiceRequest<unknown>): Promise<Article> {
    return this.articles.create(meta, data);
  }

  @MessagePattern(CONTENT_PATTERNS.articlesUpdate)
  update(@Payload() { meta, data }: ServiceRequest<unknown>): Promise<Article> {
    return this.articles.update(meta, data);
  }

  @MessagePattern(CONTENT_PATTERNS.articlesDelete)
  delete(@Payload() { meta, data }: ServiceRequest<unknown>): Promise<ArticleDeleteResult> {
    return this.articles.delete(meta, data);
  }

  @MessagePattern(CONTENT_PATTERNS.articlesSearch)
  search(@Payload() { data }: ServiceRequest<unknown>): Promise<ArticleSearchResult> {
    return this.articles.searchPublished(data);
  }
}
