import { Injectable } from '@nestjs/common';
import {
  fieldFailure,
  normaliseTags,
  paginationOf,
  type ArticleLanguage,
  type ArticlePage,
  type RequestMeta,
  type RevisionChange,
  type Tag,
  type TagArticlesQuery,
  type TagDeleteResult,
  type TagMergeInput,
  type TagMergeResult,
} from '@labmedicin/contracts';
import { ServiceError, fail } from '@labmedicin/platform';
import { requireAdmin, seesUnpublished } from '../access/content-access';
import { ArticleResponses } from '../writing/article-responses';
import { ArticleWriter } from '../writing/article-writer';
import { ArticlesRepository } from '../store/articles.repository';

const byTag = new Intl.Collator('sv').compare;

/**
 * Tags: counts (over published articles, or over all for admins and contributors)
 * and tag pages of published articles for everyone; rename, merge and delete for admins, applied
 * to every article that carries the tag, all or none (see ArticleWriter.retag).
 */
@Injectable()
export class TagsService {
  constructor(
    private readonly articles: ArticlesRepository,
    private readonly writer: ArticleWriter,
    private readonly responses: ArticleResponses,
  ) {}

  /** Most used first, then by name; with the reader's language, over the articles listed to that reader (each translation group once). */
  async list(meta: RequestMeta, language?: ArticleLanguage): Promise<Tag[]> {
    const counts = await this.articles.tagCounts(seesUnpublished(meta) ? undefined : 'published', language);
    return [...counts]
      .map(([tag, count]) => ({ tag, count }))
      .sort((a, b) => b.count - a.count || byTag(a.tag, b.tag));
  }

  /** A tag page: its published articles, last updated first; with the reader's language, one per translation group. */
  async articlesOf({ tag, page, limit, language }: TagArticlesQuery): Promise<ArticlePage> {
    const { records, total } = await this.articles.page({ status: 'published', tag, language }, { field: 'updatedAt', order: 'desc' }, page, limit);
    return { data: await this.responses.listItems(records, false), pagination: paginationOf(page, limit, total) };
  }

  /**
   * Every source tag becomes the target tag; a rename is a merge of one into a tag no article
   * carries yet, and its revisions say rename. The target among the sources is left as it is; a
   * merge of nothing but the target into itself is refused (400).
   */
  async merge(meta: RequestMeta, { sourceTags, targetTag }: TagMergeInput): Promise<TagMergeResult> {
    const actor = requireAdmin(meta);
    const sources = [...new Set(sourceTags)].filter((tag) => tag !== targetTag);
    if (sources.length === 0) throw new ServiceError(fieldFailure('TAG_MERGE_INTO_ITSELF', { targetTag: 'mergeIntoItself' }));
    const affected = await this.articles.withAnyTag(sources);
    if (affected.length === 0) throw fail('TAG_NOT_FOUND');
    const mergedTags = sources.filter((tag) => affected.some((article) => article.tags.includes(tag)));
    const changes = affected.map((article) => ({
      article,
      tags: normaliseTags(article.tags.map((tag) => (sources.includes(tag) ? targetTag : tag))),
    }));
    const renamed = mergedTags.length === 1 && (await this.articles.withAnyTag([targetTag])).length === 0;
    const change: RevisionChange = renamed
      ? { code: 'tagRenamed', from: mergedTags[0] as string, to: targetTag }
      : { code: 'tagsMerged', tags: mergedTags, target: targetTag };
    const saved = await this.writer.retag(changes, actor.username, meta, change, {
      kind: 'merged',
      tags: mergedTags,
      targetTag,
    });
    return { targetTag, mergedTags, updatedArticles: saved.length };
  }

  /** Removes the tag from every article that has it. */
  async delete(meta: RequestMeta, tag: string): Promise<TagDeleteResult> {
    const actor = requireAdmin(meta);
    const affected = await this.articles.withAnyTag([tag]);
    if (affected.length === 0) throw fail('TAG_NOT_FOUND');
    const changes = affected.map((article) => ({ article, tags: article.tags.filter((t) => t !== tag) }));
    const saved = await this.writer.retag(changes, actor.username, meta, { code: 'tagRemoved', tag }, { kind: 'deleted', tags: [tag] });
    return { tag, updatedArticles: saved.length };
  }
}
