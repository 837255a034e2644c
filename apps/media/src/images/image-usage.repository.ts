import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DOCUMENT_STORE, DuplicateKeyError, type DocumentCollection, type DocumentStore } from '@labmedicin/platform';

/** One article's use of stored images: media's copy of what content's article.* events said. */
export interface ArticleUsageDocument {
  _id: string;
  articleId: string;
  slug: string;
  title: string;
  /** The stored file names the article shows. */
  images: string[];
  /**
   * The stored file names any version of the article showed, the current one included: an earlier
   * version can be restored, so its images are in use too. Only ever added to (events may come twice
   * or out of order), until the article or the image is deleted. Absent on usages stored before it.
   */
  everShown?: string[];
}

/** The 'usages' collection: one document per article of which some version showed a stored image. */
@Injectable()
export class ImageUsageRepository implements OnModuleInit {
  private readonly usages: DocumentCollection<ArticleUsageDocument>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.usages = store.collection<ArticleUsageDocument>('usages');
  }

  async onModuleInit(): Promise<void> {
    await this.usages.ensureIndex({ fields: { articleId: 1 }, unique: true });
    await this.usages.ensureIndex({ fields: { images: 1 } });
    await this.usages.ensureIndex({ fields: { everShown: 1 } });
  }

  /** Records what an article shows now, added to what its versions showed before. */
  async setArticle(usage: Omit<ArticleUsageDocument, '_id' | 'everShown'>): Promise<void> {
    const { articleId, images, ...fields } = usage;
    const update = { $set: { ...fields, images }, $addToSet: { everShown: { $each: images } } };
    if (await this.usages.updateOne({ articleId }, update)) return;
    // An article no version of which showed a stored image needs no document.
    if (images.length === 0) return;
    try {
      await this.usages.insertOne({ ...usage, everShown: images });
    } catch (error) {
      // Another event of the same article inserted it first: update that one.
      if (!(error instanceof DuplicateKeyError)) throw error;
      await this.usages.updateOne({ articleId }, update);
    }
  }

  /**
   * Adds what an article's versions showed (the one-time fill of usages stored before media kept
   * it); an article media has no usage of yet is stored with what it shows now.
   */
  async addEverShown(usage: Omit<ArticleUsageDocument, '_id' | 'everShown'> & { everShown: string[] }): Promise<void> {
    const update = { $addToSet: { everShown: { $each: usage.everShown } } };
    if (await this.usages.updateOne({ articleId: usage.articleId }, update)) return;
    try {
      await this.usages.insertOne(usage);
    } catch (error) {
      // An event of the same article inserted it first: add to that one.
      if (!(error instanceof DuplicateKeyError)) throw error;
      await this.usages.updateOne({ articleId: usage.articleId }, update);
    }
  }

  async forgetArticle(articleId: string): Promise<void> {
    await this.usages.deleteMany({ articleId });
  }

  /** The ids of the articles some version of which showed `filename`. */
  async articlesUsing(filename: string): Promise<string[]> {
    const rows = await this.usages.find({ $or: [{ images: filename }, { everShown: filename }] }, { projection: { articleId: 1 } });
    return rows.map(({ articleId }) => articleId);
  }

  /** How many articles use each stored file that any version of an article showed. */
  async usageCounts(): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const { images, everShown } of await this.usages.find({}, { projection: { images: 1, everShown: 1 } })) {
      for (const filename of new Set([...images, ...(everShown ?? [])])) counts.set(filename, (counts.get(filename) ?? 0) + 1);
    }
    return counts;
  }

  /** A deleted image leaves every article's usage. */
  async forgetImage(filename: string): Promise<void> {
    await this.usages.updateMany({ $or: [{ images: filename }, { everShown: filename }] }, { $pull: { images: filename, everShown: filename } });
  }
}
