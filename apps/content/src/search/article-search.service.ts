import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  SEARCH_ENGINE,
  stripSystemPrefixes,
  type SearchDocument,
  type SearchEngine,
  type SearchIndex,
  type SearchIndexSpec,
} from '@labmedicin/platform';
import { ArticlesRepository, type ArticleDocument } from '../store/articles.repository';
import { plainTextOf } from '../sanitize/article-html';

/**
 * Title first, then the abbreviations the title gives ('Hemoglobin (B-Hb)' → B-Hb, Hb), then
 * summary and tags, then the body. Status, category and tags are keywords for filters and facets.
 */
const ARTICLE_INDEX: SearchIndexSpec = {
  name: 'articles',
  language: 'sv',
  fields: [
    { name: 'title', type: 'text', boost: 4 },
    { name: 'abbreviations', type: 'text', boost: 3 },
    { name: 'summary', type: 'text', boost: 1.5 },
    { name: 'tagWords', type: 'text', boost: 1.5 },
    { name: 'body', type: 'text' },
    { name: 'status', type: 'keyword' },
    { name: 'category', type: 'keyword' },
    { name: 'tags', type: 'keyword' },
  ],
};

const STORE_BATCH = 100;

export interface ArticleHits {
  /** Ids of the page's published articles, best first. */
  ids: string[];
  total: number;
  /** How many of all hits fall in each category id. */
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
  ) {}

  /**
   * Brings the index in step with the store: after a restored snapshot (the in-process index, also
   * after a crash) only the articles written since it was taken are analysed again.
   */
  async onModuleInit(): Promise<void> {
    this.index = await this.engine.index(ARTICLE_INDEX);
    const { indexed, removed } = await this.index.reconcile(await this.articles.countAll(), this.storeBatches());
    if (indexed > 0 || removed > 0) this.logger.log(`Search index brought up to date: ${indexed} articles indexed, ${removed} removed`);
  }

  /** A batch at a time, so indexing 10,000 articles never holds them all twice over. */
  private async *storeBatches(): AsyncGenerator<SearchDocument[]> {
    let batch = await this.articles.batchAfter(null, STORE_BATCH);
    while (batch.length > 0) {
      yield batch.map(searchDocumentOf);
      batch = await this.articles.batchAfter(batch[batch.length - 1]._id, STORE_BATCH);
    }
  }

  async sync(articles: ArticleDocument[]): Promise<void> {
    await this.quietly(`index ${articles.map((a) => a.slug).join(', ')}`, () => this.index.upsertMany(articles.map(searchDocumentOf)));
  }

  async forget(article: ArticleDocument): Promise<void> {
    await this.quietly(`remove ${article.slug} from the index`, () => this.index.remove(article._id));
  }

  /** After a category's articles moved to another one. */
  async syncCategory(categoryId: string): Promise<void> {
    await this.sync(await this.articles.inCategory(categoryId));
  }

  async searchPublished(text: string, offset: number, limit: number): Promise<ArticleHits> {
    const result = await this.index.search({ text, filters: { status: 'published' }, facets: ['category'], offset, limit });
    return { ids: result.hits.map((hit) => hit.id), total: result.total, categoryCounts: result.facets.category ?? {} };
  }

  private async quietly(what: string, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.logger.error(`Could not ${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

function searchDocumentOf(article: ArticleDocument): SearchDocument {
  return {
    id: article._id,
    title: article.title,
    abbreviations: abbreviationsOf(article.title),
    summary: article.summary,
    tagWords: article.tags,
    body: [
      plainTextOf(article.content),
      plainTextOf(article.clinicalSignificance),
      plainTextOf(article.interpretation),
      ...article.referenceRanges.map((row) => row.parameter),
      ...article.relatedTests,
    ].join('\n'),
    status: article.status,
    category: article.categoryId,
    tags: article.tags,
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
