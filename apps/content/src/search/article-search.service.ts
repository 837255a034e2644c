import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { ArticleLanguage } from '@labmedicin/contracts';
import {
  SEARCH_ENGINE,
  stripSystemPrefixes,
  type SearchDocument,
  type SearchEngine,
  type SearchIndex,
  type SearchIndexSpec,
} from '@labmedicin/platform';
import { ArticlesRepository, groupOf, languageOf, type ArticleDocument } from '../store/articles.repository';
import { ArticleHtmlWork } from '../sanitize/article-html-work';
import { ArticleSuggestions } from './article-suggestions';

/** Where the search vocabulary is kept as data: apps/content/seed/search (the same from src/ and dist/). */
const SEARCH_VOCABULARY_DIR = join(__dirname, '../../seed/search');

/** A data file's lines: blank lines and `#` comments left out. */
function dataLines(file: string): string[] {
  return readFileSync(join(SEARCH_VOCABULARY_DIR, file), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line !== '');
}

/**
 * Title first, then the abbreviations the title gives ('Hemoglobin (B-Hb)' → B-Hb, Hb) and the
 * other names editors keep for its analyses ('blodsocker', 'Waran'), then summary and tags (the
 * conditions and purposes the article is used for: 'sköldkörtel', 'njurfunktion'), then the body, each analysed in the article's language. Status, category,
 * tags, language and group (the translation group: the original's id) are keywords for filters,
 * facets and collapsing. Synonyms (brand names, abbreviations, older names) and the parts Swedish
 * compounds split into are data files beside the seed.
 */
export const ARTICLE_INDEX: SearchIndexSpec = {
  name: 'articles',
  language: 'sv',
  languageField: 'language',
  synonyms: dataLines('synonyms.txt'),
  compoundParts: dataLines('compound-parts.txt'),
  // "Did you mean" corrects to the words of names and summaries, not to every word of a body.
  spellingFields: ['title', 'abbreviations', 'summary', 'tagWords'],
  fields: [
    { name: 'title', type: 'text', boost: 4 },
    { name: 'abbreviations', type: 'text', boost: 3 },
    { name: 'otherNames', type: 'text', boost: 3 },
    { name: 'summary', type: 'text', boost: 1.5 },
    { name: 'tagWords', type: 'text', boost: 1.5 },
    { name: 'body', type: 'text' },
    { name: 'status', type: 'keyword' },
    { name: 'category', type: 'keyword' },
    { name: 'tags', type: 'keyword' },
    { name: 'language', type: 'keyword' },
    { name: 'group', type: 'keyword' },
    // The analyses' NPU and LOINC codes: a code typed in whole finds its article before any text match.
    { name: 'codes', type: 'keyword', boost: 100 },
  ],
};

const STORE_BATCH = 100;

export interface ArticleHits {
  /** Ids of the page's published articles, best first; with a reader's language one per translation group. */
  ids: string[];
  total: number;
  /** How many of all hits (translation groups, with a reader's language) fall in each category id. */
  categoryCounts: Record<string, number>;
}

/**
 * The articles' search index, kept in step with every article write. The store is the source of
 * truth: an index write that fails is logged and does not undo the saved article, and the index
 * is reconciled with the store at every start.
 */
@Injectable()
export class ArticleSearchService implements OnModuleInit {
  private readonly logger = new Logger(ArticleSearchService.name);
  private index!: SearchIndex;

  constructor(
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly articles: ArticlesRepository,
    private readonly html: ArticleHtmlWork,
    private readonly suggestions: ArticleSuggestions,
  ) {}

  /**
   * Brings the index in step with the store: after a restored snapshot (the in-process index, also
   * after a crash) only the articles written since it was taken are analysed again.
   */
  async onModuleInit(): Promise<void> {
    await this.rebuild();
  }

  /** The same, at any time: after an import replaced the articles in the store under a running service. */
  async rebuild(): Promise<void> {
    this.index = await this.engine.index(ARTICLE_INDEX);
    const { indexed, removed } = await this.index.reconcile(await this.articles.countAll(), this.storeBatches());
    if (indexed > 0 || removed > 0) this.logger.log(`Search index brought up to date: ${indexed} articles indexed, ${removed} removed`);
    await this.suggestions.rebuild();
  }

  /** A batch at a time, so indexing 10,000 articles never holds them all twice over. */
  private async *storeBatches(): AsyncGenerator<SearchDocument[]> {
    let batch = await this.articles.batchAfter(null, STORE_BATCH);
    while (batch.length > 0) {
      yield await this.documentsOf(batch);
      batch = await this.articles.batchAfter(batch[batch.length - 1]._id, STORE_BATCH);
    }
  }

