import { Inject, Injectable } from '@nestjs/common';
import { DOCUMENT_STORE, DuplicateKeyError, type DocumentCollection, type DocumentStore, type StoredDocument } from '@labmedicin/platform';

/**
 * The views of one article counted since counts got a collection of their own, under the
 * article's id. Kept apart from the article so that a view report writes a few dozen bytes
 * instead of the whole article (NeDB appends the whole document at each update).
 */
interface ArticleViewsDocument extends StoredDocument {
  views: number;
}

/** The 'articleViews' collection: one small counter per article that has been read. */
@Injectable()
export class ArticleViewsRepository {
  private readonly counts: DocumentCollection<ArticleViewsDocument>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.counts = store.collection<ArticleViewsDocument>('articleViews');
  }

  /** Adds to the article's counter; false when it has none yet (nothing written then). */
  async increment(articleId: string, views: number): Promise<boolean> {
    return (await this.counts.updateOne({ _id: articleId }, { $inc: { views } })) !== null;
  }

  /**
   * Adds to the article's counter, starting it when it has none. The port has no upsert: of two
   * first reports at once (two replicas), one inserts and the other, refused on the _id, adds.
   */
  async add(articleId: string, views: number): Promise<void> {
    if (await this.increment(articleId, views)) return;
    try {
      await this.counts.insertOne({ _id: articleId, views });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      await this.increment(articleId, views);
    }
  }

  /** The counted views of one article (0 when it has no counter). */
  async countOf(articleId: string): Promise<number> {
    return (await this.counts.findById(articleId))?.views ?? 0;
  }

  /** The counted views of the given articles, by id; articles without a counter are absent. */
  async countsOf(articleIds: string[]): Promise<Map<string, number>> {
    if (articleIds.length === 0) return new Map();
    const rows = await this.counts.find({ _id: { $in: articleIds } });
    return new Map(rows.map((row) => [row._id, row.views]));
  }

  /** Every counter, by article id (one small document per article that has been read). */
  async all(): Promise<Map<string, number>> {
    const rows = await this.counts.find({});
    return new Map(rows.map((row) => [row._id, row.views]));
  }

  delete(articleId: string): Promise<boolean> {
    return this.counts.deleteOne({ _id: articleId });
  }
}
