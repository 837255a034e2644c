import { Injectable } from '@nestjs/common';
import { isDeepStrictEqual } from 'node:util';
import {
  COMPARED_FIELDS,
  paginationOf,
  restoredFrom,
  type Article,
  type ComparedField,
  type RequestMeta,
  type RevisionCompareQuery,
  type RevisionComparison,
  type RevisionDetail,
  type RevisionListQuery,
  type RevisionPage,
  type RevisionRef,
} from '@labmedicin/contracts';
import { fail } from '@labmedicin/platform';
import { requireAdmin, requireEditor } from '../access/content-access';
import { ArticleResponses } from '../writing/article-responses';
import { ArticleWriter, fieldsOf } from '../writing/article-writer';
import { ArticlesRepository, type ArticleDocument, type ArticleFields } from '../store/articles.repository';
import { CategoriesRepository } from '../store/categories.repository';
import { RevisionsRepository, type RevisionDocument } from '../store/revisions.repository';

/** Where a compared field lives in a stored revision (the category as its id). */
const STORED_FIELD: Record<ComparedField, keyof ArticleFields> = {
  title: 'title',
  category: 'categoryId',
  summary: 'summary',
  content: 'content',
  status: 'status',
  clinicalSignificance: 'clinicalSignificance',
  interpretation: 'interpretation',
  tags: 'tags',
  relatedTests: 'relatedTests',
  references: 'references',
  referenceRanges: 'referenceRanges',
  images: 'images',
};

/**
 * Revision history (the editor's revision dialog and the compare screen): admins and contributors read it,
 * admins restore. A restore saves the old fields as a new revision; history is never rewritten.
 */
@Injectable()
export class RevisionsService {
  constructor(
    private readonly articles: ArticlesRepository,
    private readonly revisions: RevisionsRepository,
    private readonly categories: CategoriesRepository,
    private readonly writer: ArticleWriter,
    private readonly responses: ArticleResponses,
  ) {}

  async list(meta: RequestMeta, { slug, page, limit }: RevisionListQuery): Promise<RevisionPage> {
    requireEditor(meta);
    const article = await this.article(slug);
    const { records, total } = await this.revisions.page(article._id, page, limit);
    return {
      data: records.map(({ versionNumber, timestamp, editedBy, changeDescription }) => ({
        versionNumber,
        timestamp,
        editedBy,
        ...(changeDescription ? { changeDescription } : {}),
      })),
      pagination: paginationOf(page, limit, total),
    };
  }

  async get(meta: RequestMeta, { slug, versionNumber }: RevisionRef): Promise<RevisionDetail> {
    requireEditor(meta);
    const revision = await this.revision(await this.article(slug), versionNumber);
    return this.responses.revision(revision, await this.responses.categoryLookup());
  }

  async compare(meta: RequestMeta, { slug, v1, v2 }: RevisionCompareQuery): Promise<RevisionComparison> {
    requireEditor(meta);
    const article = await this.article(slug);
    const [first, second] = await Promise.all([this.revision(article, v1), this.revision(article, v2)]);
    const categories = await this.responses.categoryLookup();
    const differences = Object.fromEntries(
      COMPARED_FIELDS.map((field) => [field, !isDeepStrictEqual(first[STORED_FIELD[field]], second[STORED_FIELD[field]])]),
    ) as RevisionComparison['differences'];
    return { version1: this.responses.revision(first, categories), version2: this.responses.revision(second, categories), differences };
  }

  /** The old version's fields become the next version. A category deleted since then is not brought back. */
  async restore(meta: RequestMeta, { slug, versionNumber }: RevisionRef): Promise<Article> {
    const actor = requireAdmin(meta);
    const article = await this.article(slug);
    const revision = await this.revision(article, versionNumber);
    const fields = fieldsOf(revision);
    if (!(await this.categories.findById(fields.categoryId))) fields.categoryId = article.categoryId;
    const saved = await this.writer.save(article, fields, actor.username, meta, restoredFrom(versionNumber));
    return this.responses.article(saved);
  }

  private async article(slug: string): Promise<ArticleDocument> {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw fail('ARTICLE_NOT_FOUND');
    return article;
  }

  private async revision(article: ArticleDocument, versionNumber: number): Promise<RevisionDocument> {
    const revision = await this.revisions.find(article._id, versionNumber);
    if (!revision) throw fail('REVISION_NOT_FOUND');
    return revision;
  }
}
