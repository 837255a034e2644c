import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { CategoryArticles } from '@labmedicin/contracts';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
  type NewDocument,
  type StoredDocument,
} from '@labmedicin/platform';

/** The fields of a stored article that categories rely on; the articles feature adds the rest. */
export interface ArticleDocument extends StoredDocument {
  categoryId: string;
  slug: string;
  title: string;
  status: string;
}

/** An article as a category lists it. */
export type ArticleSummary = CategoryArticles['articles'][number];

const byTitle = new Intl.Collator('sv').compare;

/** The 'articles' collection. Returns plain objects. */
@Injectable()
export class ArticlesRepository implements OnModuleInit {
  private readonly articles: DocumentCollection<ArticleDocument>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.articles = store.collection<ArticleDocument>('articles');
  }

  async onModuleInit(): Promise<void> {
    await this.articles.ensureIndex({ fields: { categoryId: 1 } });
  }

  insert(article: NewDocument<ArticleDocument>): Promise<ArticleDocument> {
    return this.articles.insertOne(article);
  }

  /** Article counts of the given categories in one query; a category without articles is absent. */
  async countByCategory(categoryIds: string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    if (categoryIds.length === 0) return counts;
    const rows = await this.articles.find({ categoryId: { $in: categoryIds } }, { projection: { categoryId: 1 } });
    for (const { categoryId } of rows) counts.set(categoryId, (counts.get(categoryId) ?? 0) + 1);
    return counts;
  }

  countInCategory(categoryId: string): Promise<number> {
    return this.articles.count({ categoryId });
  }

  /** Every article of a category, whatever its status, by title. */
  async listInCategory(categoryId: string): Promise<ArticleSummary[]> {
    const rows = await this.articles.find({ categoryId }, { projection: { slug: 1, title: 1, status: 1 } });
    return rows
      .map(({ _id, slug, title, status }) => ({ _id, slug, title, status }))
      .sort((a, b) => byTitle(a.title, b.title));
  }

  /** Moves every article of one category to another; returns how many moved. */
  moveCategory(fromCategoryId: string, toCategoryId: string): Promise<number> {
    return this.articles.updateMany({ categoryId: fromCategoryId }, { $set: { categoryId: toCategoryId } });
  }
}
