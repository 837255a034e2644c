import { Injectable } from '@nestjs/common';
import { ARTICLE_ANSWER_DEFAULTS, type Article, type ArticleCategory, type ArticleListItem, type ArticleTranslation, type RevisionDetail } from '@labmedicin/contracts';
import { ArticleViewsRepository } from '../store/article-views.repository';
import { CategoriesRepository } from '../store/categories.repository';
import type { RevisionDocument } from '../store/revisions.repository';
import { excerptOf } from '../sanitize/article-html-tasks';
import { revisionNoteOf } from './revision-notes';
import { ArticlesRepository, languageOf, type ArticleDocument, type ArticleLinkRecord, type ArticleListRecord } from '../store/articles.repository';
import type { CategoryRecord } from '../store/categories.repository';

/** Categories by id, as responses carry them. */
export type CategoryLookup = Map<string, ArticleCategory>;

/**
 * Turns stored articles and revisions into API answers: the category id becomes the category
 * object, and `views` is the article's counter (ArticleViewsRepository) plus any views stored on
 * the article before counters had a collection of their own.
 *
 * An article stored before excerpts were has none; its excerpt is derived here from its content.
 * One stored without a summary or tags (an older installation, an import, a hand-made document)
 * answers the schema's defaults for them (ARTICLE_ANSWER_DEFAULTS).
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
    return new Map(all.map((category) => [category._id, articleCategoryOf(category)]));
  }

  /**
   * The article as the API answers it, with its group's other versions that the caller may see
   * (`seesUnpublished`: drafts and archived ones too).
   */
  async article(doc: ArticleDocument, seesUnpublished: boolean): Promise<Article> {
    const [category, counted, group] = await Promise.all([
      this.categories.findById(doc.categoryId),
      this.viewCounts.countOf(doc._id),
      doc.groupId ? this.articles.group(doc.groupId) : Promise.resolve([]),
    ]);
    const outdated = outdatedIn(group);
    const translations = translationsIn(group, seesUnpublished, outdated);
    return {
      _id: doc._id,
      slug: doc.slug,
      title: doc.title,
      summary: doc.summary ?? ARTICLE_ANSWER_DEFAULTS.summary,
      excerpt: doc.excerpt ?? excerptOf(doc.content),
      content: doc.content,
      category: category && articleCategoryOf(category),
      tags: doc.tags ?? [...ARTICLE_ANSWER_DEFAULTS.tags],
      status: doc.status,
      views: (doc.views ?? 0) + counted,
      createdAt: doc.createdAt,
      updatedAt: doc.updatedAt,
      referenceRanges: doc.referenceRanges,
      // An article saved before analyses existed has none.
      analyses: doc.analyses ?? [],
      clinicalSignificance: doc.clinicalSignificance,
      interpretation: doc.interpretation,
      relatedTests: doc.relatedTests,
      references: doc.references,
      images: doc.images,
      version: doc.version,
      author: doc.createdBy ?? null,
      review: doc.review ?? null,
      language: languageOf(doc),
      translatedFrom: doc.translatedFrom ?? null,
      outdated: outdated(doc),
      translations: translations(doc),
    };
  }

  /** List items, each with its group's other versions that the caller may see (`seesUnpublished`: drafts and archived ones too). */
  async listItems(records: ArticleListRecord[], seesUnpublished: boolean): Promise<ArticleListItem[]> {
    if (records.length === 0) return [];
    const unexcerpted = records.filter((record) => record.excerpt === undefined).map((record) => record._id);
    const linked = records.flatMap((record) => (record.groupId ? [record.groupId] : []));
    const [categories, contents, counted, groups] = await Promise.all([
      this.categoryLookup(),
      this.articles.contentsByIds(unexcerpted),
      this.viewCounts.countsOf(records.map((record) => record._id)),
      this.articles.groups(linked),
    ]);
    const outdated = outdatedIn(groups);
    const byGroup = new Map<string, ArticleLinkRecord[]>();
    for (const version of groups) if (version.groupId) byGroup.set(version.groupId, [...(byGroup.get(version.groupId) ?? []), version]);
    const translationsOf = (record: ArticleListRecord) =>
      record.groupId ? translationsIn(byGroup.get(record.groupId) ?? [], seesUnpublished, outdated)(record) : [];
    return records.map((record) => ({
      _id: record._id,
      slug: record.slug,
      title: record.title,
      summary: record.summary ?? ARTICLE_ANSWER_DEFAULTS.summary,
      excerpt: record.excerpt ?? excerptOf(contents.get(record._id) ?? ''),
      category: categories.get(record.categoryId) ?? null,
      tags: record.tags ?? [...ARTICLE_ANSWER_DEFAULTS.tags],
      status: record.status,
      views: (record.views ?? 0) + (counted.get(record._id) ?? 0),
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      version: record.version,
      author: record.createdBy ?? null,
      review: record.review ?? null,
      language: languageOf(record),
      translatedFrom: record.translatedFrom ?? null,
      outdated: outdated(record),
      translations: translationsOf(record),
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
      analyses: revision.analyses ?? [],
      images: revision.images,
    };
  }
}

function articleCategoryOf({ _id, name, names, slug, color }: Pick<CategoryRecord, '_id' | 'name' | 'names' | 'slug' | 'color'>): ArticleCategory {
  return { _id, name, names, slug, color };
}

/**
 * Whether an article is outdated, judged among the versions of its group: it is a translation
 * whose original is published at a newer version than the one it was translated from. A draft or
 * archived original has nothing newer for readers, so its translations are not outdated.
 */
function outdatedIn(versions: readonly ArticleLinkRecord[]): (article: Pick<ArticleDocument, 'translatedFrom'>) => boolean {
  const bySlug = new Map(versions.map((version) => [version.slug, version]));
  return ({ translatedFrom }) => {
    if (!translatedFrom) return false;
    const original = bySlug.get(translatedFrom.slug);
    return original?.status === 'published' && original.version > translatedFrom.version;
  };
}

/** The versions of a group other than an article's own that the caller may see, as answers name them. */
function translationsIn(
  group: readonly ArticleLinkRecord[],
  seesUnpublished: boolean,
  outdated: (article: Pick<ArticleDocument, 'translatedFrom'>) => boolean,
): (article: Pick<ArticleDocument, '_id'>) => ArticleTranslation[] {
  return (article) =>
    group
      .filter((version) => version._id !== article._id && (seesUnpublished || version.status === 'published'))
      .map((version) => ({
        language: languageOf(version),
        slug: version.slug,
        title: version.title,
        status: version.status,
        updatedAt: version.updatedAt,
        outdated: outdated(version),
      }));
}
