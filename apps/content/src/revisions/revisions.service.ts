import { Injectable } from '@nestjs/common';
import { isDeepStrictEqual } from 'node:util';
import {
  COMPARED_FIELDS,
  paginationOf,
  uploadedImagesOf,
  type ArticleImagesOfVersions,
  type MediaArticleUse,
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
import { revisionNoteOf } from '../writing/revision-notes';
import { ArticlesRepository, languageOf, type ArticleDocument, type ArticleFields } from '../store/articles.repository';
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
  analyses: 'analyses',
  images: 'images',
};

/** A compared field of a revision; a version saved before analyses were had none. */
function storedValue(revision: RevisionDocument, field: ComparedField): unknown {
  const value = revision[STORED_FIELD[field]];
  return field === 'analyses' ? (value ?? []) : value;
}

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
      data: records.map((record) => ({
        versionNumber: record.versionNumber,
        timestamp: record.timestamp,
        editedBy: record.editedBy,
        ...revisionNoteOf(record),
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
      COMPARED_FIELDS.map((field) => [field, !isDeepStrictEqual(storedValue(first, field), storedValue(second, field))]),
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
    // A version saved before analyses were had none.
    fields.analyses ??= [];
    // A linked article keeps its language: its group has the other one.
    if (article.groupId || !fields.language) fields.language = languageOf(article);
    const saved = await this.writer.save(article, fields, actor.username, meta, { change: { code: 'restored', version: versionNumber } });
    return this.responses.article(saved, true);
  }

  /**
   * How each of the given articles uses a stored image: in its current version, and in how many
   * earlier ones (each would show it again once restored), by title. Articles gone since are left out.
   */
  async imageUse(meta: RequestMeta, { filename, articleIds }: { filename: string; articleIds: string[] }): Promise<MediaArticleUse[]> {
    requireEditor(meta);
    const uses: MediaArticleUse[] = [];
    for (const id of articleIds) {
      const article = await this.articles.findById(id);
      if (!article) continue;
      const showing = (await this.revisions.allOf(article._id)).filter((revision) => uploadedImagesOf(revision).includes(filename));
      const current = uploadedImagesOf(article).includes(filename);
      const earlierVersions = showing.filter((revision) => revision.versionNumber < article.version).length;
      if (current || earlierVersions > 0) uses.push({ slug: article.slug, title: article.title, current, earlierVersions });
    }
    return uses.sort((a, b) => a.title.localeCompare(b.title, 'sv'));
  }

  /**
   * A page of every article, in id order, with the stored images its current version shows and any
   * of its versions showed; those that never showed one are left out. For services only (media
   * fills its usage of earlier versions from it once): the gateway has no route to it.
   */
  async imagesOfVersions({ page, limit }: { page: number; limit: number }): Promise<ArticleImagesOfVersions> {
    const { records, total } = await this.articles.pageById(page, limit);
    const data: ArticleImagesOfVersions['data'] = [];
    for (const article of records) {
      const images = uploadedImagesOf(article);
      const everShown = new Set(images);
      for (const revision of await this.revisions.allOf(article._id)) for (const filename of uploadedImagesOf(revision)) everShown.add(filename);
      if (everShown.size > 0) data.push({ articleId: article._id, slug: article.slug, title: article.title, images, everShown: [...everShown] });
    }
    return { data, pagination: paginationOf(page, limit, total) };
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
