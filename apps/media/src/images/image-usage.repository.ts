import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { MediaUsageArticle } from '@labmedicin/contracts';
import { DOCUMENT_STORE, DuplicateKeyError, type DocumentCollection, type DocumentStore } from '@labmedicin/platform';

/** One article's use of stored images: media's copy of what content's article.* events said last. */
export interface ArticleUsageDocument {
  _id: string;
  articleId: string;
  slug: string;
  title: string;
  /** The stored file names the article shows. */
  images: string[];
}

/** The 'usages' collection: one document per article that shows at least one stored image. */
@Injectable()
export class ImageUsageRepository implements OnModuleInit {
  private readonly usages: DocumentCollection<ArticleUsageDocument>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.usages = store.collection<ArticleUsageDocument>('usages');
  }

  async onModuleInit(): Promise<void> {
    await this.usages.ensureIndex({ fields: { articleId: 1 }, unique: true });
    await this.usages.ensureIndex({ fields: { images: 1 } });
  }

  /** Records what an article shows now; an article that shows no stored image is forgotten. */
  async setArticle(usage: Omit<ArticleUsageDocument, '_id'>): Promise<void> {
    if (usage.images.length === 0) return this.forgetArticle(usage.articleId);
    const { articleId, ...fields } = usage;
    if (await this.usages.updateOne({ articleId }, { $set: fields })) return;
    try {
      await this.usages.insertOne(usage);
    } catch (error) {
      // Another event of the same article inserted it first: update that one.
      if (!(error instanceof DuplicateKeyError)) throw error;
      await this.usages.updateOne({ articleId }, { $set: fields });
    }
  }

  async forgetArticle(articleId: string): Promise<void> {
    await this.usages.deleteMany({ articleId });
  }

  /** The articles that show `filename`, by title. */
  async articlesShowing(filename: string): Promise<MediaUsageArticle[]> {
    const rows = await this.usages.find({ images: filename }, { sort: { title: 1 } });
    return rows.map(({ slug, title }) => ({ slug, title }));
  }

  /** How many articles show each stored file that any article shows. */
  async usageCounts(): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const { images } of await this.usages.find({}, { projection: { images: 1 } })) {
      for (const filename of images) counts.set(filename, (counts.get(filename) ?? 0) + 1);
    }
    return counts;
  }

  /** A deleted image leaves every article's usage. */
  async forgetImage(filename: string): Promise<void> {
    await this.usages.updateMany({ images: filename }, { $pull: { images: filename } });
  }
}
