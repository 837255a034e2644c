import { Inject, Injectable, Logger } from '@nestjs/common';
import { SUGGESTION_LIMIT, SUGGESTION_MIN_LENGTH, type ArticleLanguage, type ArticleSuggestion } from '@labmedicin/contracts';
import { SEARCH_ENGINE, tokenize, type SearchDocument, type SearchEngine, type SearchIndex, type SearchIndexSpec } from '@labmedicin/platform';
import { ArticlesRepository, languageOf, type ArticleDocument, type ArticleNamesRecord } from '../store/articles.repository';

/**
 * The names a search box suggests while the reader types, an index of their own beside the
 * articles' (one document per article, the same id): the title, and the designations and other
 * names of its analyses, each analysed in the article's language, so the prefixes the reader has
 * typed find them in either engine without the body's words.
 */
const SUGGESTION_INDEX: SearchIndexSpec = {
  name: 'article-names',
  language: 'sv',
  languageField: 'language',
  fields: [
    { name: 'title', type: 'text', boost: 2 },
    { name: 'names', type: 'text' },
    { name: 'language', type: 'keyword' },
    { name: 'status', type: 'keyword' },
  ],
};

/** Matches asked of the index: the reader's language is put first among them, then the first SUGGESTION_LIMIT kept. */
const CANDIDATES = SUGGESTION_LIMIT * 3;
const STORE_BATCH = 200;

/** A name with its letters' accents and case taken off, for telling which name the typed words begin. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The article's name that the typed words begin: the title when they begin words of it, else the
 * first designation or other name that they do; the title when none does (a stem or a typo matched).
 */
function matchedName(record: ArticleNamesRecord, typed: string): Pick<ArticleSuggestion, 'name' | 'kind'> {
  const words = tokenize(folded(typed));
  const begins = (name: string) => {
    const own = tokenize(folded(name));
    return words.every((word) => own.some((candidate) => candidate.startsWith(word)));
  };
  if (begins(record.title)) return { name: record.title, kind: 'title' };
  for (const analysis of record.analyses ?? []) {
    if (begins(analysis.designation)) return { name: analysis.designation, kind: 'designation' };
    const other = (analysis.otherNames ?? []).find(begins);
    if (other) return { name: other, kind: 'otherName' };
  }
  return { name: record.title, kind: 'title' };
}

@Injectable()
export class ArticleSuggestions {
  private readonly logger = new Logger(ArticleSuggestions.name);
  private index!: SearchIndex;

  constructor(
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly articles: ArticlesRepository,
  ) {}

  /** Brings the index in step with the store (at start, and after an import replaced the articles). */
  async rebuild(): Promise<void> {
    this.index = await this.engine.index(SUGGESTION_INDEX);
    const { indexed, removed } = await this.index.reconcile(await this.articles.countAll(), this.storeBatches());
    if (indexed > 0 || removed > 0) this.logger.log(`Suggestion index brought up to date: ${indexed} articles indexed, ${removed} removed`);
  }

  private async *storeBatches(): AsyncGenerator<SearchDocument[]> {
    let batch = await this.articles.batchAfter(null, STORE_BATCH);
    while (batch.length > 0) {
      yield batch.map(namesDocumentOf);
      batch = await this.articles.batchAfter(batch[batch.length - 1]._id, STORE_BATCH);
    }
  }

  /** A write of these articles; the store is the truth, so a failed index write is logged by the caller. */
  async sync(articles: ArticleDocument[]): Promise<void> {
    await this.index.upsertMany(articles.map(namesDocumentOf));
  }

  async forget(article: ArticleDocument): Promise<void> {
    await this.index.remove(article._id);
  }

  /**
   * Published articles whose names begin with the typed words, best first, those in the reader's
   * language before the others; nothing for fewer than SUGGESTION_MIN_LENGTH letters.
   */
  async suggest(typed: string, language: ArticleLanguage | undefined): Promise<ArticleSuggestion[]> {
    if (typed.replace(/\s/g, '').length < SUGGESTION_MIN_LENGTH) return [];
    const result = await this.index.search({ text: typed, filters: { status: 'published' }, limit: CANDIDATES });
    // The index follows the store; an article unpublished a moment ago is not suggested.
    const records = (await this.articles.namesByIds(result.hits.map((hit) => hit.id))).filter((record) => record.status === 'published');
    const ordered = language ? [...records.filter((record) => languageOf(record) === language), ...records.filter((record) => languageOf(record) !== language)] : records;
    return ordered.slice(0, SUGGESTION_LIMIT).map((record) => ({
      ...matchedName(record, typed),
      slug: record.slug,
      title: record.title,
      language: languageOf(record),
    }));
  }
}

function namesDocumentOf(article: ArticleDocument): SearchDocument {
  const analyses = article.analyses ?? [];
  return {
    id: article._id,
    version: article.version,
    language: languageOf(article),
    status: article.status,
    title: article.title,
    names: analyses.flatMap((analysis) => [analysis.designation, ...(analysis.otherNames ?? [])]),
  };
}
