import { Injectable } from '@nestjs/common';
import type { Article, ArticleTranslationRef, RequestMeta } from '@labmedicin/contracts';
import { fail } from '@labmedicin/platform';
import { requireAdmin } from '../access/content-access';
import { ArticlesRepository, languageOf, type ArticleDocument } from '../store/articles.repository';
import { ArticleResponses } from '../writing/article-responses';
import { ArticleWriter } from '../writing/article-writer';

/**
 * Linking existing articles as translations of each other, and unlinking them (admins). A new
 * translation is linked when it is created (ArticlesService.create).
 */
@Injectable()
export class TranslationsService {
  constructor(
    private readonly articles: ArticlesRepository,
    private readonly writer: ArticleWriter,
    private readonly responses: ArticleResponses,
  ) {}

  /**
   * `translation` becomes the translation of `slug`, the original, at the original's current
   * version. 400 SAME_LANGUAGE when both are in one language; 409 TRANSLATION_EXISTS when either
   * is linked already (an original with a translation included).
   */
  async link(meta: RequestMeta, { slug, translation }: ArticleTranslationRef): Promise<Article> {
    requireAdmin(meta);
    const [original, linked] = await Promise.all([this.find(slug), this.find(translation)]);
    if (original._id === linked._id || languageOf(original) === languageOf(linked)) throw fail('SAME_LANGUAGE');
    if (original.translatedFrom || linked.groupId) throw fail('TRANSLATION_EXISTS');
    return this.responses.article(await this.writer.link(original, linked, meta), true);
  }

  /** Unlinks `translation` from its original `slug`; both articles stay. 404 when it is not its translation. */
  async unlink(meta: RequestMeta, { slug, translation }: ArticleTranslationRef): Promise<Article> {
    requireAdmin(meta);
    const [original, linked] = await Promise.all([this.find(slug), this.find(translation)]);
    return this.responses.article(await this.writer.unlink(original, linked, meta), true);
  }

  private async find(slug: string): Promise<ArticleDocument> {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw fail('ARTICLE_NOT_FOUND');
    return article;
  }
}