  async sync(articles: ArticleDocument[]): Promise<void> {
    await this.quietly(`index ${articles.map((a) => a.slug).join(', ')}`, async () => this.index.upsertMany(await this.documentsOf(articles)));
    await this.quietly(`index the names of ${articles.map((a) => a.slug).join(', ')}`, () => this.suggestions.sync(articles));
  }

  /** The articles as the index takes them, their HTML read as text on the worker threads. */
  private documentsOf(articles: ArticleDocument[]): Promise<SearchDocument[]> {
    return Promise.all(
      articles.map(async (article) => searchDocumentOf(article, await this.html.plainTexts([article.content, article.clinicalSignificance, article.interpretation]))),
    );
  }

  async forget(article: ArticleDocument): Promise<void> {
    await this.quietly(`remove ${article.slug} from the index`, () => this.index.remove(article._id));
    await this.quietly(`remove ${article.slug}'s names from the index`, () => this.suggestions.forget(article));
  }

  /** After a category's articles moved to another one. */
  async syncCategory(categoryId: string): Promise<void> {
    await this.sync(await this.articles.inCategory(categoryId));
  }

  /**
   * Published articles matching the text, best first. With the reader's language, one per
   * translation group, found through any of its versions and ranked by its best: the version in
   * that language when the group has one published, else the other; the total and category counts
   * count groups. Without, every matching version.
   */
  async searchPublished(text: string, language: ArticleLanguage | undefined, offset: number, limit: number): Promise<ArticleHits> {
    const query = { text, filters: { status: 'published' }, facets: ['category'], offset, limit };
    const result = await this.index.search(language ? { ...query, collapse: 'group' } : query);
    const hits = { ids: result.hits.map((hit) => hit.id), total: result.total, categoryCounts: result.facets.category ?? {} };
    if (!language || hits.ids.length === 0) return hits;
    // The versions of the page's groups, from the store (linked articles carry their group).
    const records = await this.articles.listRecordsByIds(hits.ids);
    const inLanguage = new Map(
      (await this.articles.groups(records.flatMap((record) => (record.groupId ? [record.groupId] : []))))
        .filter((version) => version.status === 'published' && languageOf(version) === language)
        .map((version) => [groupOf(version), version._id]),
    );
    const groupOfHit = new Map(records.map((record) => [record._id, groupOf(record)]));
    return { ...hits, ids: hits.ids.map((id) => inLanguage.get(groupOfHit.get(id) ?? id) ?? id) };
  }

  /** The text with its words no article's names or summaries hold replaced by the nearest ones they do; null when none was. */
  didYouMean(text: string): Promise<string | null> {
    return this.index.didYouMean(text);
  }

  private async quietly(what: string, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.logger.error(`Could not ${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

function searchDocumentOf(article: ArticleDocument, htmlTexts: string[]): SearchDocument {
  return {
    id: article._id,
    version: article.version,
    language: languageOf(article),
    group: groupOf(article),
    title: article.title,
    abbreviations: abbreviationsOf(article.title),
    // What readers call the analyses in this language (lay, older, brand names), as editors keep them.
    otherNames: (article.analyses ?? []).flatMap((analysis) => analysis.otherNames ?? []),
    summary: article.summary,
    tagWords: article.tags,
    body: [
      ...htmlTexts,
      ...article.referenceRanges.map((row) => row.parameter),
      ...article.relatedTests,
    ].join('\n'),
    status: article.status,
    category: article.categoryId,
    tags: article.tags,
    // A hand-made or imported analysis may lack its lists: it is indexed with what it has.
    codes: (article.analyses ?? []).flatMap((analysis) => [...(analysis.npuCodes ?? []), ...(analysis.loincCodes ?? [])]),
  };
}

/**
 * Short names a title gives in brackets, with and without their system prefix:
 * 'Hemoglobin (B-Hb)' → ['B-Hb', 'Hb'], 'C-reaktivt protein (CRP)' → ['CRP'].
 */
export function abbreviationsOf(title: string): string[] {
  const found = [...title.matchAll(/\(([^()]+)\)/g)].flatMap(([, inside]) => inside.split(/[,;]\s*/));
  const names = found.map((name) => name.trim()).filter((name) => name !== '');
  return [...new Set(names.flatMap((name) => [name, stripSystemPrefixes(name)]))];
}
