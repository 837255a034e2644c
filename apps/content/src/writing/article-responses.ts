import { Injectable } from '@nestjs/common';
import type { Article, ArticleCategory, ArticleListItem, RevisionDetail } from '@labmedicin/contracts';
import { ArticleViewsRepository } from '../store/article-views.repository';
import { CategoriesRepository } from '../store/categories.repository';
import type { RevisionDocument } from '../store/revisions.repository';
import { excerptOf } from './article-fields';
import { revisionNoteOf } from './revision-notes';
import { ArticlesRepository, type ArticleDocument, type ArticleListRecord } from '../store/articles.repository';

/** Categories by id, as responses carry them. */
export type CategoryLookup = Map<string, ArticleCategory>;

/**
 * Turns stored articles and revisions into API answers: the category id becomes the category
 * object, and `views` is the article's counter (ArticleViewsRepository) plus any views stored on
 * the article before counters had a collection of their own.
 *
 * An article stored before excerpts were has none; its excerpt is derived here from its content.
 * Derived on reading rather than backfilled at start-up, because an article written meanwhile by a
 * replica still running older code would miss any backfill; only lists of such articles cost an
 * extra read, and each stops needing it once it is saved again.
 */
@Injectable()
export class ArticleResponses {
  constructor(
    private readonly articles: ArticlesRepository,
    private readonly categories: CategoriesRepository,
    private readonly viewCounts: ArticleViewsRepository,
  ) {}

  /** Every category (a handful) in one read, for answers that name several. */
  async categoryLookup(): Promise<CategoryLookup> {
    const all = await this.categories.findAll();
    return new Map(all.map(({ _id, name, slug, color }) => [_id, { _id, name, slug, color }]));
  }

  async article(doc: ArticleDocument): Promise<Article> {
    const [category, counted] = await Promise.all([this.categories.findById(doc.categoryId), this.viewCounts.countOf(doc._id)]);
    return {
      _id: doc._id,
      slug: doc.slug,
      title: doc.title,
      summary: doc.summary,
      excerpt: doc.excerpt ?? excerptOf(doc.content),
      content: doc.content,
      category: category && { _id: category._id, name: category.name, slug: category.slug, color: category.color },
      tags: doc.tags,
      status: doc.status,
      views: (doc.views ?? 0) + counted,
      createdAt: doc.createdAt,
      updatedAt: doc.updatedAt,
      referenceRanges: doc.referenceRanges,
      clinicalSignificance: doc.clinicalSignificance,
      interpretation: doc.interpretation,
      relatedTests: doc.relatedTests,
      references: doc.references,
      images: doc.images,
      version: doc.version,
      author: doc.createdBy ?? null,
      review: doc.review ?? null,
    };
  }

  async listItems(records: ArticleListRecord[]): Promise<ArticleListItem[]> {
    if (records.length === 0) return [];
    const unexcerpted = records.filter((record) => record.excerpt === undefined).map((record) => record._id);
    const [categories, contents, counted] = await Promise.all([
      this.categoryLookup(),
      this.articles.contentsByIds(unexcerpted),
      this.viewCounts.countsOf(records.map((record) => record._id)),
    ]);
    return records.map((record) => ({
      _id: record._id,
      slug: record.slug,
      title: record.title,
      summary: record.summary,
      excerpt: record.excerpt ?? excerptOf(contents.get(record._id) ?? ''),
      category: categories.get(record.categoryId) ?? null,
      tags: record.tags,
      status: record.status,
      views: (record.views ?? 0) + (counted.get(record._id) ?? 0),
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      version: record.version,
      author: record.createdBy ?? null,
      review: record.review ?? null,
    }));
  }

  revision(revision: RevisionDocument, categories: CategoryLookup): RevisionDetail {
    return {
      versionNumber: revision.versionNumber,
      timestamp: revision.timestamp,
      editedBy: revision.editedBy,
      ...revisionNoteOf(revision),
      title: revision.title,
      category: categories.get(revision.categoryId) ?? null,
      summary: revision.summary,
      content: revision.content,
      status: revision.status,
      clinicalSignificance: revision.clinicalSignificance,
      interpretation: revision.interpretation,
      tags: revision.tags,
      relatedTests: revision.relatedTests,
      references: revision.references,
      referenceRanges: revision.referenceRanges,
      images: revision.images,
    };
  }
}
