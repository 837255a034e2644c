import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CONTENT_PATTERNS,
  type Category,
  type CategoryArticles,
  type CategoryDeleteResult,
  type ServiceRequest,
} from '@labmedicin/contracts';
import { CategoriesService } from './categories.service';

@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @MessagePattern(CONTENT_PATTERNS.categoriesList)
  list(@Payload() { meta, data }: ServiceRequest<unknown>): Promise<Category[]> {
    return this.categories.list(meta, data);
  }

  @MessagePattern(CONTENT_PATTERNS.categoriesCreate)
  create(@Payload() { meta, data }: ServiceRequest<unknown>): Promise<Category> {
    return this.categories.create(meta, data);
  }

  @MessagePattern(CONTENT_PATTERNS.categoriesUpdate)
  update(@Payload() { meta, data }: ServiceRequest<unknown>): Promise<Category> {
    return this.categories.update(meta, data);
  }

  @MessagePattern(CONTENT_PATTERNS.categoriesDelete)
  delete(@Payload() { meta, data }: ServiceRequest<unknown>): Promise<CategoryDeleteResult> {
    return this.categories.delete(meta, data);
  }

  @MessagePattern(CONTENT_PATTERNS.categoriesArticles)
  articles(@Payload() { meta, data }: ServiceRequest<unknown>): Promise<CategoryArticles> {
    return this.categories.articlesOf(meta, data);
  }
}
